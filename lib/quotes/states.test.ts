import { describe, expect, it } from 'vitest'
import { approvalBlocksSending, approvalFor, DISCOUNT_APPROVAL_MESSAGES } from './discount-approval'
import {
  generateHomeownerToken,
  hashHomeownerToken,
  homeownerPath,
  isWellFormedHomeownerToken,
} from './homeowner-token'
import { isEditable, nextStatus, QUOTE_STATUSES, signingRefusal, statusesFor } from './states'

describe('quote states', () => {
  it('moves draft → sent → viewed → accepted, and nothing moves an accepted version', () => {
    expect(nextStatus('draft', 'send')).toBe('sent')
    expect(nextStatus('sent', 'view')).toBe('viewed')
    expect(nextStatus('viewed', 'view')).toBeNull()
    expect(nextStatus('viewed', 'accept')).toBe('accepted')
    expect(nextStatus('sent', 'accept')).toBe('accepted')
    for (const event of ['send', 'view', 'accept', 'decline', 'expire', 'supersede'] as const) {
      expect(nextStatus('accepted', event), event).toBeNull()
    }
  })

  it('supersedes earlier offers, declined or expired included, but never a draft or a signed version', () => {
    expect(statusesFor('supersede')).toEqual(['sent', 'viewed', 'declined', 'expired'])
    expect(nextStatus('draft', 'supersede')).toBeNull()
    expect(nextStatus('expired', 'accept')).toBeNull()
    expect(nextStatus('declined', 'accept')).toBeNull()
  })

  it('lets only a draft be edited', () => {
    expect(QUOTE_STATUSES.filter(isEditable)).toEqual(['draft'])
  })

  it('tells the homeowner why a version cannot be signed', () => {
    expect(signingRefusal('sent', '2026-04-01', '2026-04-01')).toBeNull()
    expect(signingRefusal('viewed', '2026-04-01', '2026-03-01')).toBeNull()
    expect(signingRefusal('sent', '2026-04-01', '2026-04-02')).toMatch(/expired/)
    expect(signingRefusal('accepted', '2026-04-01', '2026-03-01')).toMatch(/already been signed/)
    expect(signingRefusal('superseded', '2026-04-01', '2026-03-01')).toMatch(/newer version/)
    expect(signingRefusal('declined', '2026-04-01', '2026-03-01')).toMatch(/declined/)
    expect(signingRefusal('expired', '2026-04-01', '2026-03-01')).toMatch(/expired/)
  })
})

describe('discount approval', () => {
  const totals = (subtotalCents: number, discountCents: number) => [{ subtotalCents, discountCents }]

  it('needs an admin above the rep’s limit, not at it, and never for an admin', () => {
    expect(approvalFor('sales', totals(6_000_000, 300_000), 500)).toBe('not_needed')
    expect(approvalFor('sales', totals(6_000_000, 300_001), 500)).toBe('pending')
    expect(approvalFor('operations', totals(6_000_000, 600_000), 500)).toBe('pending')
    expect(approvalFor('admin', totals(6_000_000, 3_000_000), 500)).toBe('not_needed')
    // The largest share among the alternatives counts.
    expect(
      approvalFor(
        'sales',
        [{ subtotalCents: 10_000_000, discountCents: 300_000 }, ...totals(4_000_000, 300_000)],
        500,
      ),
    ).toBe('pending')
  })

  it('blocks sending while pending or rejected', () => {
    expect(approvalBlocksSending('pending')).toBe(DISCOUNT_APPROVAL_MESSAGES.pending)
    expect(approvalBlocksSending('rejected')).toBe(DISCOUNT_APPROVAL_MESSAGES.rejected)
    expect(approvalBlocksSending('approved')).toBeNull()
    expect(approvalBlocksSending('not_needed')).toBeNull()
  })
})

describe('homeowner token', () => {
  it('is 256 random bits in 43 URL-safe characters, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateHomeownerToken))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(isWellFormedHomeownerToken(token)).toBe(true)
  })

  it('is stored as its SHA-256 hex, which does not reveal it', () => {
    const token = generateHomeownerToken()
    const hash = hashHomeownerToken(token)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain(token)
    expect(hashHomeownerToken(token)).toBe(hash)
    // One character changed (a token ending in 'A' gets a 'B': 'A' would leave it as it was).
    expect(hashHomeownerToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).not.toBe(hash)
    expect(hashHomeownerToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('refuses malformed tokens before any lookup', () => {
    for (const bad of ['', 'short', `${'a'.repeat(42)}=`, `${'a'.repeat(44)}`, '../'.repeat(15), 42, null]) {
      expect(isWellFormedHomeownerToken(bad)).toBe(false)
    }
    expect(homeownerPath('abc')).toBe('/my-pool/abc')
  })
})
