/**
 * The landing page form: every column of landing_pages except the counters (views and
 * conversions are counted by the site and shown read-only). Content is either HTML (sanitised
 * when shown) or a mapping to one of the ten local pages.
 */
import { z } from 'zod'
import { commaList, optionalText, requiredText, version } from '@/lib/write/fields-schema'
import { LOCAL_PAGE_PATHS } from '@/lib/landing-pages/types'
import { SLUG_MAX, SLUG_PATTERN } from '@/lib/blog/slug'

export const LANDING_STATUSES = ['draft', 'published'] as const
export const CONTENT_TYPES = ['html', 'page'] as const
export const KNOWN_STRATEGIES = ['standard', 'local-seo', 'product', 'enhanced', 'test'] as const

/** Recommended lengths for search results (longer ones are cut off by search engines). */
export const META_TITLE_RECOMMENDED = 60
export const META_DESCRIPTION_RECOMMENDED = 160

/** First path segments the site already uses: a landing page there would never be reached. */
export const RESERVED_SLUGS = [
  'pools',
  'pool',
  'pool-detail',
  'contact',
  'estimate',
  'design',
  'installation',
  'financing',
  'calculator',
  'resurfacing',
  'about',
  'blog',
  'resources',
  'packages',
  'latham-pools',
  'san-juan-pools',
  'above-ground-pools',
  'above-ground',
  'privacy-policy',
  'terms-of-service',
  'sitemap',
  'legal-disclaimers',
  'cookie-policy',
  'admin',
  'admin-login',
  'admin-dashboard',
  'api',
  'uploads',
  'images',
  'blog-preview',
  'test-blog',
  'simple-blog-test',
  'enhanced-test',
  'og',
  'brand',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'opengraph-image',
  'service-unavailable',
  'my-pool',
] as const

export const LANDING_MESSAGES_ADMIN = {
  slugShape: 'Use lower-case letters, digits and single dashes, e.g. pool-installation-ocala-fl',
  slugReserved: 'This address belongs to another page of the site; choose another slug',
  slugTaken: 'Another landing page already uses this slug',
  needsPath: 'Choose the local page this landing page shows',
  needsContent: 'Add the page content, or map the page to a local page',
} as const

const asText = (v: unknown) => (v == null ? '' : v)

export const landingPageFormSchema = z
  .object({
    updatedAt: version,
    title: requiredText('Title', 255),
    slug: z.preprocess(
      asText,
      z
        .string()
        .trim()
        .toLowerCase()
        .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
        .refine((v) => v === '' || SLUG_PATTERN.test(v), LANDING_MESSAGES_ADMIN.slugShape)
        .refine(
          (v) => !(RESERVED_SLUGS as readonly string[]).includes(v),
          LANDING_MESSAGES_ADMIN.slugReserved,
        ),
    ),
    city: optionalText('City', 100),
    service: optionalText('Service', 255),
    metaTitle: optionalText('Meta title', 255),
    metaDescription: optionalText('Meta description', 1000),
    contentType: z.preprocess(asText, z.enum(CONTENT_TYPES, 'Choose HTML content or a local page')),
    content: optionalText('Content', 200_000),
    localPagePath: z.preprocess(
      (v) => (v === '' || v == null ? null : v),
      z.enum(LOCAL_PAGE_PATHS, 'Choose one of the listed local pages').nullable(),
    ),
    targetKeywords: commaList('keywords', { maxItems: 30, maxLength: 100 }),
    status: z.preprocess(asText, z.enum(LANDING_STATUSES, 'Choose draft or published')),
    strategy: z.preprocess(
      (v) => (v == null || v === '' ? 'standard' : v),
      z
        .string()
        .trim()
        .max(50, 'Strategy must be at most 50 characters')
        .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and dashes, e.g. local-seo'),
    ),
  })
  .superRefine((page, ctx) => {
    if (page.contentType === 'page' && !page.localPagePath) {
      ctx.addIssue({ code: 'custom', path: ['localPagePath'], message: LANDING_MESSAGES_ADMIN.needsPath })
    }
    if (page.contentType === 'html' && !page.content) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: LANDING_MESSAGES_ADMIN.needsContent })
    }
  })

export type LandingPageFormValues = z.output<typeof landingPageFormSchema>

export const landingFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  status: z.enum(['all', ...LANDING_STATUSES]).catch('all'),
})
