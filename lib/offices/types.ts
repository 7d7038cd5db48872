import type { CompanyInfo, Office } from '@/content/company'

/**
 * An office and the company facts (spec 01 §3) are typed beside their demo values in
 * content/company.ts (content, at the bottom, imports nothing above it); the domain hands them on.
 */
export type { CompanyInfo, Office }

export type SiteData = { company: CompanyInfo; offices: Office[] }

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

export function directionsHref(office: Pick<Office, 'address' | 'city'>) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.address}, ${office.city}, FL`)}`
}
