import { describe, expect, it } from 'vitest'
import { etagMatches, revalidatedJson, serializeWithEtag } from './revalidated-json'

describe('revalidated JSON', () => {
  it('serialises each value once, with a strong ETag of its body', () => {
    const list = [{ id: 1 }]
    const first = serializeWithEtag(list)
    expect(first.body).toBe('[{"id":1}]')
    expect(first.etag).toMatch(/^"[\w-]{32}"$/)
    expect(serializeWithEtag(list)).toBe(first)
    expect(serializeWithEtag([{ id: 1 }]).etag).toBe(first.etag)
    expect(serializeWithEtag([{ id: 2 }]).etag).not.toBe(first.etag)
  })

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches(null, '"a"')).toBe(false)
    expect(etagMatches('"b"', '"a"')).toBe(false)
    expect(etagMatches('"b", "a"', '"a"')).toBe(true)
    expect(etagMatches('W/"a"', '"a"')).toBe(true)
    expect(etagMatches('*', '"a"')).toBe(true)
  })

  it('answers 200 with the body or 304 without one, both to be revalidated', async () => {
    const value = { ok: true }
    const full = revalidatedJson(new Request('http://x/'), value)
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('application/json')
    expect(full.headers.get('cache-control')).toBe('public, no-cache')
    expect(await full.json()).toEqual(value)
    const etag = full.headers.get('etag') ?? ''
    const cached = revalidatedJson(new Request('http://x/', { headers: { 'if-none-match': etag } }), value)
    expect(cached.status).toBe(304)
    expect(cached.headers.get('etag')).toBe(etag)
    expect(cached.body).toBeNull()
  })
})
