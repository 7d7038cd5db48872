import { describe, expect, it } from 'vitest'
import { DEFAULT_COMPANY, DEFAULT_OFFICES } from '../company'
import { legalParty, legalSiteName } from './party'
import { privacyPolicy } from './privacy-policy'

const EMAIL = 'info@floridafiberglasspools.example'

describe('legalSiteName', () => {
  it("names SITE_URL's host when it is a public address", () => {
    expect(legalSiteName('https://www.pools.example', EMAIL)).toBe('www.pools.example')
    expect(legalSiteName('https://pools.example:8443/', EMAIL)).toBe('pools.example:8443')
  })

  it("names the company's domain for a development or private address, never localhost:3000", () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:3100',
      'http://10.0.0.7',
      'http://[::1]:3000',
      'http://pools.local',
      'http://devbox:3000',
    ]) {
      expect(legalSiteName(url, EMAIL), url).toBe('floridafiberglasspools.example')
    }
  })
})

describe('legalParty', () => {
  it('gives the legal texts the public site name', () => {
    const party = legalParty(DEFAULT_COMPANY, DEFAULT_OFFICES, 'http://localhost:3000')
    const policy = privacyPolicy(party)
    expect(policy.intro.join(' ')).toContain('when you visit floridafiberglasspools.example (the "Site")')
    expect(JSON.stringify(policy)).not.toContain('localhost')
  })
})
