import { BadgeCheck, Star } from 'lucide-react'
import type { PublicTestimonial } from '@/lib/testimonials/types'

export function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  const details = [
    testimonial.poolType,
    testimonial.poolSize,
    testimonial.installationYear ? `installed ${testimonial.installationYear}` : null,
  ].filter(Boolean)
  return (
    <figure
      className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm"
      data-testid="testimonial"
    >
      <div
        className="flex items-center gap-0.5 text-amber-500"
        role="img"
        aria-label={`Rated ${testimonial.rating} out of 5`}
      >
        {Array.from({ length: 5 }, (_, i) => (
          <Star
            key={i}
            aria-hidden
            className={i < testimonial.rating ? 'size-5 fill-current' : 'size-5 text-slate-300'}
          />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-base leading-relaxed">“{testimonial.content}”</blockquote>
      <figcaption className="mt-5 border-t pt-4">
        <p className="flex items-center gap-1.5 font-semibold">
          {testimonial.customerName}
          {testimonial.isVerified && (
            <span className="inline-flex items-center gap-0.5 text-xs font-medium text-emerald-800">
              <BadgeCheck aria-hidden className="size-4" /> Verified customer
            </span>
          )}
        </p>
        {testimonial.location && <p className="text-sm text-muted-foreground">{testimonial.location}</p>}
        {details.length > 0 && <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>}
      </figcaption>
    </figure>
  )
}
