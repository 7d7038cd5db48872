import { describe, expect, it } from 'vitest'
import { rootMarginFor } from './use-step-aside'

describe('rootMarginFor', () => {
  it('shrinks the screen to the floating button (top, right, bottom, left)', () => {
    const box = { left: 203.4, top: 780.2, right: 374.6, bottom: 828 }
    expect(rootMarginFor(box, { width: 390, height: 844 })).toBe('-780px -15px -16px -203px')
  })

  it('never grows the screen where the button sticks out of it', () => {
    const box = { left: -4, top: 700, right: 400, bottom: 850 }
    expect(rootMarginFor(box, { width: 390, height: 844 })).toBe('-700px 0px 0px 0px')
  })
})
