/** Offices, company facts, Google Business locations and the analytics settings row. */
import { DEFAULT_COMPANY, DEFAULT_OFFICES } from '@/content/company'
import type { analyticsConfig, companyInfo, googleBusinessLocations, offices } from '@/db/schema'

export const DEMO_OFFICES: (typeof offices.$inferInsert)[] = DEFAULT_OFFICES.map((office, index) => ({
  id: office.id,
  name: office.name,
  city: office.city,
  address: office.address,
  phone: office.phone,
  email: office.email,
  hours: office.hours,
  isPrimary: office.isPrimary,
  lat: office.coordinates.lat,
  lng: office.coordinates.lng,
  serviceAreas: office.serviceAreas,
  displayOrder: index + 1,
}))

/** The license number is a demo value, shaped like a Florida certified pool contractor's (CPC…). */
export const DEMO_COMPANY: typeof companyInfo.$inferInsert = {
  id: 1,
  ...DEFAULT_COMPANY,
  contractorLicenseNumber: 'CPC-DEMO-0000',
}

/** One listing per office; the place ids are demo values, staff replace them with real ones. */
export const DEMO_GOOGLE_LOCATIONS: (typeof googleBusinessLocations.$inferInsert)[] = DEFAULT_OFFICES.map(
  (office) => ({
    name: `Florida Fiberglass Pools – ${office.city}`,
    placeId: `demo-place-${office.id}`,
    city: office.city,
    address: `${office.address}, ${office.city}, FL`,
    phone: office.phone,
    isActive: true,
  }),
)

/** Disabled, with no ids: no tag loads until staff configure it in /admin/settings. */
export const DEMO_ANALYTICS_CONFIG: typeof analyticsConfig.$inferInsert = {
  gaTrackingId: null,
  gtmContainerId: null,
  isEnabled: false,
  testMode: false,
  debugMode: false,
  customEvents: {},
  excludedPaths: ['/admin'],
}
