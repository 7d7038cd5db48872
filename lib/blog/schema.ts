/**
 * The blog post form. Statuses run draft → scheduled → published → archived; a scheduled post
 * needs its time (spec 01 §5: scheduledFor is an optional string converted to a date). The slug is
 * made from the title when left blank and may be edited.
 */
import { z } from 'zod'
import {
  commaList,
  optionalDateTime,
  optionalText,
  optionalUrl,
  requiredText,
  version,
} from '@/lib/write/fields-schema'
import { SLUG_MAX, SLUG_PATTERN } from './slug'

export const BLOG_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const
export type BlogStatus = (typeof BLOG_STATUSES)[number]

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
}

export const BLOG_MESSAGES = {
  scheduledNeedsTime: 'Choose when the post should be published',
  invalidDate: 'Enter a valid date and time',
  slugTaken: 'Another post already uses this slug',
  slugShape: 'Use lower-case letters, digits and single dashes, e.g. choosing-a-pool-shape',
} as const

const asText = (v: unknown) => (v == null ? '' : v)

/** When a scheduled post goes out: the admin date rule (lib/admin/date-rule), blank for none. */
export const scheduledForSchema = optionalDateTime({ malformed: BLOG_MESSAGES.invalidDate })

export const blogPostFormSchema = z
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
        .refine((v) => v === '' || SLUG_PATTERN.test(v), BLOG_MESSAGES.slugShape),
    ),
    excerpt: optionalText('Excerpt', 500),
    content: z.preprocess(
      asText,
      z.string().max(100_000, 'The post is too long (at most 100,000 characters)'),
    ),
    coverImage: optionalUrl('Cover image'),
    category: optionalText('Category', 255),
    tags: commaList('tags', { maxItems: 20, maxLength: 50 }),
    author: optionalText('Author', 255),
    status: z.preprocess(asText, z.enum(BLOG_STATUSES, 'Choose a status')),
    scheduledFor: scheduledForSchema,
  })
  .superRefine((post, ctx) => {
    if (post.status === 'scheduled' && !post.scheduledFor) {
      ctx.addIssue({ code: 'custom', path: ['scheduledFor'], message: BLOG_MESSAGES.scheduledNeedsTime })
    }
  })

export type BlogPostFormValues = z.output<typeof blogPostFormSchema>

export const blogFilterSchema = z.object({
  q: z.string().trim().max(100).catch(''),
  status: z.enum(['all', ...BLOG_STATUSES]).catch('all'),
})
