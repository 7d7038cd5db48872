/** Customer testimonials from around the three service areas. */
import type { testimonials } from '@/db/schema'
import { contentImagePath } from './image-paths'

type TestimonialInsert = typeof testimonials.$inferInsert

function testimonial(t: Omit<TestimonialInsert, 'state' | 'location'> & { city: string }): TestimonialInsert {
  return { ...t, state: 'FL', location: `${t.city}, FL` }
}

export const DEMO_TESTIMONIALS: TestimonialInsert[] = [
  testimonial({
    customerName: 'Karen and Mike D.',
    city: 'Ocala',
    rating: 5,
    content:
      'From the first site visit to the final walkthrough the crew was on time and honest about every step. The shell went in on a Tuesday and we were swimming eleven days later. Our grandkids have not left the Captiva since.',
    poolType: 'Captiva 16',
    poolSize: "16' x 32'",
    installationYear: 2024,
    projectValue: '$60,000 - $70,000',
    isVerified: true,
    isFeatured: true,
    source: 'google',
  }),
  testimonial({
    customerName: 'Luis R.',
    city: 'Kissimmee',
    rating: 5,
    content:
      'We compared three concrete builders and this team. The fiberglass quote was clear, with permits and the paver deck included, and the price did not change once. The pool looks exactly like the renderings.',
    poolType: 'Heritage 28',
    poolSize: "14' x 28'",
    installationYear: 2024,
    projectValue: '$50,000 - $60,000',
    isVerified: true,
    isFeatured: true,
    source: 'google',
  }),
  testimonial({
    customerName: 'Patricia W.',
    city: 'The Villages',
    rating: 5,
    content:
      'I wanted a small pool with a spa for my knees and the Cypress was perfect. They handled the HOA approval and the county permit for me. I use the spa almost every evening, even in January.',
    poolType: 'Cypress',
    poolSize: "13' x 26'",
    installationYear: 2023,
    projectValue: '$45,000 - $55,000',
    isVerified: true,
    isFeatured: true,
    source: 'manual',
  }),
  testimonial({
    customerName: 'Jason and Amy T.',
    city: 'Jupiter',
    rating: 5,
    content:
      'Our lot is tight and close to the Intracoastal, so the water table was a worry. The crew dewatered the hole, set the shell level and backfilled in six-inch lifts like they promised. Two summers in, no cracks and no algae.',
    poolType: 'Regency',
    poolSize: "18' x 36'",
    installationYear: 2023,
    projectValue: '$75,000 - $85,000',
    isVerified: true,
    isFeatured: false,
    source: 'google',
  }),
  testimonial({
    customerName: 'Denise M.',
    city: 'Gainesville',
    rating: 4,
    content:
      'The pool itself is beautiful and the installation crew was great. The permit took longer than I hoped because of the county, but the office kept me updated every week and there were no surprise costs.',
    poolType: 'Seagrove',
    poolSize: "13' x 26'",
    installationYear: 2024,
    projectValue: '$45,000 - $55,000',
    isVerified: false,
    isFeatured: false,
    source: 'manual',
  }),
  testimonial({
    customerName: 'Robert K.',
    city: 'Winter Park',
    rating: 5,
    content:
      'Our old concrete pool was stained and rough. They resurfaced it in under a week and it looks brand new, smoother than when we bought the house. Good communication and a clean job site every day.',
    poolType: 'Resurfacing',
    poolSize: "15' x 30'",
    installationYear: 2024,
    projectValue: '$15,000 - $20,000',
    beforeImage: contentImagePath('resurfacing-before-1'),
    afterImage: contentImagePath('resurfacing-after-1'),
    isVerified: true,
    isFeatured: true,
    source: 'manual',
  }),
  testimonial({
    customerName: 'Alicia and Tom B.',
    city: 'Wellington',
    rating: 5,
    content:
      'We went with the Monaco 32 with the spa and Sapphire Blue finish. The color is stunning in the afternoon sun. Financing through their lender partner was approved in two days.',
    poolType: 'Monaco 32',
    poolSize: "16' x 32'",
    installationYear: 2025,
    projectValue: '$65,000 - $75,000',
    isVerified: true,
    isFeatured: true,
    source: 'google',
  }),
  testimonial({
    customerName: 'Greg S.',
    city: 'Clermont',
    rating: 4,
    content:
      'Solid company. The excavation day was loud and muddy, which is expected, but they regraded the side yard and replaced the sod afterwards without being asked. Chemical use is way down compared with our last plaster pool.',
    poolType: 'Destin',
    poolSize: "16' x 33'",
    installationYear: 2023,
    projectValue: '$55,000 - $65,000',
    isVerified: false,
    isFeatured: false,
    source: 'manual',
  }),
  testimonial({
    customerName: 'Nadia F.',
    city: 'Boca Raton',
    rating: 5,
    content:
      'The Palazzo plunge pool turned our courtyard into the favorite room of the house. The team fit it between the palms without damaging a single root and finished the travertine coping beautifully.',
    poolType: 'Palazzo Plunge',
    poolSize: "9' x 14'",
    installationYear: 2025,
    projectValue: '$40,000 - $50,000',
    isVerified: true,
    isFeatured: false,
    source: 'google',
  }),
]
