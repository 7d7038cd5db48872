/** A testimonial as the public pages show it. */
export type PublicTestimonial = {
  id: number
  customerName: string
  location: string | null
  rating: number
  content: string
  poolType: string | null
  poolSize: string | null
  installationYear: number | null
  isVerified: boolean
  isFeatured: boolean
  source: string
}
