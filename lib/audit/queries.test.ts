import { describe, expect, it } from 'vitest'
import { changedFields } from './queries'

describe('changedFields', () => {
  it('lists only what changed, without timestamps', () => {
    expect(
      changedFields({ phone: '1', name: 'A', updatedAt: 'x' }, { phone: '2', name: 'A', updatedAt: 'y' }),
    ).toEqual([{ field: 'phone', before: '1', after: '2' }])
    expect(changedFields(null, { name: 'New' })).toEqual([{ field: 'name', before: undefined, after: 'New' }])
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual([
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ])
  })
})
