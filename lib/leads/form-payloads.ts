/**
 * Form values -> POST /api/estimates payloads (spec 01 §7), shared by the browser and the server
 * actions so both send exactly the same thing.
 */
import type { LeadRequestType } from './answers'
import type { ContactValues } from './forms/contact-page'
import {
  EMPTY_ESTIMATE_VALUES,
  type EstimateField,
  type EstimateStep,
  type EstimateValues,
} from './forms/estimate-steps'

type Extras = {
  sourcePage: string
  nearestBranch?: string | null
  website?: string
  attribution?: Record<string, string | undefined> | null
  /** The form's signed time (lib/leads/form-token), as fetched or handed back by the server. */
  formToken?: string | undefined
  /** Appointment variant: the consultation slot picked (lib/booking), when one was. */
  slot?: string | null
}

function extras(extra: Extras) {
  return {
    sourcePage: extra.sourcePage,
    ...(extra.nearestBranch ? { nearestBranch: extra.nearestBranch } : {}),
    ...(extra.attribution ? { attribution: extra.attribution } : {}),
    ...(extra.website ? { website: extra.website } : {}),
    ...(extra.formToken ? { formToken: extra.formToken } : {}),
    ...(extra.slot ? { slot: extra.slot } : {}),
  }
}

/** Home contact: the full name in firstName, empty lastName and address. */
export function homeContactPayload(values: ContactValues, extra: Extras) {
  return {
    firstName: values.name.trim(),
    lastName: '',
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: '',
    message: values.message.trim(),
    requestType: 'contact' as const,
    ...extras(extra),
  }
}

/** 'Mary Ann Lee' -> ['Mary', 'Ann Lee']: split at the first space. */
export function splitName(fullName: string): [string, string] {
  const trimmed = fullName.trim()
  const space = trimmed.indexOf(' ')
  if (space === -1) return [trimmed, '']
  return [trimmed.slice(0, space), trimmed.slice(space + 1).trim()]
}

/** Contact page: first and last name split at the first space. */
export function contactPayload(values: ContactValues, extra: Extras) {
  const [firstName, lastName] = splitName(values.name)
  return {
    firstName,
    lastName,
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    requestType: 'contact' as const,
    ...extras(extra),
  }
}

/** Estimate form: the full name in firstName; an empty email is left out. */
export function estimatePayload(values: EstimateValues, extra: Extras & { requestType: LeadRequestType }) {
  const email = values.email.trim()
  return {
    firstName: values.name.trim(),
    lastName: '',
    ...(email ? { email } : {}),
    phone: values.phone.trim(),
    address: values.address.trim(),
    message: values.message.trim(),
    poolType: values.poolType.trim(),
    budgetRange: values.budgetRange.trim(),
    timeframe: values.timeframe.trim(),
    requestType: extra.requestType,
    ...extras(extra),
  }
}

type Form = Pick<FormData, 'get'>

function text(formData: Form, name: string): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

export function readContactValues(formData: Form): ContactValues {
  return {
    name: text(formData, 'name'),
    email: text(formData, 'email'),
    phone: text(formData, 'phone'),
    message: text(formData, 'message'),
  }
}

export function readEstimateValues(formData: Form): EstimateValues {
  const values = { ...EMPTY_ESTIMATE_VALUES }
  for (const key of Object.keys(values) as EstimateField[]) values[key] = text(formData, key)
  return values
}

export function readStep(formData: Form): EstimateStep {
  const step = Number(text(formData, 'step'))
  return step === 2 || step === 3 ? step : 1
}

const PAYLOAD_TO_FORM: Record<string, string> = {
  firstName: 'name',
  lastName: 'name',
  timeframe: 'timeframe',
}

/** Server field errors (payload names) -> the form's field names, first message each. */
export function renamePayloadErrors(
  fieldErrors: Record<string, string[]> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, messages] of Object.entries(fieldErrors ?? {})) {
    const name = PAYLOAD_TO_FORM[key] ?? key
    if (!out[name] && messages[0]) out[name] = messages[0]
  }
  return out
}
