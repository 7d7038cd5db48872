import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/content/lead-options'
import { contactPageErrors } from './contact-page'
import { estimateBlurError, estimateStepErrors, estimateStepSchemas, estimateSubmitError } from './estimate'
import {
  canContinue,
  EMPTY_ESTIMATE_VALUES,
  ESTIMATE_STEP_FIELDS,
  ESTIMATE_STEPS,
  estimateStepForField,
} from './estimate-steps'
import { homeContactError } from './home-contact'

const home = {
  name: 'Tom Hill',
  email: 'tom@example.com',
  phone: '(561) 555-0100',
  message: 'A plunge pool, please.',
}

describe('home contact form checks (spec 01 §5, in order)', () => {
  it('asks for every required field first', () => {
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      expect(homeContactError({ ...home, [field]: '  ' })).toBe('Please fill in all required fields')
    }
    // Required fields come before the phone and message checks.
    expect(homeContactError({ ...home, name: '', phone: '1', message: 'x' })).toBe(
      MESSAGES.homeRequiredFields,
    )
  })

  it('then wants 10 digits in the phone', () => {
    expect(homeContactError({ ...home, phone: '555-0100 ext' })).toBe('Please enter a valid phone number')
    expect(homeContactError({ ...home, phone: '(((((((((((5' })).toBe('Please enter a valid phone number')
    expect(homeContactError({ ...home, phone: '5615550100', message: 'short' })).toBe(
      'Please provide more details about your project (minimum 10 characters)',
    )
  })

  it('then a trimmed message of at least 10 characters', () => {
    expect(homeContactError({ ...home, message: '   123456789   ' })).toBe(MESSAGES.homeMessageTooShort)
    expect(homeContactError({ ...home, message: '1234567890' })).toBeUndefined()
    expect(homeContactError(home)).toBeUndefined()
  })
})

describe('contact page checks', () => {
  it('gives one message per missing field', () => {
    expect(contactPageErrors({ name: '', email: '', phone: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      phone: 'Phone is required',
      message: 'Message is required',
    })
  })

  it('treats a malformed email as missing a valid one', () => {
    expect(contactPageErrors({ ...home, email: 'tom@example' })).toEqual({ email: 'Valid email is required' })
    expect(contactPageErrors(home)).toEqual({})
  })
})

describe('estimate form checks', () => {
  it('name on blur: required, then at least 2 characters', () => {
    expect(estimateBlurError('name', '')).toBe('Name is required')
    expect(estimateBlurError('name', '   ')).toBe('Name is required')
    expect(estimateBlurError('name', 'A')).toBe('Name must be at least 2 characters')
    expect(estimateBlurError('name', ' A ')).toBe('Name must be at least 2 characters')
    expect(estimateBlurError('name', 'Al')).toBeUndefined()
  })

  it('phone on blur: required, then at least 10 characters', () => {
    expect(estimateBlurError('phone', '')).toBe('Phone number is required')
    expect(estimateBlurError('phone', '555-0100')).toBe('Please enter a valid phone number')
    expect(estimateBlurError('phone', '3525550100')).toBeUndefined()
  })

  it('email is optional, and when filled must be text@text.text without spaces', () => {
    expect(estimateBlurError('email', '')).toBeUndefined()
    expect(estimateBlurError('email', '   ')).toBeUndefined()
    for (const bad of [
      'ana',
      'ana@example',
      'ana @example.com',
      'ana@exa mple.com',
      '@example.com',
      'ana@.com',
    ]) {
      expect(estimateBlurError('email', bad), bad).toBe('Please enter a valid email address')
    }
    expect(estimateBlurError('email', 'ana@example.com')).toBeUndefined()
    expect(estimateBlurError('email', 'x')).toBe(MESSAGES.emailInvalid)
    expect(estimateBlurError('address', '')).toBeUndefined()
  })

  it('Continue on step 1 checks name and phone with their full rules; on step 2 the email; step 3 nothing', () => {
    expect(estimateStepErrors(1, EMPTY_ESTIMATE_VALUES)).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
    })
    // Continue stays on a step that shows an error: the blur's messages hold on Continue too.
    expect(estimateStepErrors(1, { ...EMPTY_ESTIMATE_VALUES, name: 'A', phone: '3525550100' })).toEqual({
      name: 'Name must be at least 2 characters',
    })
    expect(estimateStepErrors(1, { ...EMPTY_ESTIMATE_VALUES, name: 'Ana', phone: '1' })).toEqual({
      phone: 'Please enter a valid phone number',
    })
    expect(estimateStepErrors(1, { ...EMPTY_ESTIMATE_VALUES, name: 'Ana', phone: '3525550100' })).toEqual({})
    expect(estimateStepErrors(2, { ...EMPTY_ESTIMATE_VALUES, email: 'bad' })).toEqual({
      email: 'Please enter a valid email address',
    })
    expect(estimateStepErrors(2, EMPTY_ESTIMATE_VALUES)).toEqual({})
    expect(estimateStepErrors(3, EMPTY_ESTIMATE_VALUES)).toEqual({})
  })

  it('Continue is disabled on step 1 until name and phone are non-blank, never on steps 2 and 3', () => {
    expect(canContinue(1, { name: '', phone: '' })).toBe(false)
    expect(canContinue(1, { name: 'Ana', phone: '  ' })).toBe(false)
    expect(canContinue(1, { name: ' ', phone: '3525550100' })).toBe(false)
    expect(canContinue(1, { name: 'A', phone: '1' })).toBe(true)
    expect(canContinue(2, { name: '', phone: '' })).toBe(true)
    expect(canContinue(3, { name: '', phone: '' })).toBe(true)
  })

  it('the submit check names the name first, then the phone', () => {
    expect(estimateSubmitError({ name: '', phone: '' })).toBe('Name is required')
    expect(estimateSubmitError({ name: 'Ana', phone: ' ' })).toBe('Phone number is required')
    expect(estimateSubmitError({ name: 'Ana', phone: '3525550100' })).toBeUndefined()
  })
})

describe('estimate form steps and posts without JavaScript', () => {
  it('picks each step from the schema by its field list', () => {
    for (const step of ESTIMATE_STEPS) {
      expect(Object.keys(estimateStepSchemas[step].shape)).toEqual([...ESTIMATE_STEP_FIELDS[step]])
    }
    expect(estimateStepForField('address')).toBe(1)
    expect(estimateStepForField('timeframe')).toBe(2)
    expect(estimateStepForField('message')).toBe(3)
    expect(estimateStepForField('slot')).toBe(3)
  })

  it('a Continue posted without JavaScript checks the step with the full rules, as no blur ran', () => {
    expect(estimateStepErrors(1, EMPTY_ESTIMATE_VALUES)).toEqual({
      name: MESSAGES.nameRequired,
      phone: MESSAGES.phoneRequired,
    })
    expect(estimateStepErrors(1, { ...EMPTY_ESTIMATE_VALUES, name: 'A', phone: '12345' })).toEqual({
      name: MESSAGES.nameTooShort,
      phone: MESSAGES.phoneInvalid,
    })
    expect(estimateStepErrors(1, { ...EMPTY_ESTIMATE_VALUES, name: 'Ana', phone: '3525550100' })).toEqual({})
    expect(estimateStepErrors(2, { ...EMPTY_ESTIMATE_VALUES, email: 'ana@example' })).toEqual({
      email: MESSAGES.emailInvalid,
    })
  })
})
