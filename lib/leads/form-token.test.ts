/**
 * The two kinds of signed form time: a visitor's token (fetched on first use) and a page token
 * (signed into a cached page's HTML), each checked by its own key and its own lifetime.
 */
import { describe, expect, it } from 'vitest'
import {
  FORM_TOKEN_MAX_AGE_MS,
  PAGE_TOKEN_MAX_AGE_MS,
  readFormTime,
  signFormTime,
  signPageFormTime,
} from './form-token'

const HOUR = 60 * 60 * 1000

describe('signed form times', () => {
  it('a page token lives as long as a cached page plus the time to fill its form', () => {
    const now = Date.now()
    expect(PAGE_TOKEN_MAX_AGE_MS).toBe(26 * HOUR)
    const page = readFormTime(signPageFormTime(now - 25 * HOUR), now)
    expect(page).toMatchObject({ ok: true, kind: 'page', ageMs: 25 * HOUR })
    expect(readFormTime(signPageFormTime(now - 27 * HOUR), now)).toEqual({ ok: false, reason: 'expired' })
    // A visitor's token of the same age is out of date already.
    expect(readFormTime(signFormTime(now - 25 * HOUR), now)).toEqual({ ok: false, reason: 'expired' })
    expect(readFormTime(signFormTime(now - 30_000), now)).toMatchObject({ ok: true, kind: 'visitor' })
    expect(FORM_TOKEN_MAX_AGE_MS).toBe(24 * HOUR)
  })

  it('one kind never passes for the other, and a changed time or signature is forged', () => {
    const now = Date.now()
    const visitor = signFormTime(now - HOUR)
    const page = signPageFormTime(now - HOUR)
    expect(page).toMatch(/^p\.[0-9a-z]+\.[A-Za-z0-9_-]{32}$/)
    expect(readFormTime(`p.${visitor}`, now)).toEqual({ ok: false, reason: 'forged' })
    expect(readFormTime(page.slice(2), now)).toEqual({ ok: false, reason: 'forged' })
    const [, time, signature] = page.split('.')
    const later = (parseInt(time ?? '', 36) + 60_000).toString(36)
    expect(readFormTime(`p.${later}.${signature}`, now)).toEqual({ ok: false, reason: 'forged' })
    expect(readFormTime(`p.${time}.${'A'.repeat(32)}`, now)).toEqual({ ok: false, reason: 'forged' })
    expect(readFormTime(signPageFormTime(now + HOUR), now)).toEqual({ ok: false, reason: 'forged' })
    expect(readFormTime('', now)).toEqual({ ok: false, reason: 'missing' })
  })
})
