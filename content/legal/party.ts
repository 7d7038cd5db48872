import type { CompanyInfo, Office } from '../company'
import type { LegalParty } from './types'

/** The company as the legal texts name it: from the stored company info and the primary office. */
export function legalParty(company: CompanyInfo, offices: Office[], siteUrl: string): LegalParty {
  const primary = offices.find((o) => o.isPrimary) ?? offices[0]
  return {
    name: company.name,
    legalName: company.legalName,
    email: company.email,
    phone: company.phone,
    address: primary ? `${primary.address}, ${primary.city}, FL` : 'Florida',
    siteUrl: siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''),
  }
}
