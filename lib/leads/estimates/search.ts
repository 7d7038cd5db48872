/**
 * What the leads desk's search box finds, as SQL on indexed expressions only: words match the
 * start of a word of the name, e-mail or address (the full-text GIN index), and a run of digits
 * matches the start of a word (a phone number typed from its area code, a house number) or the
 * END of the phone's digits ('7781' or '555-7781' find (555) 555-7781), which the reversed-digits
 * btree answers as a prefix. The same expressions give the duplicate rule: two leads with one phone
 * number whatever its punctuation (docs/decisions/0104-leads-desk-paging-and-search.md).
 */
import { and, or, sql, type SQL } from 'drizzle-orm'
import { ESTIMATE_PHONE_DIGITS_REVERSED_SQL, ESTIMATE_SEARCH_VECTOR_SQL } from '@/db/schema'
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

/** The reversed digits of a phone column, written exactly as the index is (for an aliased table too). */
export function reversedPhoneDigits(column = 'phone'): SQL {
  return sql.raw(ESTIMATE_PHONE_DIGITS_REVERSED_SQL.replace('coalesce(phone,', `coalesce(${column},`))
}

const reverse = (text: string) => [...text].reverse().join('')

/**
 * The WHERE condition of a search: undefined without one, `false` when the box held only
 * punctuation (nothing can match).
 */
export function leadSearchCondition(input: string | undefined): SQL | undefined {
  if (!input?.trim()) return undefined
  const terms = leadSearchTerms(input)
  if (!terms) return sql`false`
  const vector = sql.raw(ESTIMATE_SEARCH_VECTOR_SQL)
  const conditions: SQL[] = []
  if (terms.words) conditions.push(sql`${vector} @@ to_tsquery('simple', ${terms.words})`)
  for (const run of terms.digits) {
    const either = or(
      sql`${vector} @@ to_tsquery('simple', ${`${run}:*`})`,
      sql`${reversedPhoneDigits()} like ${`${reverse(run)}%`}`,
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
 * How many digits of the phone two leads must share at the end to be one number: the ten of a US
 * number ('+1 (352) 555-0142' and '352.555.0142' are one), or all of a shorter one typed by a rep
 * ('555-0142'); numbers of fewer than DUPLICATE_MIN_DIGITS are never compared.
 */
export const DUPLICATE_PHONE_DIGITS = 10
export const DUPLICATE_MIN_DIGITS = 7

/** The key of the duplicate rule for a phone: its last ten digits, reversed; null when too short. */
export function duplicatePhoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^0-9]/g, '')
  if (digits.length < DUPLICATE_MIN_DIGITS) return null
  return reverse(digits).slice(0, DUPLICATE_PHONE_DIGITS)
}

/**
 * Leads whose phone has this key at its end: a range on the reversed digits (text_pattern_ops), so
 * the btree answers it even when the key is another row's column. ':' sorts right after '9'.
 */
export function phoneKeyMatches(column: SQL, key: SQL | string): SQL {
  return sql`(${column} ~>=~ ${key} and ${column} ~<~ (${key} || ':'))`
}
