/**
 * FAQ search (spec 02 §2.2): free text over question, answer, tags and category,
 * case-insensitive, combined with a category filter ('all' by default).
 */
import {
  FAQ_ALL_CATEGORIES,
  FAQ_CATEGORIES,
  FAQ_SUGGESTION_LIMIT,
  FAQ_SUGGESTION_MIN_LENGTH,
  type FaqCategory,
  type FaqItem,
} from '@/content/faq'

export type CategoryFilter = FaqCategory | typeof FAQ_ALL_CATEGORIES

export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase()
}

export function matchesQuery(item: FaqItem, query: string): boolean {
  const needle = normalizeQuery(query)
  if (!needle) return true
  return (
    item.question.toLowerCase().includes(needle) ||
    item.answer.toLowerCase().includes(needle) ||
    item.category.toLowerCase().includes(needle) ||
    item.tags.some((tag) => tag.toLowerCase().includes(needle))
  )
}

export function searchFaq(
  items: readonly FaqItem[],
  query: string,
  category: CategoryFilter = FAQ_ALL_CATEGORIES,
) {
  return items.filter(
    (item) => (category === FAQ_ALL_CATEGORIES || item.category === category) && matchesQuery(item, query),
  )
}

/** Suggestions show when the text is longer than 2 characters: the first 5 and how many more. */
export function faqSuggestions(items: readonly FaqItem[], query: string) {
  if (query.trim().length <= FAQ_SUGGESTION_MIN_LENGTH)
    return { shown: [] as FaqItem[], more: 0, open: false }
  const matches = searchFaq(items, query)
  return {
    shown: matches.slice(0, FAQ_SUGGESTION_LIMIT),
    more: Math.max(0, matches.length - FAQ_SUGGESTION_LIMIT),
    open: true,
  }
}

/** Items per category for the filter buttons, 'all' first. */
export function categoryCounts(items: readonly FaqItem[]): { category: CategoryFilter; count: number }[] {
  return [
    { category: FAQ_ALL_CATEGORIES, count: items.length },
    ...FAQ_CATEGORIES.map((category) => ({
      category,
      count: items.filter((i) => i.category === category).length,
    })),
  ]
}
