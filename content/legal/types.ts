/** The legal pages' shape: sections of paragraphs and bullet lists, rendered by one component. */
export type LegalBlock = string | { list: string[] }

export type LegalSection = { id: string; heading: string; blocks: LegalBlock[] }

export type LegalDocument = {
  title: string
  description: string
  /** Date the text was last changed, ISO (YYYY-MM-DD). */
  updated: string
  intro: string[]
  sections: LegalSection[]
}

/** What the legal texts quote about the company (read from the database, editable by staff). */
export type LegalParty = {
  name: string
  legalName: string
  email: string
  phone: string
  /** e.g. '2105 SW College Rd, Ocala, FL' (the primary office). */
  address: string
  siteUrl: string
}

export const LEGAL_LAST_UPDATED = '2026-11-01'
