/**
 * next/image optimises pictures of this site only (next.config.ts has no remotePatterns, so the
 * optimiser never fetches from other hosts). A picture on another host (a pool photo or a blog
 * cover typed as an https address) and an SVG are therefore rendered as they are, unoptimised.
 */
export function isUnoptimizedImage(src: string): boolean {
  return /^https?:\/\//i.test(src.trim()) || /\.svg(?:[?#]|$)/i.test(src.trim())
}
