/**
 * The company's facts as the demo data loads them. Staff change them in /admin/settings; pages
 * read them from the database (lib/offices), never from here.
 */
import { CLAIMS, INSTALLATION_TEXTS } from './marketing'

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

export const OFFICE_HOURS = 'Mon-Fri 9AM-4PM'

export const SERVICE_AREA_TOWNS = [
  'Ocala',
  'The Villages',
  'Gainesville',
  'Belleview',
  'Dunnellon',
  'Leesburg',
  'Orlando',
  'Kissimmee',
  'Winter Park',
  'Sanford',
  'Clermont',
  'West Palm Beach',
  'Boca Raton',
  'Jupiter',
  'Wellington',
  'Palm Beach Gardens',
  'Delray Beach',
  'Boynton Beach',
  'Lake Worth Beach',
] as const

export const DEFAULT_OFFICES: Office[] = [
  {
    id: 'ocala',
    name: 'Ocala Office',
    city: 'Ocala',
    address: '2105 SW College Rd',
    phone: '(352) 555-0142',
    email: 'ocala@floridafiberglasspools.example',
    hours: OFFICE_HOURS,
    isPrimary: true,
    coordinates: { lat: 29.1666, lng: -82.1593 },
    serviceAreas: ['Ocala', 'The Villages', 'Gainesville', 'Belleview', 'Dunnellon', 'Leesburg'],
  },
  {
    id: 'west-palm-beach',
    name: 'West Palm Beach Office',
    city: 'West Palm Beach',
    address: '1900 Okeechobee Blvd',
    phone: '(561) 555-0187',
    email: 'westpalm@floridafiberglasspools.example',
    hours: OFFICE_HOURS,
    isPrimary: false,
    coordinates: { lat: 26.7056, lng: -80.0736 },
    serviceAreas: [
      'West Palm Beach',
      'Boca Raton',
      'Jupiter',
      'Wellington',
      'Palm Beach Gardens',
      'Delray Beach',
      'Boynton Beach',
      'Lake Worth Beach',
    ],
  },
  {
    id: 'orlando',
    name: 'Orlando Office',
    city: 'Orlando',
    address: '4750 S Orange Blossom Trl',
    phone: '(407) 555-0163',
    email: 'orlando@floridafiberglasspools.example',
    hours: OFFICE_HOURS,
    isPrimary: false,
    coordinates: { lat: 28.4901, lng: -81.3968 },
    serviceAreas: ['Orlando', 'Kissimmee', 'Winter Park', 'Sanford', 'Clermont'],
  },
]

export const DEFAULT_COMPANY: CompanyInfo = {
  name: 'Florida Fiberglass Pools',
  legalName: 'Florida Fiberglass Pools LLC',
  phone: '(352) 555-0142',
  email: 'info@floridafiberglasspools.example',
  serviceAreas: [...SERVICE_AREA_TOWNS],
  hours: 'Monday to Friday 9AM to 4PM',
  madeInUsa: 'Every pool shell we install is made in the USA.',
  disclaimer: `Pool lengths and depths may vary up to ${CLAIMS.dimensionTolerancePercent}% from the stated dimensions.`,
  installationNote: INSTALLATION_TEXTS.wholeProject,
  logo: '/brand/mark.svg',
  socialLinks: [
    { label: 'Facebook', url: 'https://www.facebook.com/floridafiberglasspools' },
    { label: 'Instagram', url: 'https://www.instagram.com/floridafiberglasspools' },
    { label: 'YouTube', url: 'https://www.youtube.com/@floridafiberglasspools' },
  ],
}
