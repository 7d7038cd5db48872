/**
 * Reading a variant's route parameter back into its query (lib/cache/query-variants.ts writes it).
 * A module of its own, free of Node's Buffer, as the /pools filter panel reads its variant in the
 * browser (components/pools/gallery-frame.tsx): importing the writer there bundled a Buffer
 * polyfill (about 9 kB compressed) into the page.
 */

/** The variant of a page requested without any of its parameters. */
export const NO_QUERY = '-'

/**
 * The query a variant route renders its page with (nothing for a segment that is not a variant).
 * Runs on the server and in the browser: atob and TextDecoder, not Node's Buffer.
 */
export function variantQuery(segment: string): Record<string, string> {
  if (segment === NO_QUERY || !/^[A-Za-z0-9_-]+$/.test(segment)) return {}
  try {
    const binary = atob(segment.replaceAll('-', '+').replaceAll('_', '/'))
    const text = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
    return Object.fromEntries(new URLSearchParams(text))
  } catch {
    return {}
  }
}
