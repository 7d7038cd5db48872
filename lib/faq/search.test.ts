import { describe, expect, it } from 'vitest'
import { FAQ_CATEGORIES, FAQ_ITEMS, FAQ_TEXT, POPULAR_SEARCHES, type FaqItem } from '@/content/faq'
import { categoryCounts, faqSuggestions, matchesQuery, searchFaq } from './search'

const sample: FaqItem[] = [
  {
    id: 'a',
    question: 'How warm is the water?',
    answer: 'Use a heat pump.',
    category: 'Pool Heating Options',
    tags: ['comfort'],
  },
  {
    id: 'b',
    question: 'Who files paperwork?',
    answer: 'We do, with the county.',
    category: 'Permits & Regulations',
    tags: ['permits'],
  },
  {
    id: 'c',
    question: 'What does it cost?',
    answer: 'From $42k.',
    category: 'Cost & Estimates',
    tags: ['price'],
  },
]

describe('FAQ content', () => {
  it('has 23 items in the nine categories with unique ids', () => {
    expect(FAQ_ITEMS).toHaveLength(23)
    expect(FAQ_CATEGORIES).toHaveLength(9)
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(23)
    for (const category of FAQ_CATEGORIES) expect(FAQ_ITEMS.some((i) => i.category === category)).toBe(true)
  })

  it('every popular search finds at least one question', () => {
    expect([...POPULAR_SEARCHES]).toEqual([
      'heat',
      'cost',
      'installation time',
      'permits',
      'payment',
      'warranty',
      'maintenance',
    ])
    for (const chip of POPULAR_SEARCHES) expect(searchFaq(FAQ_ITEMS, chip).length).toBeGreaterThan(0)
  })
})

describe('searchFaq', () => {
  it('matches the question, answer, tags and category, case-insensitively', () => {
    expect(searchFaq(sample, 'WARM').map((i) => i.id)).toEqual(['a']) // question
    expect(searchFaq(sample, 'Heat Pump').map((i) => i.id)).toEqual(['a']) // answer
    expect(searchFaq(sample, 'PERMITS').map((i) => i.id)).toEqual(['b']) // tag and category
    expect(searchFaq(sample, 'estimates').map((i) => i.id)).toEqual(['c']) // category only
    expect(searchFaq(sample, 'comfort').map((i) => i.id)).toEqual(['a']) // tag only
  })

  it('returns everything for an empty or blank query and nothing for no match', () => {
    expect(searchFaq(sample, '')).toHaveLength(3)
    expect(searchFaq(sample, '   ')).toHaveLength(3)
    expect(searchFaq(sample, 'zzqx')).toEqual([])
    const [first] = sample
    expect(first && matchesQuery(first, '  heat ')).toBe(true)
  })

  it('combines the text with the category filter', () => {
    expect(searchFaq(sample, '', 'Cost & Estimates').map((i) => i.id)).toEqual(['c'])
    expect(searchFaq(sample, 'heat', 'Cost & Estimates')).toEqual([])
    expect(searchFaq(FAQ_ITEMS, 'warranty', 'Warranties & Guarantees').length).toBeGreaterThan(0)
  })
})

describe('suggestions', () => {
  it('open only when the text is longer than 2 characters', () => {
    expect(faqSuggestions(FAQ_ITEMS, 'he').open).toBe(false)
    expect(faqSuggestions(FAQ_ITEMS, ' he ').open).toBe(false)
    expect(faqSuggestions(FAQ_ITEMS, 'hea').open).toBe(true)
  })

  it('show the first five matches and count the rest', () => {
    const all = searchFaq(FAQ_ITEMS, 'pool')
    expect(all.length).toBeGreaterThan(5)
    const suggestions = faqSuggestions(FAQ_ITEMS, 'pool')
    expect(suggestions.shown).toEqual(all.slice(0, 5))
    expect(suggestions.more).toBe(all.length - 5)
    expect(FAQ_TEXT.moreResults(suggestions.more)).toBe(`And ${all.length - 5} more results...`)
  })

  it('report no extra results when five or fewer match', () => {
    const suggestions = faqSuggestions(sample, 'heat')
    expect(suggestions.shown.map((i) => i.id)).toEqual(['a'])
    expect(suggestions.more).toBe(0)
  })
})

describe('category counts', () => {
  it('counts all first, then each category', () => {
    const counts = categoryCounts(FAQ_ITEMS)
    expect(counts[0]).toEqual({ category: 'all', count: 23 })
    expect(counts).toHaveLength(10)
    expect(counts.slice(1).reduce((sum, c) => sum + c.count, 0)).toBe(23)
  })
})
