/**
 * The manufacturers list. The first two are the brands of /latham-pools and /san-juan-pools and
 * of every demo pool; the other two mirror the built-in fallback entries of spec 01 §7, which
 * are listed but disabled.
 */
import type { manufacturers } from '@/db/schema'

type ManufacturerInsert = typeof manufacturers.$inferInsert

/** Description lines are shaped 'title – text' (en dash), one per line. */
function lines(entries: [title: string, text: string][]): string {
  return entries.map(([title, text]) => `${title} – ${text}`).join('\n')
}

export const DEMO_MANUFACTURERS: ManufacturerInsert[] = [
  {
    name: 'Latham',
    logo: '🏊',
    iconLogo: '🏊',
    enabled: true,
    website: 'https://www.lathampool.com',
    displayOrder: 1,
    description: lines([
      ['Lifetime limited warranty', 'Structural and surface coverage on every Latham fiberglass shell'],
      ['Crystal and Classic collections', 'Nine gelcoat colors, from Pearl White to Night Sky'],
      ['Three series', 'Crystal, Classic and Olympia, from plunge pools to 42-foot lap pools'],
      ['Made in the USA', 'Shells built in American plants and delivered ready to set'],
    ]),
  },
  {
    name: 'San Juan',
    logo: '🌊',
    iconLogo: '🌊',
    enabled: true,
    website: 'https://www.sanjuanpools.com',
    displayOrder: 2,
    description: lines([
      ['25-year structural warranty', 'Backed by the manufacturer on Elite and Coastal shells'],
      ['Three series', 'Elite, Classic and Coastal, each with its own shapes and finishes'],
      ['Built-in spas', 'Integrated and raised spa options on many models'],
      ['Hand-laid fiberglass', 'Thick vinyl-ester barrier coat against blistering and osmosis'],
    ]),
  },
  {
    name: 'Blue Hawaiian Pools',
    logo: '🌺',
    iconLogo: '🌺',
    enabled: false,
    website: null,
    displayOrder: 3,
    description: lines([
      ['Not currently offered', 'Ask us about comparable Latham and San Juan models'],
      ['Tropical designs', 'Freeform shells with lagoon-style finishes'],
    ]),
  },
  {
    name: 'Viking Pools',
    logo: '⚓',
    iconLogo: '⚓',
    enabled: false,
    website: null,
    displayOrder: 4,
    description: lines([
      ['Not currently offered', 'Ask us about comparable Latham and San Juan models'],
      ['Ceramic-core shells', 'Composite construction with a ceramic core layer'],
    ]),
  },
]
