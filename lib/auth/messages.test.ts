import { describe, expect, it } from 'vitest'
import { DEFAULT_AFTER_LOGIN, MY_DAY_PATH, afterLoginFor, safeReturnUrl } from './messages'

describe('safeReturnUrl', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnUrl('/admin/contacts')).toBe('/admin/contacts')
    expect(safeReturnUrl('/admin/admin-estimates?status=pending')).toBe(
      '/admin/admin-estimates?status=pending',
    )
    expect(safeReturnUrl('/admin/estimates/12?tab=history#comments')).toBe(
      '/admin/estimates/12?tab=history#comments',
    )
    expect(safeReturnUrl('/admin/estimates?q=Zed%20Smith')).toBe('/admin/estimates?q=Zed%20Smith')
  })

  const hostile = [
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '/admin\\..\\..\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/%0D/evil.com',
    '/%0d%0a/evil.com',
    '/%5c/evil.com',
    '/%5Cevil.com',
    '/%2F/evil.com',
    '/%2f%2fevil.com',
    '/%252F%252Fevil.com',
    '/%2509/evil.com',
    '/.//evil.com',
    '/\u0000/evil.com',
    '/\u007f/evil.com',
    '/%',
    'https://evil.com',
    'http:evil.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' /admin/contacts',
    'evil.com',
    'admin/contacts',
    '',
    null,
    undefined,
  ]
  it.each(hostile)('refuses %j and falls back to the dashboard', (value) => {
    expect(safeReturnUrl(value)).toBe(DEFAULT_AFTER_LOGIN)
  })

  it('never sends the user back to the login screen itself', () => {
    expect(safeReturnUrl('/admin-login')).toBe(DEFAULT_AFTER_LOGIN)
    expect(safeReturnUrl('/admin-login?returnUrl=%2Fadmin%2Fcontacts')).toBe(DEFAULT_AFTER_LOGIN)
  })

  it('answers only paths that a browser resolves on this same origin', () => {
    for (const value of [...hostile, '/admin/contacts', '/a/../b?x=1#y']) {
      const target = safeReturnUrl(value)
      expect(target.startsWith('/') && !target.startsWith('//')).toBe(true)
      expect(new URL(target, 'https://pools.example').origin).toBe('https://pools.example')
    }
  })
})

describe('afterLoginFor', () => {
  it('sends sales and operations to My day and admins to the dashboard', () => {
    expect(afterLoginFor('sales')).toBe(MY_DAY_PATH)
    expect(afterLoginFor('operations')).toBe(MY_DAY_PATH)
    expect(afterLoginFor('admin')).toBe(DEFAULT_AFTER_LOGIN)
    expect(afterLoginFor(undefined)).toBe(DEFAULT_AFTER_LOGIN)
  })
})
