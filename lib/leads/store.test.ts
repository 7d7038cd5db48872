import { describe, expect, it } from 'vitest'
import { visitLandingSlug } from './store'

describe('visitLandingSlug', () => {
  it('is the single path segment a visit began on', () => {
    expect(visitLandingSlug({ landingPage: '/10x20-fiberglass-pool?utm_source=google' })).toBe(
      '10x20-fiberglass-pool',
    )
    expect(visitLandingSlug({ landingPage: '/pool-services-tampa-fl/' })).toBe('pool-services-tampa-fl')
    for (const landingPage of ['/', '/pools/captiva', '/Upper-Case', '/a b', '']) {
      expect(visitLandingSlug({ landingPage }), landingPage).toBeNull()
    }
    expect(visitLandingSlug(null)).toBeNull()
    expect(visitLandingSlug({})).toBeNull()
  })
})
