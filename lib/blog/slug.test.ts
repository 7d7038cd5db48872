import { describe, expect, it } from 'vitest'
import { slugify, uniqueSlug } from './slug'

describe('slugs', () => {
  it('makes readable slugs from titles', () => {
    expect(slugify('Fiberglass vs. Concrete: Which Pool Is Right for You?')).toBe(
      'fiberglass-vs-concrete-which-pool-is-right-for-you',
    )
    expect(slugify("Salt & Chlorine — Café owner's guide")).toBe('salt-and-chlorine-cafe-owners-guide')
    expect(slugify('   ')).toBe('')
  })

  it('adds a number when the slug is taken', () => {
    expect(uniqueSlug('pool-care', new Set())).toBe('pool-care')
    expect(uniqueSlug('pool-care', new Set(['pool-care', 'pool-care-2']))).toBe('pool-care-3')
  })
})
