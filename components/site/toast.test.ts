import { describe, expect, it } from 'vitest'
import { toastPositionClearOf } from './toast'

const at = (top: number, height = 44) => ({
  getBoundingClientRect: () => ({ top, bottom: top + height, width: 200, height }) as DOMRect,
})

describe('toastPositionClearOf', () => {
  it('shows the toast at the top when the control is in the lower half of the screen', () => {
    expect(toastPositionClearOf(at(700), 844)).toBe('top-center')
  })
  it('at the bottom when the control is in the upper half, or unknown', () => {
    expect(toastPositionClearOf(at(120), 844)).toBe('bottom-center')
    expect(toastPositionClearOf(null, 844)).toBe('bottom-center')
    expect(toastPositionClearOf(at(0, 0), 844)).toBe('bottom-center')
  })
})
