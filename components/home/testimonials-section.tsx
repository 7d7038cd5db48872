import type { PublicTestimonial } from '@/lib/testimonials/types'
import { SectionHeading } from './section-heading'
import { TestimonialCard } from './testimonial-card'

/** Published testimonials, or an offer of references when there are none. */
export function TestimonialsSection({ testimonials }: { testimonials: PublicTestimonial[] }) {
  return (
    <section
      id="testimonials"
      className="below-fold mx-auto max-w-7xl scroll-mt-4 px-4 py-20"
      aria-labelledby="testimonials-title"
    >
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What Our Customers Say"
        intro="Florida homeowners on their new fiberglass pools."
      />
      {testimonials.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-center text-muted-foreground">
          Ask us for references: we will put you in touch with customers near you.
        </p>
      )}
    </section>
  )
}
