import { afterAll, describe, expect, it } from 'vitest'

const original = globalThis.Function
const compiled: unknown[][] = []
// Counts every `new Function(…)`, the probe and the compiled parsers alike.
globalThis.Function = new Proxy(original, {
  construct(target, args: unknown[]) {
    compiled.push(args)
    return Reflect.construct(target, args) as object
  },
})
afterAll(() => {
  globalThis.Function = original
})

describe('zod without its compiled parsers', () => {
  it('builds and parses object schemas without ever calling new Function', async () => {
    await import('./zod-jitless')
    const { z } = await import('zod')
    const schema = z.object({ name: z.string().min(1), tags: z.array(z.string()), at: z.iso.datetime() })
    for (let i = 0; i < 5; i++) schema.parse({ name: 'Ann', tags: ['a'], at: '2026-03-09T14:00:00Z' })
    expect(schema.safeParse({ name: '' }).success).toBe(false)
    expect(compiled).toEqual([])
  })
})
