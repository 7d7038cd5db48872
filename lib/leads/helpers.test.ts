import { describe, expect, it } from 'vitest'
import { retryDelayMs } from '@/lib/mail/backoff'
import { buildAttribution } from './attribution'
import {
  contactPayload,
  estimatePayload,
  homeContactPayload,
  renamePayloadErrors,
  splitName,
} from './form-payloads'
import { jsonSafe } from './json-safe'
import { failureMail, headerSafe, leadMail, leadRecipients } from './mail-content'
import { parseLeadPayload } from './schemas'
import { spamReason } from './spam-rules'
import { EMPTY_ESTIMATE_VALUES } from './forms/estimate-steps'

describe('form payloads (spec 01 §7)', () => {
  const values = {
    name: ' Mary Ann Lee ',
    email: ' mary@example.com ',
    phone: ' 5615550100 ',
    message: ' Hello there! ',
  }

  it('home contact: full name in firstName, empty lastName and address', () => {
    expect(homeContactPayload(values, { sourcePage: 'home', nearestBranch: 'west-palm-beach' })).toEqual({
      firstName: 'Mary Ann Lee',
      lastName: '',
      email: 'mary@example.com',
      phone: '5615550100',
      address: '',
      message: 'Hello there!',
      requestType: 'contact',
      sourcePage: 'home',
      nearestBranch: 'west-palm-beach',
    })
  })

  it('contact page: the name split at the first space', () => {
    expect(splitName('Mary Ann Lee')).toEqual(['Mary', 'Ann Lee'])
    expect(splitName('Cher')).toEqual(['Cher', ''])
    expect(contactPayload(values, { sourcePage: 'contact' })).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Lee',
    })
  })

  it('estimate: an empty email is left out; the payload passes the shared schema', () => {
    const payload = estimatePayload(
      { ...EMPTY_ESTIMATE_VALUES, name: 'Ana Gomez', phone: '3525550100' },
      { requestType: 'appointment', sourcePage: 'estimate', formToken: 'signed.time' },
    )
    expect(payload).not.toHaveProperty('email')
    expect(payload).toMatchObject({
      firstName: 'Ana Gomez',
      lastName: '',
      requestType: 'appointment',
      formToken: 'signed.time',
    })
    expect(parseLeadPayload(payload).ok).toBe(true)
  })

  it('maps server field names back to the form', () => {
    expect(renamePayloadErrors({ firstName: ['Name is required'], phone: ['a', 'b'] })).toEqual({
      name: 'Name is required',
      phone: 'a',
    })
  })
})

describe('spam rules', () => {
  it('flags a filled honeypot, a missing signed time and a too-fast fill, not a person', () => {
    const person = { ok: true, ageMs: 9000 } as const
    expect(spamReason({ honeypot: 'http://x', formTime: person })).toBe('honeypot')
    expect(spamReason({ honeypot: '   ', formTime: person })).toBeUndefined()
    expect(spamReason({ formTime: { ok: false } })).toBe('no-form-time')
    expect(spamReason({ formTime: { ok: true, ageMs: 1500 } })).toBe('too-fast')
    expect(spamReason({ formTime: { ok: true, ageMs: 500 } }, 0)).toBeUndefined()
    expect(spamReason({ formTime: person })).toBeUndefined()
  })
})

describe('visit attribution', () => {
  it('keeps UTM tags, an external referrer and the landing page', () => {
    const url = new URL(
      'https://pools.example/pools?utm_source=google&utm_medium=cpc&utm_campaign=spring&x=1',
    )
    expect(buildAttribution(url, 'https://www.google.com/search')).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      referrer: 'https://www.google.com/search',
      landingPage: '/pools?utm_source=google&utm_medium=cpc&utm_campaign=spring&x=1',
    })
    expect(buildAttribution(new URL('https://pools.example/'), 'https://pools.example/pools')).toEqual({
      landingPage: '/',
    })
  })
})

describe('lead e-mail', () => {
  const lead = parseLeadPayload({
    firstName: 'Ana\r\nBcc: evil@example.com',
    phone: '3525550100',
    message: '<script>alert(1)</script>',
    attribution: { utmSource: 'google' },
  })
  if (!lead.ok) throw new Error('fixture')
  const branch = {
    id: 'ocala',
    name: 'Ocala Office',
    city: 'Ocala',
    phone: '(352) 555-0142',
    email: 'ocala@x.example',
  }

  it('is plain text with one-line subject, the lead id placeholder and the admin link', () => {
    const mail = leadMail(lead.lead, branch, 'https://pools.example/')
    expect(mail.subject).toBe('New estimate request from Ana Bcc: evil@example.com')
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.text).toContain('New estimate request #{{leadId}}')
    expect(mail.text).toContain('<script>alert(1)</script>')
    expect(mail.text).toContain('Branch: Ocala Office (Ocala, (352) 555-0142)')
    expect(mail.text).toContain('  utmSource: google')
    expect(mail.text).toContain('https://pools.example/admin/admin-estimates')
    expect(headerSafe('a\tb\u0000c')).toBe('a b c')
  })

  it('goes to the branch and the inbox, once each', () => {
    expect(leadRecipients(branch, 'inbox@x.example')).toEqual(['ocala@x.example', 'inbox@x.example'])
    expect(leadRecipients(branch, 'OCALA@x.example')).toEqual(['ocala@x.example'])
    expect(leadRecipients(null, 'inbox@x.example')).toEqual(['inbox@x.example'])
  })

  it('a failure notification mail carries what the visitor typed', () => {
    const mail = failureMail({
      errorType: 'contact',
      errorMessage: '500',
      source: 'Contact Form',
      submissionData: { a: 1 },
    })
    expect(mail.subject).toBe('Form submission failed: Contact Form')
    expect(mail.text).toContain('"a": 1')
  })
})

describe('outbox backoff and JSON for jsonb', () => {
  it('doubles from 30 s up to one hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryDelayMs(n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ])
  })

  it('removes NUL characters and non-finite numbers, bounds the depth', () => {
    expect(
      jsonSafe({ 'a\u0000': 'b\u0000c', n: Infinity, list: [1, undefined, 'x'], skip: undefined }),
    ).toEqual({
      a: 'bc',
      n: null,
      list: [1, null, 'x'],
    })
    let deep: unknown = 'end'
    for (let i = 0; i < 50; i++) deep = { deep }
    expect(JSON.stringify(jsonSafe(deep)).length).toBeLessThan(300)
  })
})
