import { describe, expect, it } from 'vitest'
import { createWriteBuffer } from './write-buffer'

/** An error shaped as the drivers give them: SQLSTATE in `code`, wrapped by drizzle as the cause. */
function databaseError(code: string) {
  return Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('refused'), { code }) })
}

describe('a write buffer whose database refuses one row', () => {
  it('drops that row alone and stores the rows before and after it', async () => {
    const stored: string[] = []
    const buffer = createWriteBuffer<string>({
      name: `test-refused-${Math.random()}`,
      batchSize: 1000,
      maxItems: 1000,
      write: async (rows) => {
        if (rows.includes('bad')) throw databaseError('22021')
        stored.push(...rows)
      },
    })
    for (const row of ['a', 'b', 'bad', 'c', 'd']) buffer.add(row)
    await buffer.flush()
    expect(stored).toEqual(['a', 'b', 'c', 'd'])
    expect(buffer.size()).toBe(0)
    buffer.add('e')
    await buffer.flush()
    expect(stored).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('keeps every row for the next run while the database cannot be reached', async () => {
    let reachable = false
    const stored: string[] = []
    const buffer = createWriteBuffer<string>({
      name: `test-unreachable-${Math.random()}`,
      batchSize: 1000,
      maxItems: 1000,
      write: async (rows) => {
        if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
        stored.push(...rows)
      },
    })
    for (const row of ['a', 'b', 'c']) buffer.add(row)
    await buffer.flush()
    expect(stored).toEqual([])
    expect(buffer.size()).toBe(3)
    reachable = true
    await buffer.flush()
    expect(stored).toEqual(['a', 'b', 'c'])
  })
})
