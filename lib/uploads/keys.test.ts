import { describe, expect, it } from 'vitest'
import { contentTypeFor, isSafeKey, newImageKey, uploadUrl } from './keys'

describe('upload keys', () => {
  it('makes dated, unguessable WebP keys under the kind folder', () => {
    const key = newImageKey('pools', new Date('2026-03-05T10:00:00Z'))
    expect(key).toMatch(/^pools\/2026\/03\/[0-9a-f-]{36}\.webp$/)
    expect(isSafeKey(key.split('/'))).toBe(true)
    expect(uploadUrl(key)).toBe(`/uploads/${key}`)
  })

  it('refuses traversal, hidden files and odd characters', () => {
    expect(isSafeKey(['..', 'etc', 'passwd'])).toBe(false)
    expect(isSafeKey(['pools', '..'])).toBe(false)
    expect(isSafeKey(['.env'])).toBe(false)
    expect(isSafeKey(['pools', 'a/b.webp'])).toBe(false)
    expect(isSafeKey(['pools', 'a\\b.webp'])).toBe(false)
    expect(isSafeKey(['pools', '%2e%2e'])).toBe(false)
    expect(isSafeKey(['pools', 'x.webp\u0000'])).toBe(false)
    expect(isSafeKey([])).toBe(false)
  })

  it('serves only image types', () => {
    expect(contentTypeFor('pools/a.webp')).toBe('image/webp')
    expect(contentTypeFor('pools/a.html')).toBeNull()
  })
})
