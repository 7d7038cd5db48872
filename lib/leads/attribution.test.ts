import { describe, expect, it } from 'vitest'
import { ATTRIBUTION_LIMITS, attributionValue, buildAttribution, clampAttribution } from './attribution'
import { cutText, jsonSafe, wellFormed } from './json-safe'

const hasLoneSurrogate = (text: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)

describe('attribution sizes (one place for the browser and the server)', () => {
  it('cuts a 1,000-character utm_campaign, referrer and landing page to their stored sizes', () => {
    const long = 'x'.repeat(1000)
    const url = new URL(`https://pools.example/about?utm_source=google&utm_campaign=${long}`)
    const attribution = buildAttribution(url, `https://news.example/${long}`)
    expect(attribution.utmSource).toBe('google')
    expect(attribution.utmCampaign).toHaveLength(ATTRIBUTION_LIMITS.utmCampaign)
    expect(attribution.referrer).toHaveLength(ATTRIBUTION_LIMITS.referrer)
    expect(attribution.landingPage).toHaveLength(ATTRIBUTION_LIMITS.landingPage)
    expect(attribution.landingPage?.startsWith('/about?utm_source=google&utm_campaign=xxx')).toBe(true)
    // What the browser built is exactly what the server keeps.
    expect(clampAttribution(attribution)).toEqual(attribution)
  })

  it('never cuts an emoji in half and replaces lone surrogates', () => {
    const campaign = `${'a'.repeat(254)}🏊tail`
    const cut = attributionValue('utmCampaign', campaign)
    expect(cut).toBe('a'.repeat(254))
    expect(hasLoneSurrogate(cut ?? '')).toBe(false)
    expect(attributionValue('utmSource', 'news\ud83d')).toBe('news\ufffd')
    const built = buildAttribution(
      new URL(`https://pools.example/?utm_campaign=${encodeURIComponent(campaign)}`),
      undefined,
    )
    expect(hasLoneSurrogate(JSON.stringify(built))).toBe(false)
  })

  it('keeps known text keys only and gives null when nothing is usable', () => {
    expect(clampAttribution({ utmSource: 'g', utmMedium: 7, other: 'x', referrer: ' ' })).toEqual({
      utmSource: 'g',
    })
    for (const input of [undefined, null, 'utm', 3, [], {}, { utmSource: '' }]) {
      expect(clampAttribution(input)).toBeNull()
    }
  })

  it('keeps UTM tags, an external referrer and the landing page; ignores the site as referrer', () => {
    const url = new URL('https://pools.example/pools?utm_source=google&utm_medium=cpc&utm_term=pool&x=1')
    expect(buildAttribution(url, 'https://www.google.com/search')).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmTerm: 'pool',
      referrer: 'https://www.google.com/search',
      landingPage: '/pools?utm_source=google&utm_medium=cpc&utm_term=pool&x=1',
    })
    expect(buildAttribution(new URL('https://pools.example/'), 'not a url')).toEqual({ landingPage: '/' })
  })
})

describe('text PostgreSQL accepts', () => {
  it('wellFormed replaces every lone surrogate and keeps pairs', () => {
    expect(wellFormed('\ud83d')).toBe('\ufffd')
    expect(wellFormed('\udc4d\ud83d👍\ud83d')).toBe('\ufffd\ufffd👍\ufffd')
    expect(wellFormed('plain')).toBe('plain')
  })

  it('cutText keeps at most max units without a dangling half', () => {
    expect(cutText('ab👍', 3)).toBe('ab')
    expect(cutText('ab👍', 4)).toBe('ab👍')
    expect(cutText('abc', 10)).toBe('abc')
  })

  it('jsonSafe replaces lone surrogates in values and keys, at any depth', () => {
    const safe = jsonSafe({ 'k\ud83d': ['v\udc4d', { deep: 'x\ud83d' }], ok: '👍' })
    expect(safe).toEqual({ 'k\ufffd': ['v\ufffd', { deep: 'x\ufffd' }], ok: '👍' })
    expect(hasLoneSurrogate(JSON.stringify(safe))).toBe(false)
  })
})
