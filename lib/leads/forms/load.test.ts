import { describe, expect, it } from 'vitest'
import { lazyModule } from './load'

describe('a lead form schema loaded on demand', () => {
  it('loads once, keeps the module, and tries again after a failed load', async () => {
    let calls = 0
    const loaded = lazyModule(async () => {
      calls++
      if (calls === 1) throw new Error('offline')
      return { answer: 42 }
    })
    expect(loaded.current).toBeUndefined()
    expect(await loaded.ready()).toBeNull()
    expect(await loaded.ready()).toEqual({ answer: 42 })
    expect(loaded.current).toEqual({ answer: 42 })
    await loaded.load()
    expect(calls).toBe(2)
  })

  it('gives the estimate form its schema', async () => {
    const estimateRules = lazyModule(() => import('./estimate'))
    const rules = await estimateRules.load()
    expect(estimateRules.current).toBe(rules)
    expect(rules.estimateBlurError('name', 'A')).toBe('Name must be at least 2 characters')
  })
})
