import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/config/env'
import { PEER_ADDRESS_HEADER } from './http/peer-address'
import { clientIp } from './request'

const headers = (init: Record<string, string>) => new Headers(init)

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS
  resetEnvForTests()
})

describe('clientIp', () => {
  it('with one trusted proxy takes the entry it appended, not what the client wrote before it', () => {
    const spoofed = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })
    expect(clientIp(spoofed, 1)).toBe('203.0.113.7')
    expect(clientIp(headers({ 'x-forwarded-for': '1.1.1.1,2.2.2.2 , 203.0.113.8' }), 1)).toBe('203.0.113.8')
    // A single entry (a direct client, or a test setting its own address) is that entry.
    expect(clientIp(headers({ 'x-forwarded-for': '198.51.100.4' }), 1)).toBe('198.51.100.4')
  })

  it('with two trusted proxies takes the second entry from the right', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' })
    expect(clientIp(chain, 2)).toBe('203.0.113.9')
    // Fewer entries than proxies: the first one.
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.10' }), 2)).toBe('203.0.113.10')
  })

  it('with 0 hops takes the socket peer the front door stamped and ignores the forwarding headers', () => {
    const forged = { 'x-forwarded-for': '203.0.113.11', 'x-real-ip': '203.0.113.12' }
    expect(clientIp(headers({ ...forged, [PEER_ADDRESS_HEADER]: '198.51.100.20' }), 0)).toBe('198.51.100.20')
    expect(clientIp(headers(forged), 0)).toBe('unknown')
  })

  it('falls back to X-Real-IP, then to unknown', () => {
    expect(clientIp(headers({ 'x-real-ip': ' 203.0.113.13 ' }), 1)).toBe('203.0.113.13')
    expect(clientIp(headers({ 'x-forwarded-for': ' , ' }), 1)).toBe('unknown')
    expect(clientIp(headers({}), 1)).toBe('unknown')
  })

  it('reads TRUST_PROXY_HOPS from the environment (default 0) and refuses a bad value', () => {
    const chain = headers({
      'x-forwarded-for': '6.6.6.6, 203.0.113.14, 10.0.0.3',
      [PEER_ADDRESS_HEADER]: '10.0.0.4',
    })
    expect(clientIp(chain)).toBe('10.0.0.4')
    process.env.TRUST_PROXY_HOPS = '1'
    resetEnvForTests()
    expect(clientIp(chain)).toBe('10.0.0.3')
    process.env.TRUST_PROXY_HOPS = '2'
    resetEnvForTests()
    expect(clientIp(chain)).toBe('203.0.113.14')
    process.env.TRUST_PROXY_HOPS = '0'
    resetEnvForTests()
    expect(clientIp(chain)).toBe('10.0.0.4')
    process.env.TRUST_PROXY_HOPS = '-1'
    resetEnvForTests()
    expect(() => clientIp(chain)).toThrow(/TRUST_PROXY_HOPS/)
  })
})
