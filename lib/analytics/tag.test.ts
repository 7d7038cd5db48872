import { describe, expect, it } from 'vitest'
import { contentGroupFor, isExcludedPath, resolveAnalyticsTag, type AnalyticsConfig } from './tag'

const config = (overrides: Partial<AnalyticsConfig> = {}): AnalyticsConfig => ({
  gaTrackingId: null,
  gtmContainerId: null,
  isEnabled: true,
  testMode: false,
  debugMode: false,
  customEvents: {},
  excludedPaths: ['/admin'],
  ...overrides,
})

describe('resolveAnalyticsTag', () => {
  it('loads nothing when disabled, without an ID or with a malformed ID', () => {
    expect(resolveAnalyticsTag(null)).toBeNull()
    expect(resolveAnalyticsTag(config())).toBeNull()
    expect(resolveAnalyticsTag(config({ gaTrackingId: 'G-ABC1234', isEnabled: false }))).toBeNull()
    expect(resolveAnalyticsTag(config({ gaTrackingId: 'UA-1234-1' }))).toBeNull()
    expect(resolveAnalyticsTag(config({ gaTrackingId: 'G-"><script>' }))).toBeNull()
  })

  it('picks GA4, or GTM when a container is set, with modes and excluded paths', () => {
    expect(resolveAnalyticsTag(config({ gaTrackingId: ' g-abc1234 ', debugMode: true }))).toEqual({
      kind: 'ga4',
      id: 'G-ABC1234',
      testMode: false,
      debugMode: true,
      excludedPaths: ['/admin'],
      eventOverrides: {},
    })
    expect(
      resolveAnalyticsTag(
        config({ gaTrackingId: 'G-ABC1234', gtmContainerId: 'GTM-XYZ123', testMode: true }),
      ),
    ).toMatchObject({
      kind: 'gtm',
      id: 'GTM-XYZ123',
      testMode: true,
    })
  })

  it('keeps only well-formed event overrides', () => {
    const tag = resolveAnalyticsTag(
      config({
        gaTrackingId: 'G-ABC1234',
        customEvents: {
          phone_call: { value: 75 },
          cta_click: { enabled: false },
          bad: { value: 'x' },
          'no spaces': { value: 1 },
        },
      }),
    )
    expect(tag?.eventOverrides).toEqual({ phone_call: { value: 75 }, cta_click: { enabled: false } })
  })
})

describe('isExcludedPath', () => {
  it('matches by prefix, case-insensitively, with an optional trailing *', () => {
    expect(isExcludedPath('/admin/pools', ['/admin'])).toBe(true)
    expect(isExcludedPath('/admin-login', ['/admin'])).toBe(true)
    expect(isExcludedPath('/ADMIN', ['/admin'])).toBe(true)
    expect(isExcludedPath('/blog/x', ['/blog/*'])).toBe(true)
    expect(isExcludedPath('/pools', ['/admin', ' '])).toBe(false)
    expect(isExcludedPath('/pools', [])).toBe(false)
  })
})

describe('contentGroupFor', () => {
  it('classes /admin pages as admin traffic', () => {
    expect(contentGroupFor('/admin')).toBe('admin')
    expect(contentGroupFor('/admin/estimates')).toBe('admin')
    expect(contentGroupFor('/admin-dashboard')).toBe('admin')
    expect(contentGroupFor('/administrator-tips')).toBe('public')
    expect(contentGroupFor('/pools')).toBe('public')
  })
})
