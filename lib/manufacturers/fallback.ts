/**
 * The four built-in manufacturers used when the list cannot be loaded (spec 01 §7): two enabled,
 * two disabled. They mirror the demo data so the site reads the same either way.
 */
import type { Manufacturer } from './types'

export const FALLBACK_MANUFACTURERS: readonly Manufacturer[] = [
  {
    id: 1,
    name: 'Latham',
    logo: '🏊',
    iconLogo: '🏊',
    enabled: true,
    website: 'https://www.lathampool.com',
    displayOrder: 1,
    description: [
      'Lifetime limited warranty – Structural and surface coverage on every Latham fiberglass shell',
      'Crystal and Classic collections – Nine gelcoat colors, from Pearl White to Night Sky',
      'Three series – Crystal, Classic and Olympia, from plunge pools to 42-foot lap pools',
      'Made in the USA – Shells built in American plants and delivered ready to set',
    ].join('\n'),
  },
  {
    id: 2,
    name: 'San Juan',
    logo: '🌊',
    iconLogo: '🌊',
    enabled: true,
    website: 'https://www.sanjuanpools.com',
    displayOrder: 2,
    description: [
      '25-year structural warranty – Backed by the manufacturer on Elite and Coastal shells',
      'Three series – Elite, Classic and Coastal, each with its own shapes and finishes',
      'Built-in spas – Integrated and raised spa options on many models',
      'Hand-laid fiberglass – Thick vinyl-ester barrier coat against blistering and osmosis',
    ].join('\n'),
  },
  {
    id: 3,
    name: 'Blue Hawaiian Pools',
    logo: '🌺',
    iconLogo: '🌺',
    enabled: false,
    website: null,
    displayOrder: 3,
    description: [
      'Not currently offered – Ask us about comparable Latham and San Juan models',
      'Tropical designs – Freeform shells with lagoon-style finishes',
    ].join('\n'),
  },
  {
    id: 4,
    name: 'Viking Pools',
    logo: '⚓',
    iconLogo: '⚓',
    enabled: false,
    website: null,
    displayOrder: 4,
    description: [
      'Not currently offered – Ask us about comparable Latham and San Juan models',
      'Ceramic-core shells – Composite construction with a ceramic core layer',
    ].join('\n'),
  },
]
