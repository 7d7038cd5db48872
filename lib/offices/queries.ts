import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { companyInfo, googleBusinessLocations, offices } from '@/db/schema'
import { CacheTags, cached } from '@/lib/cache'
import { DEFAULT_COMPANY } from '@/content/company'
import { placeIdForCity } from './google'
import type { CompanyInfo, Office, SiteData } from './types'

export function getOffices(): Promise<Office[]> {
  return cached('offices:all', [CacheTags.offices], async () => {
    const db = await getDb()
    const [rows, listings] = await Promise.all([
      db.select().from(offices).orderBy(asc(offices.displayOrder), asc(offices.name)),
      db
        .select({ placeId: googleBusinessLocations.placeId, city: googleBusinessLocations.city })
        .from(googleBusinessLocations)
        .where(eq(googleBusinessLocations.isActive, true)),
    ])
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      city: row.city,
      address: row.address,
      phone: row.phone,
      email: row.email,
      hours: row.hours,
      isPrimary: row.isPrimary,
      coordinates: { lat: row.lat, lng: row.lng },
      serviceAreas: row.serviceAreas,
      googlePlaceId: placeIdForCity(listings, row.city),
    }))
  })
}

export function getCompanyInfo(): Promise<CompanyInfo> {
  return cached('company:info', [CacheTags.company], async () => {
    const db = await getDb()
    const [row] = await db.select().from(companyInfo).where(eq(companyInfo.id, 1))
    if (!row) return DEFAULT_COMPANY
    return {
      name: row.name,
      legalName: row.legalName,
      phone: row.phone,
      email: row.email,
      serviceAreas: row.serviceAreas,
      hours: row.hours,
      madeInUsa: row.madeInUsa,
      disclaimer: row.disclaimer,
      installationNote: row.installationNote,
      logo: row.logo,
      socialLinks: row.socialLinks,
    }
  })
}

/** What the shell of every public page shows: company facts and the offices. */
export async function getSiteData(): Promise<SiteData> {
  const [company, officeList] = await Promise.all([getCompanyInfo(), getOffices()])
  return { company, offices: officeList }
}
