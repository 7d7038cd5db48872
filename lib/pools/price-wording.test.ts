import { describe, expect, it } from 'vitest'
import { finderPriceText, poolPriceText, PRICE_WORDING } from './price-wording'

describe('price wording', () => {
  it("labels a published price 'Installed from' and an unpublished one 'Price on request'", () => {
    expect(poolPriceText(61_900)).toBe('Installed from $61,900')
    expect(poolPriceText(null)).toBe('Price on request')
    expect(poolPriceText(undefined)).toBe('Price on request')
    expect(poolPriceText(0)).toBe('Price on request')
  })

  it("quotes the finder's price the way the cards do", () => {
    expect(finderPriceText(49_900)).toBe('installed from $49,900')
  })

  it('calls the price all-inclusive, never a shell price, and keeps the note that the final price varies', () => {
    for (const text of [PRICE_WORDING.detailNote, PRICE_WORDING.teaserNote]) {
      expect(text).toMatch(/^All-inclusive: the shell, permits, excavation, installation/)
      expect(text).not.toMatch(/shell price/i)
    }
    expect(PRICE_WORDING.teaserNote).toContain('The final price varies')
    expect(PRICE_WORDING.adminHint).toContain("'Installed from $…'")
  })
})
