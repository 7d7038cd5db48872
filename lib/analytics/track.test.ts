import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ANALYTICS_EVENTS,
  handleDocumentClick,
  TAG_WAIT_INTERVAL_MS,
  TAG_WAIT_TRIES,
  trackCallToAction,
  trackContactSubmit,
  trackEstimateRequest,
  trackEvent,
  trackFormSubmit,
  trackPhoneCall,
  type ActiveTag,
} from './track'

type FakeWindow = {
  location: { pathname: string; href: string; origin: string }
  event?: Event
  setInterval: typeof setInterval
  clearInterval: typeof clearInterval
  gtag?: ReturnType<typeof vi.fn>
  dataLayer?: unknown[]
  __analyticsTag?: ActiveTag
}

let win: FakeWindow

const ga4 = (overrides: Partial<ActiveTag> = {}): ActiveTag => ({
  kind: 'ga4',
  testMode: false,
  debugMode: false,
  excludedPaths: ['/admin'],
  eventOverrides: {},
  ...overrides,
})

beforeEach(() => {
  vi.useFakeTimers()
  win = {
    location: { pathname: '/pools', href: 'https://pools.example/pools', origin: 'https://pools.example' },
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
    gtag: vi.fn(),
  }
  vi.stubGlobal('window', win)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the event values of spec 01 §9', () => {
  it('sends contact 75, estimate 100, appointment 150, phone 50, call to action 10, form 100 to GA4', () => {
    win.__analyticsTag = ga4()
    trackContactSubmit()
    trackEstimateRequest()
    trackEstimateRequest('appointment')
    trackPhoneCall('(352) 555-0142', { location: 'banner' })
    trackCallToAction('Get Your Free Estimate')
    trackFormSubmit('contact')
    const sent = win.gtag?.mock.calls.map(([, name, params]) => [name, (params as { value: number }).value])
    expect(sent).toEqual([
      ['contact_submit', 75],
      ['estimate_request', 100],
      ['estimate_request', 150],
      ['phone_call', 50],
      ['cta_click', 10],
      ['form_submit', 100],
    ])
    expect(win.gtag?.mock.calls[3]).toEqual([
      'event',
      'phone_call',
      { phone_number: '(352) 555-0142', location: 'banner', value: 50, currency: 'USD' },
    ])
    expect(ANALYTICS_EVENTS.callToAction.value).toBe(10)
  })

  it('pushes to the dataLayer for GTM', () => {
    win.__analyticsTag = ga4({ kind: 'gtm' })
    trackFormSubmit('estimate')
    expect(win.dataLayer).toEqual([
      { event: 'form_submit', form_name: 'estimate', value: 100, currency: 'USD' },
    ])
  })
})

describe('modes and settings', () => {
  it('logs to the console and sends nothing in test mode', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    win.__analyticsTag = ga4({ testMode: true })
    trackContactSubmit()
    expect(win.gtag).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith('[analytics test mode]', 'contact_submit', {
      value: 75,
      currency: 'USD',
    })
  })

  it('marks hits with debug_mode in debug mode', () => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined)
    win.__analyticsTag = ga4({ debugMode: true })
    trackEvent('custom', 5)
    expect(win.gtag).toHaveBeenCalledWith('event', 'custom', { value: 5, currency: 'USD', debug_mode: true })
  })

  it('honours value overrides, disabled events and excluded paths', () => {
    win.__analyticsTag = ga4({ eventOverrides: { phone_call: { value: 75 }, cta_click: { enabled: false } } })
    trackPhoneCall('1')
    trackCallToAction('x')
    expect(win.gtag).toHaveBeenCalledTimes(1)
    expect(win.gtag?.mock.calls[0]?.[2]).toMatchObject({ value: 75 })
    win.location.pathname = '/admin/pools'
    trackContactSubmit()
    expect(win.gtag).toHaveBeenCalledTimes(1)
  })
})

describe('waiting for the tag', () => {
  it('sends once the tag appears within 100 tries of 50 ms', () => {
    trackContactSubmit()
    vi.advanceTimersByTime(TAG_WAIT_INTERVAL_MS * 10)
    expect(win.gtag).not.toHaveBeenCalled()
    win.__analyticsTag = ga4()
    vi.advanceTimersByTime(TAG_WAIT_INTERVAL_MS)
    expect(win.gtag).toHaveBeenCalledTimes(1)
  })

  it('gives up silently after 5 s when no tag is configured', () => {
    trackContactSubmit()
    vi.advanceTimersByTime(TAG_WAIT_INTERVAL_MS * TAG_WAIT_TRIES)
    expect(vi.getTimerCount()).toBe(0)
    win.__analyticsTag = ga4()
    vi.advanceTimersByTime(1000)
    expect(win.gtag).not.toHaveBeenCalled()
  })
})

/** A click event on a link (the listener only needs target.closest). */
function clickOn(href: string, text: string, region: 'header' | 'main' = 'main'): Event {
  const anchor = {
    href,
    textContent: text,
    getAttribute: () => null,
    closest: (selector: string) => (selector === 'a[href]' || selector === region ? anchor : null),
  }
  return { target: anchor } as unknown as Event
}

describe('the delegated click listener', () => {
  it('sends a phone call (50) for a tel: link and a call to action (10) for an estimate link', () => {
    win.__analyticsTag = ga4()
    handleDocumentClick(clickOn('tel:+13525550142', '(352) 555-0142'))
    handleDocumentClick(
      clickOn('https://pools.example/estimate?sourcePage=home', 'Get Your Free Estimate', 'header'),
    )
    handleDocumentClick(clickOn('https://pools.example/pools', 'Pools'))
    expect(win.gtag?.mock.calls).toEqual([
      [
        'event',
        'phone_call',
        {
          phone_number: '+13525550142',
          link_text: '(352) 555-0142',
          link_region: 'main',
          page_path: '/pools',
          value: 50,
          currency: 'USD',
        },
      ],
      [
        'event',
        'cta_click',
        {
          cta_label: 'Get Your Free Estimate',
          link_region: 'header',
          page_path: '/pools',
          link_url: '/estimate?sourcePage=home',
          value: 10,
          currency: 'USD',
        },
      ],
    ])
  })

  it("does not count a click twice when the link's own handler tracks it too", () => {
    win.__analyticsTag = ga4()
    const click = clickOn('tel:+13525550142', 'Call')
    handleDocumentClick(click)
    // The link's own onClick runs later in the same dispatch (window.event is that click).
    win.event = click
    trackPhoneCall('(352) 555-0142', { location: 'landing' })
    win.event = undefined
    trackPhoneCall('(352) 555-0142', { location: 'landing' })
    expect(win.gtag).toHaveBeenCalledTimes(2)
  })

  it('never throws on odd targets', () => {
    win.__analyticsTag = ga4()
    expect(() => handleDocumentClick({ target: null } as unknown as Event)).not.toThrow()
    expect(win.gtag).not.toHaveBeenCalled()
  })
})
