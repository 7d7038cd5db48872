import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/content/lead-options'
import { ATTRIBUTION_LIMITS } from './attribution'
import { isValidPhone } from './forms/fields'
import { cleanText, parseLeadPayload } from './schemas'

const estimate = { firstName: 'Ana Gomez', phone: '3525550100', requestType: 'estimate' }
const contact = {
  firstName: 'Ana',
  lastName: 'Gomez',
  email: 'ana@example.com',
  phone: '3525550100',
  message: 'Please call me back.',
  requestType: 'contact',
}

function firstError(input: unknown) {
  const result = parseLeadPayload(input)
  if (result.ok) throw new Error('expected a failure')
  return result
}

describe('lead payload schema (spec 01 §5 server schemas)', () => {
  it('trims, leaves empty optional values out and defaults requestType to estimate', () => {
    const result = parseLeadPayload({
      firstName: '  Ana Gomez ',
      phone: ' 3525550100 ',
      email: '  ',
      address: '',
    })
    expect(result).toMatchObject({
      ok: true,
      lead: {
        requestType: 'estimate',
        firstName: 'Ana Gomez',
        lastName: '',
        phone: '3525550100',
        email: null,
        address: null,
      },
    })
  })

  it.each([
    [{ ...estimate, firstName: '' }, 'firstName', MESSAGES.nameRequired],
    [{ ...estimate, firstName: 'A' }, 'firstName', MESSAGES.nameTooShort],
    [{ ...estimate, phone: undefined }, 'phone', MESSAGES.phoneRequired],
    [{ ...estimate, phone: '12345' }, 'phone', MESSAGES.phoneInvalid],
    [{ ...estimate, email: 'a@b' }, 'email', MESSAGES.emailInvalid],
    [{ ...estimate, budgetRange: 'lots' }, 'budgetRange', MESSAGES.budgetInvalid],
    [{ ...estimate, timeframe: 'someday' }, 'timeframe', MESSAGES.timelineInvalid],
    [{ ...estimate, requestType: 'appointment', phone: '' }, 'phone', MESSAGES.emailOrPhoneRequired],
    [{ ...estimate, requestType: 'appointment', phone: '123' }, 'phone', MESSAGES.phoneInvalid],
    [{ ...contact, firstName: ' ' }, 'firstName', MESSAGES.contactNameRequired],
    [{ ...contact, email: '' }, 'email', MESSAGES.emailInvalid],
    [{ ...contact, phone: '555-0100' }, 'phone', MESSAGES.phoneInvalid],
    [{ ...contact, message: 'hi' }, 'message', MESSAGES.serverMessageTooShort],
    [{ ...contact, lastName: 'x'.repeat(255) }, 'lastName', 'Name must be at most 255 characters'],
    [{ ...estimate, firstName: 'x'.repeat(256) }, 'firstName', 'Name must be at most 255 characters'],
    [
      { ...estimate, email: `${'x'.repeat(250)}@example.com` },
      'email',
      'Email must be at most 255 characters',
    ],
    [{ ...estimate, poolType: 'p'.repeat(256) }, 'poolType', 'Pool type must be at most 255 characters'],
    [
      { ...estimate, sourcePage: 's'.repeat(256) },
      'sourcePage',
      'Source page must be at most 255 characters',
    ],
    [{ ...estimate, firstName: ['Ana'] }, 'firstName', 'Name must be text'],
    [{ ...estimate, phone: 3525550100 }, 'phone', 'Phone number must be text'],
    [{ ...estimate, requestType: 7 }, 'requestType', 'Request type must be estimate, appointment or contact'],
    [
      { ...estimate, idempotencyKey: 'bad key!' },
      'idempotencyKey',
      'Idempotency key must be 8 to 100 letters, digits or . _ : -',
    ],
  ])('%o -> %s: %s', (input, field, message) => {
    const result = firstError(input)
    expect(result.message).toBe(message)
    expect(result.fieldErrors[field]).toContain(message)
  })

  it('gives the messages in the order the form shows its fields, rules on the whole lead included', () => {
    const contactName = firstError({
      ...contact,
      firstName: 'x'.repeat(200),
      lastName: 'y'.repeat(200),
      email: 'a@b',
    })
    expect(contactName.message).toBe('Name must be at most 255 characters')
    expect(Object.keys(contactName.fieldErrors)).toEqual(['lastName', 'email'])
    const appointment = firstError({
      ...estimate,
      requestType: 'appointment',
      phone: '',
      budgetRange: 'lots',
    })
    expect(appointment.message).toBe(MESSAGES.emailOrPhoneRequired)
    expect(Object.keys(appointment.fieldErrors)).toEqual(['phone', 'budgetRange'])
    const both = firstError({ ...estimate, firstName: 'A', phone: '', email: 'a@b' })
    expect(both.fieldErrors).toEqual({
      firstName: [MESSAGES.nameTooShort],
      phone: [MESSAGES.phoneRequired],
      email: [MESSAGES.emailInvalid],
    })
    expect(Object.keys(both.fieldErrors)).toEqual(['firstName', 'phone', 'email'])
  })

  it('accepts every valid request type', () => {
    expect(parseLeadPayload(estimate).ok).toBe(true)
    expect(parseLeadPayload({ ...estimate, requestType: 'appointment', phone: '', email: 'a@b.co' }).ok).toBe(
      true,
    )
    expect(parseLeadPayload(contact).ok).toBe(true)
  })

  it('rejects bodies that are not objects', () => {
    for (const input of [null, 'text', 42, [estimate]]) {
      expect(firstError(input).message).toBe('The request body must be a JSON object')
    }
  })

  it('keeps the honeypot and fill time for the spam check, ignoring a fill time of the wrong type', () => {
    const result = parseLeadPayload({ ...estimate, website: 'x', fillTimeMs: 'fast' })
    expect(result).toMatchObject({ ok: true, lead: { honeypot: 'x', formToken: null } })
    expect(parseLeadPayload({ ...estimate, website: { a: 1 } })).toMatchObject({
      lead: { honeypot: '{"a":1}' },
    })
  })

  it('phone numbers: 10+ characters, 10+ digits, phone characters only', () => {
    for (const ok of [
      '3525550100',
      '(352) 555-0100',
      '+1 352.555.0100',
      '352-555-0100 ext. 12',
      '352/555 0100',
    ]) {
      expect(isValidPhone(ok), ok).toBe(true)
    }
    for (const bad of ['555-0100', 'call me now!', '(((((((((((', '352-555-O100', '3525550100<script>']) {
      expect(isValidPhone(bad), bad).toBe(false)
    }
  })

  it('removes control characters but keeps tabs, new lines, HTML and emoji as text', () => {
    expect(cleanText(' a\u0000b\u0007c\td\ne 🏊 <b> ')).toBe('abc\td\ne 🏊 <b>')
  })

  it('replaces lone surrogates (half an emoji) with U+FFFD and keeps whole emoji', () => {
    expect(cleanText('a\ud83d b \udc4d c 👍')).toBe('a\ufffd b \ufffd c 👍')
    expect(parseLeadPayload({ ...estimate, message: 'Hi \ud83d' })).toMatchObject({
      ok: true,
      lead: { message: 'Hi \ufffd' },
    })
  })

  it('never refuses a lead for its attribution: cut to the stored sizes, unusable values dropped', () => {
    const result = parseLeadPayload({
      ...estimate,
      attribution: {
        utmSource: 5,
        utmMedium: { nested: true },
        utmCampaign: 'c'.repeat(1000),
        utmTerm: '\u0000',
        referrer: `https://example.com/${'r'.repeat(1000)}`,
        landingPage: `/pools?${'p'.repeat(1000)}`,
        unknownKey: 'dropped',
      },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.lead.attribution).toEqual({
      utmCampaign: 'c'.repeat(ATTRIBUTION_LIMITS.utmCampaign),
      referrer: `https://example.com/${'r'.repeat(1000)}`.slice(0, ATTRIBUTION_LIMITS.referrer),
      landingPage: `/pools?${'p'.repeat(1000)}`.slice(0, ATTRIBUTION_LIMITS.landingPage),
    })
    for (const attribution of ['text', 42, ['a'], null, { utmSource: '   ' }]) {
      expect(parseLeadPayload({ ...estimate, attribution })).toMatchObject({
        ok: true,
        lead: { attribution: null },
      })
    }
  })
})
