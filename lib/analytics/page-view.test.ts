import { describe, expect, it } from 'vitest'
import { isBotUserAgent } from './bots'
import { cleanPath, cleanReferrer, pageViewSchema, toPageViewRow } from './page-view'

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

describe('pageViewSchema', () => {
  it('accepts a path with optional referrer and UTM fields', () => {
    const parsed = pageViewSchema.parse({
      path: '/pools',
      utmSource: ' google ',
      utmMedium: '',
      referrer: null,
    })
    expect(parsed).toEqual({
      path: '/pools',
      utmSource: 'google',
      utmMedium: undefined,
      utmCampaign: undefined,
      referrer: undefined,
    })
  })

  it('cuts campaign values of any length to their column instead of refusing the view', () => {
    const parsed = pageViewSchema.parse({
      path: '/pools',
      utmCampaign: 'c'.repeat(3000),
      utmSource: `${'s'.repeat(254)}🏊`,
      referrer: `https://news.example/${'r'.repeat(3000)}`,
    })
    expect(parsed.utmCampaign).toHaveLength(255)
    expect(parsed.utmSource).toBe('s'.repeat(254))
    expect(toPageViewRow(parsed).referrer).toHaveLength(500)
  })

  it.each([
    [{}],
    [{ path: '' }],
    [{ path: 'pools' }],
    [{ path: '//evil.example' }],
    [{ path: 42 }],
    [{ path: '/x', utmSource: 5 }],
  ])('rejects %j', (body) => {
    expect(pageViewSchema.safeParse(body).success).toBe(false)
  })
})

describe('toPageViewRow', () => {
  it('keeps no query string, fragment or referrer query, and cuts long values', () => {
    const row = toPageViewRow(
      pageViewSchema.parse({
        path: '/estimate?email=ana@example.com#top',
        referrer: 'https://www.google.com/search?q=ana%40example.com',
        utmCampaign: 'c'.repeat(400),
      }),
      { now: new Date('2025-01-01T00:00:00Z') },
    )
    expect(row).toEqual({
      path: '/estimate',
      referrer: 'https://www.google.com/search',
      utmSource: null,
      utmMedium: null,
      utmCampaign: 'c'.repeat(255),
      createdAt: new Date('2025-01-01T00:00:00Z'),
    })
  })

  it('drops referrers from the site itself and non-http ones', () => {
    expect(cleanReferrer('https://pools.example/pools?x=1', ['https://pools.example'])).toBeNull()
    expect(cleanReferrer('android-app://com.google.android.gm/')).toBeNull()
    expect(cleanReferrer('not a url')).toBeNull()
    expect(cleanReferrer('https://www.bing.com/')).toBe('https://www.bing.com')
    expect(cleanPath('/'.padEnd(900, 'a'))).toHaveLength(500)
  })
})

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome-Lighthouse',
    'curl/8.5.0',
    'python-requests/2.31.0',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)',
    '',
  ])('%s is a bot', (ua) => {
    expect(isBotUserAgent(ua)).toBe(true)
  })

  it.each([
    CHROME,
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ])('%s is a person', (ua) => {
    expect(isBotUserAgent(ua)).toBe(false)
  })
})
