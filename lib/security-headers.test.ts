import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, generateNonce, securityHeaders } from './security-headers'

describe('security headers', () => {
  it('a nonce-based CSP that allows the YouTube no-cookie player and Google Analytics / Tag Manager', () => {
    const csp = contentSecurityPolicy({ nonce: 'abc123', admin: false, https: false, dev: false })
    expect(csp).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com')
    expect(csp).toContain('https://www.googletagmanager.com')
    expect(csp).toContain('https://www.google-analytics.com')
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it('admin pages may not be framed; https adds HSTS and upgrade-insecure-requests', () => {
    const headers = securityHeaders({ nonce: 'n', admin: true, https: true, dev: false })
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/)
    expect(headers['Cache-Control']).toBe('no-store')
    expect(headers['X-Robots-Tag']).toBe('noindex, nofollow')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toBe('geolocation=(self), camera=(), microphone=()')
    expect(
      securityHeaders({ nonce: 'n', admin: false, https: false, dev: false })['Strict-Transport-Security'],
    ).toBeUndefined()
  })

  it('images from https: anywhere, and from the plain-http upload storage when one is configured', () => {
    const base = { nonce: 'n', admin: false, https: false, dev: false }
    expect(contentSecurityPolicy(base)).toContain("img-src 'self' data: blob: https:;")
    expect(contentSecurityPolicy({ ...base, imageOrigin: 'http://127.0.0.1:9000' })).toContain(
      "img-src 'self' data: blob: https: http://127.0.0.1:9000;",
    )
  })

  it('a fresh unpredictable nonce each time', () => {
    const a = generateNonce()
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(generateNonce()).not.toBe(a)
  })
})
