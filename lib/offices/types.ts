/** An office as every page shows it (spec 01 §3 Office). */
export type Office = {
  id: string
  name: string
  city: string
  address: string
  phone: string
  email: string
  hours: string
  isPrimary: boolean
  coordinates: { lat: number; lng: number }
  serviceAreas: string[]
  /** The office's Google Business listing, when staff entered a real one. */
  googlePlaceId?: string
}

/** Company facts shown across the site (spec 01 §3 Company info). */
export type CompanyInfo = {
  name: string
  legalName: string
  phone: string
  email: string
  serviceAreas: string[]
  hours: string
  madeInUsa: string
  disclaimer: string
  installationNote: string
  logo: string
  socialLinks: { label: string; url: string }[]
}

export type SiteData = { company: CompanyInfo; offices: Office[] }

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function directionsHref(office: Pick<Office, 'address' | 'city'>) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.address}, ${office.city}, FL`)}`
}
