import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The beacons recordPageView sent, as parsed JSON. */
let sent: Blob[]

beforeEach(() => {
  vi.resetModules()
  sent = []
  vi.stubGlobal('window', {
    location: { href: 'https://pools.example/about?utm_source=google&utm_campaign=' + 'c'.repeat(1000) },
  })
  vi.stubGlobal('document', { referrer: 'https://www.google.com/' })
  vi.stubGlobal('navigator', {
    sendBeacon: (_url: string, body: Blob) => {
      sent.push(body)
      return true
    },
  })
})

afterEach(() => vi.unstubAllGlobals())

async function bodies() {
  return Promise.all(sent.map(async (blob) => JSON.parse(await blob.text()) as Record<string, unknown>))
}

describe('first-party page views', () => {
  it('sends the outside referrer with the first view of the document only', async () => {
    const { recordPageView } = await import('./page-view-beacon')
    recordPageView('/about')
    ;(window as unknown as { location: { href: string } }).location.href = 'https://pools.example/pools'
    recordPageView('/pools')
    recordPageView('/estimate')
    const [first, second, third] = await bodies()
    expect(first).toMatchObject({ path: '/about', referrer: 'https://www.google.com/', utmSource: 'google' })
    expect(second).toEqual({ path: '/pools' })
    expect(third).toEqual({ path: '/estimate' })
  })

  it('cuts campaign values to their stored size and records nothing under /admin', async () => {
    const { recordPageView } = await import('./page-view-beacon')
    recordPageView('/admin/pools')
    expect(sent).toHaveLength(0)
    recordPageView('/about')
    const [view] = await bodies()
    expect(view?.utmCampaign).toHaveLength(255)
    // The admin page did not use up the document's first view.
    expect(view?.referrer).toBe('https://www.google.com/')
  })
})
