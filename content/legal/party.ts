import type { CompanyInfo, Office } from '../company'
import type { LegalParty } from './types'

/**
 * A host no reader of the legal texts could visit: a development machine, a private network,
 * a bare address. The texts then name the company's own domain instead (docs/decisions/legal-texts-name-the-public-site.md).
 */
function isLocalHost(host: string): boolean {
  const name = host.replace(/:\d+$/, '').toLowerCase()
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name.endsWith('.local') ||
    name.endsWith('.internal') ||
    name.startsWith('[') ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(name) ||
    !name.includes('.')
  )
}

/**
 * The site as the legal texts name it: SITE_URL's host when it is a public address, else the
 * domain of the company's e-mail (info@floridafiberglasspools.example gives
 * floridafiberglasspools.example), never a development machine's address.
 */
export function legalSiteName(siteUrl: string, companyEmail: string): string {
  const host = siteUrl.replace(/^https?:\/\//i, '').replace(/\/.*$/, '')
  if (host && !isLocalHost(host)) return host
  const domain = companyEmail.split('@')[1]?.trim().toLowerCase()
  return domain || host
}

/** The company as the legal texts name it: from the stored company info and the primary office. */
export function legalParty(company: CompanyInfo, offices: Office[], siteUrl: string): LegalParty {
  const primary = offices.find((o) => o.isPrimary) ?? offices[0]
  return {
    name: company.name,
    legalName: company.legalName,
    email: company.email,
    phone: company.phone,
    address: primary ? `${primary.address}, ${primary.city}, FL` : 'Florida',
    siteUrl: legalSiteName(siteUrl, company.email),
  }
}
