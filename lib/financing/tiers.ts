/**
 * Staff's financing options (table financing_options) as the calculator's lender tiers. Pure: the
 * loader in ./options.ts reads the rows, this decides which band each one serves and what it shows.
 */
import { LENDER_TIERS, type LenderOption, type LenderTier } from '@/content/financing'

/** The columns of a financing_options row that the calculator uses. */
export type FinancingOptionRow = {
  name: string
  description: string | null
  apr: number | null
  interestRate: number | null
  creditScoreRequired: number | null
}

/** Spec 02 §9.1 bands by their lowest score, highest first: 720 or higher, 650 to 719, below 650. */
const BAND_FLOORS: readonly number[] = LENDER_TIERS.map((tier) => tier.minBand).sort((a, b) => b - a)
const LOWEST_FLOOR = Math.min(...BAND_FLOORS)

/**
 * The band an option belongs to: the highest floor its required score reaches. An option without a
 * required score asks for none, so it serves the lowest band.
 */
export function bandFloorFor(creditScoreRequired: number | null): number {
  if (creditScoreRequired === null) return LOWEST_FLOOR
  return BAND_FLOORS.find((floor) => creditScoreRequired >= floor) ?? LOWEST_FLOOR
}

/** The rate shown and used: the APR, or the interest rate when no APR is set; null when neither is. */
export function aprFor(row: Pick<FinancingOptionRow, 'apr' | 'interestRate'>): number | null {
  return row.apr ?? row.interestRate
}

/**
 * Short qualification texts: the description split on commas, semicolons and line breaks, each
 * trimmed of a final full stop and starting with a capital, without repeats. A row without a
 * description shows its required score ('Credit score 650+'), or nothing when it has none.
 */
export function qualificationsFor(
  row: Pick<FinancingOptionRow, 'description' | 'creditScoreRequired'>,
): string[] {
  const items = (row.description ?? '')
    .split(/[,;\n\r]+/)
    .map((item) => item.trim().replace(/\.+$/, '').trim())
    .filter((item) => item !== '')
    .map((item) => item.charAt(0).toUpperCase() + item.slice(1))
  if (items.length > 0) return [...new Set(items)]
  return row.creditScoreRequired === null ? [] : [`Credit score ${row.creditScoreRequired}+`]
}

/**
 * Every band is present, even with no option, so a band staff left empty shows the empty-list
 * notice instead of falling through to a lower band's lenders. Rows without any rate are left out.
 */
export function toLenderTiers(rows: readonly FinancingOptionRow[]): LenderTier[] {
  const byFloor = new Map<number, LenderOption[]>(BAND_FLOORS.map((floor) => [floor, []]))
  for (const row of rows) {
    const apr = aprFor(row)
    if (apr === null) continue
    byFloor.get(bandFloorFor(row.creditScoreRequired))?.push({
      name: row.name,
      apr,
      qualifications: qualificationsFor(row),
    })
  }
  return BAND_FLOORS.map((floor) => ({
    minBand: floor,
    options: (byFloor.get(floor) ?? []).sort((a, b) => a.apr - b.apr || a.name.localeCompare(b.name)),
  }))
}
