import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/content/lead-options'
import { checkLeadPayload } from './browser-check'
import { parseLeadPayload } from './schemas'

describe('browser check of a lead payload (schema loaded on demand)', () => {
  it('gives the intake schema’s verdict and messages', async () => {
    const bad = { requestType: 'estimate', firstName: 'A', phone: '12', email: 'not-an-email' }
    const checked = await checkLeadPayload(bad)
    expect(checked).toEqual(parseLeadPayload(bad))
    expect(checked?.ok).toBe(false)
    if (checked && !checked.ok) {
      expect(checked.fieldErrors.firstName).toEqual([MESSAGES.nameTooShort])
      expect(checked.fieldErrors.email).toEqual([MESSAGES.emailInvalid])
    }
  })

  it('accepts a valid estimate as the server would', async () => {
    const good = { requestType: 'estimate', firstName: 'Ana Perez', phone: '(352) 555-0100' }
    const checked = await checkLeadPayload(good)
    expect(checked).toEqual(parseLeadPayload(good))
    expect(checked?.ok).toBe(true)
  })
})
