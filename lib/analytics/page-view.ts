/**
 * The first-party page-view record (POST /api/analytics/page-view): the path, where the visitor
 * came from and the campaign. No cookie, no address, no query string: a path or referrer query can
 * carry personal data (an e-mail in a link), so only origin and path are kept.
 */
import { z } from 'zod'
import { ATTRIBUTION_LIMITS } from '@/lib/leads/attribution'
import { cutText } from '@/lib/leads/json-safe'

const PATH_MAX = 500

/** Campaign values are cut to their column, never refused (the body itself is at most 8 KB). */
const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .nullable()
    .transform((value) => {
      const trimmed = value?.trim()
      return trimmed ? cutText(trimmed, max).trim() || undefined : undefined
    })

export const pageViewSchema = z.object({
  path: z
    .string({ error: 'path is required' })
    .trim()
    .min(1, 'path is required')
    .max(2000, 'path is too long')
    .refine((value) => value.startsWith('/') && !value.startsWith('//'), 'path must start with /'),
  referrer: optionalText(2000),
  utmSource: optionalText(ATTRIBUTION_LIMITS.utmSource),
  utmMedium: optionalText(ATTRIBUTION_LIMITS.utmMedium),
  utmCampaign: optionalText(ATTRIBUTION_LIMITS.utmCampaign),
})

export type PageViewInput = z.input<typeof pageViewSchema>

export type PageViewRow = {
  path: string
  referrer: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  createdAt: Date
}

/** The path alone: no query string or fragment, at most 500 characters. */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/'
  return (bare || '/').slice(0, PATH_MAX)
}

/** The referrer's origin and path, or null when it is missing, not http(s) or this site itself. */
export function cleanReferrer(
  referrer: string | undefined,
  ownOrigins: readonly string[] = [],
): string | null {
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (ownOrigins.includes(url.origin)) return null
    return `${url.origin}${url.pathname === '/' ? '' : url.pathname}`.slice(0, PATH_MAX)
  } catch {
    return null
  }
}

export function toPageViewRow(
  input: z.output<typeof pageViewSchema>,
  options: { ownOrigins?: readonly string[]; now?: Date } = {},
): PageViewRow {
  return {
    path: cleanPath(input.path),
    referrer: cleanReferrer(input.referrer, options.ownOrigins),
    utmSource: input.utmSource ?? null,
    utmMedium: input.utmMedium ?? null,
    utmCampaign: input.utmCampaign ?? null,
    createdAt: options.now ?? new Date(),
  }
}
