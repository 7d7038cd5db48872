import 'server-only'
import { desc } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { testimonials } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'
import type { PublicTestimonial } from './types'

/** Testimonials for public pages: featured first, then verified, then newest (tag: testimonials). */
export function getPublicTestimonials(limit = 6): Promise<PublicTestimonial[]> {
  return cached(`testimonials:public:${limit}`, [CacheTags.testimonials], async () => {
    const db = await getDb()
    const rows = await db
      .select()
      .from(testimonials)
      .orderBy(
        desc(testimonials.isFeatured),
        desc(testimonials.isVerified),
        desc(testimonials.createdAt),
        desc(testimonials.id),
      )
      .limit(limit)
    return rows.map((row) => ({
      id: row.id,
      customerName: row.customerName,
      location: row.location ?? ([row.city, row.state].filter(Boolean).join(', ') || null),
      rating: Math.min(5, Math.max(0, row.rating)),
      content: row.content,
      poolType: row.poolType,
      poolSize: row.poolSize,
      installationYear: row.installationYear,
      isVerified: row.isVerified,
      isFeatured: row.isFeatured,
      source: row.source,
    }))
  })
}
