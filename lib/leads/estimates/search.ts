/**
 * What the leads desk's search box finds, as SQL on indexed expressions only: words match the
 * start of a word of the name, e-mail or address (the full-text GIN index), and a run of digits
 * matches the start of a word (a phone number typed from its area code, a house number) or the
 * END of the phone's digits ('7781' or '555-7781' find (555) 555-7781), which the btree over the
 * phone key (its last ten digits, reversed) answers as a prefix. The same key gives the duplicate
 * rule, as an equality: two leads with one phone number whatever its punctuation
 * (docs/decisions/0104-leads-desk-paging-and-search.md, 0103-duplicate-leads-flagged.md).
 */
import { and, or, sql, type SQL } from 'drizzle-orm'
import { ESTIMATE_PHONE_KEY_SQL, ESTIMATE_SEARCH_VECTOR_SQL } from '@/db/schema'
import { searchTsQuery } from '@/lib/admin/list-params'

/** A digit run shorter than this is a word like any other (a suffix of two digits finds half the leads). */
export const MIN_SEARCH_DIGITS = 3
/** At most this many terms of one search are looked up. */
const MAX_TERMS = 8

export type LeadSearchTerms = {
  /** The words as a prefix tsquery (every word must match), when there are any. */
  words?: string
  /** Runs of digits: each must start a word or end the phone number. */
  digits: string[]
}

const PHONE_LIKE = /^[0-9()+\-.\s]+$/
const PHONE_WORD = /^[0-9()+\-.]+$/

/** The search box's text as words and digit runs; undefined when nothing searchable is left. */
export function leadSearchTerms(input: string | undefined): LeadSearchTerms | undefined {
  const text = input?.trim()
  if (!text) return undefined
  const allDigits = text.replace(/[^0-9]/g, '')
  // A phone number typed with spaces and punctuation, e.g. (555) 555-7781: one run of digits.
  if (PHONE_LIKE.test(text) && allDigits.length >= MIN_SEARCH_DIGITS) return { digits: [allDigits] }
  const digits: string[] = []
  const rest: string[] = []
  for (const word of text.split(/\s+/)) {
    const run = word.replace(/[^0-9]/g, '')
    if (PHONE_WORD.test(word) && run.length >= MIN_SEARCH_DIGITS) digits.push(run)
    else rest.push(word)
  }
  const words = searchTsQuery(rest.join(' '))
  const kept = digits.slice(0, MAX_TERMS)
  if (!words && kept.length === 0) return undefined
  return { ...(words ? { words } : {}), digits: kept }
}

/** The phone key of a phone column (./schema ESTIMATE_PHONE_KEY_SQL), written exactly as the index is. */
export function phoneKey(column = 'phone'): SQL {
  return sql.raw(ESTIMATE_PHONE_KEY_SQL.replace('coalesce(phone,', `coalesce(${column},`))
}

/** How many trailing digits the phone key keeps: a US number without its +1. */
export const PHONE_KEY_DIGITS = 10

const reverse = (text: string) => [...text].reverse().join('')

/**
 * The WHERE condition of a search: undefined without one, `false` when the box held only
 * punctuation (nothing can match). A digit run matches the start of a word (name, e-mail, the
 * phone's digits, a house number) or the end of the phone: its last ten digits, reversed, are a
 * prefix of the phone key.
 */
export function leadSearchCondition(input: string | undefined): SQL | undefined {
  if (!input?.trim()) return undefined
  const terms = leadSearchTerms(input)
  if (!terms) return sql`false`
  const vector = sql.raw(ESTIMATE_SEARCH_VECTOR_SQL)
  const conditions: SQL[] = []
  if (terms.words) conditions.push(sql`${vector} @@ to_tsquery('simple', ${terms.words})`)
  for (const run of terms.digits) {
    const ending = reverse(run.slice(-PHONE_KEY_DIGITS))
    const either = or(
      sql`${vector} @@ to_tsquery('simple', ${`${run}:*`})`,
      sql`${phoneKey()} like ${`${ending}%`}`,
    )
    if (either) conditions.push(either)
  }
  return and(...conditions)
}

/** True when the text is a search (something searchable or not): the desk then lists its matches. */
export function isLeadSearch(input: string | undefined): boolean {
  return Boolean(input?.trim())
}

/**
 * Phone numbers of fewer digits are never compared (the lead forms ask for ten at least; a shorter
 * stored number is a typing slip, not a number two leads can share).
 */
export const DUPLICATE_MIN_DIGITS = 7

/**
 * The duplicate rule's key for a phone: its last ten digits, reversed, as the index keeps it
 * ('+1 (352) 555-0142' and '352.555.0142' have one key); null when too short to compare.
 */
export function duplicatePhoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^0-9]/g, '')
  if (digits.length < DUPLICATE_MIN_DIGITS) return null
  return reverse(digits).slice(0, PHONE_KEY_DIGITS)
}
