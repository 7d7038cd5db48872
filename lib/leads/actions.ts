'use server'
/**
 * Server actions of the three lead forms: the path a form takes without JavaScript (or before
 * it has loaded). They check the posted values with the form's own schema (./forms), as the
 * browser does, with the same messages, then run the same intake as POST /api/estimates, and
 * return what the page shows next.
 */
import { createHash } from 'node:crypto'
import { headers } from 'next/headers'
import { MESSAGES } from '@/content/lead-options'
import { CONTACT_FAILURE_SOURCE, CONTACT_FAILURE_TYPE, CONTACT_TOASTS } from '@/content/contact-page'
import { ESTIMATE_FAILURE_SOURCE } from '@/content/estimate-page'
import { log } from '@/lib/log'
import { clientIp } from '@/lib/request'
import type { VisitAttribution } from '@/db/schema'
import { buildAttribution } from './attribution'
import { receiveFailureNotification } from './failure-notifications'
import {
  contactPayload,
  estimatePayload,
  homeContactPayload,
  readContactValues,
  readEstimateValues,
  readStep,
  renamePayloadErrors,
} from './form-payloads'
import type { FormInstance, LeadFormState } from './form-state'
import { readFormTime, signFormTime } from './form-token'
import { receiveLead, type IntakeResult } from './intake'
import { IDEMPOTENCY_KEY_PATTERN } from './schemas'
import { FORM_TOKEN_FIELD } from './spam-rules'
import { cutText } from './json-safe'
import { contactSourcePage, homeContactSourcePage, SOURCE_PAGE_MAX } from './source-page'
import { contactPageErrors } from './forms/contact-page'
import { estimateStepErrors } from './forms/estimate'
import { ESTIMATE_CHOOSE_POOL_TYPE, estimateEditIntent, estimateStepForField } from './forms/estimate-steps'
import { homeContactError } from './forms/home-contact'

type RequestInfo = {
  ip: string
  /** The posting page's query and path (from the Referer); null path when there is no Referer. */
  query: URLSearchParams
  pathname: string | null
  attribution: VisitAttribution | null
}

async function requestInfo(): Promise<RequestInfo> {
  const h = await headers()
  let query = new URLSearchParams()
  let pathname: string | null = null
  let attribution: VisitAttribution | null = null
  const referer = h.get('referer')
  if (referer) {
    try {
      // A form posted without JavaScript comes from its own page: its URL carries the UTM tags.
      const url = new URL(referer)
      query = url.searchParams
      pathname = url.pathname
      attribution = buildAttribution(url, undefined)
    } catch {
      // A malformed Referer leaves the defaults.
    }
  }
  return { ip: clientIp(h), query, pathname, attribution }
}

function field(formData: FormData, name: string): string {
  const value = formData.get(name)
  return typeof value === 'string' ? value : ''
}

/** The sourcePage the page rendered into the form, cut to its stored size; '' when absent. */
function sourcePageField(formData: FormData): string {
  return cutText(field(formData, 'sourcePage').trim(), SOURCE_PAGE_MAX).trim()
}

const nonce = () => crypto.randomUUID()

/**
 * The idempotency key a post is stored under: the form's key together with what was sent. A
 * cached page gives every visitor the same rendered form and key, so the key alone would take a
 * second visitor's lead for a retry of the first; the same post sent again still gets the same
 * key. See docs/decisions/0161-forms-on-cached-pages.md.
 */
function postIdempotencyKey(formData: FormData, payload: Record<string, unknown>): string | null {
  const key = field(formData, 'idempotencyKey')
  if (!key) return null
  // A malformed key goes to the intake as it is, which refuses it as before.
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return key
  const digest = createHash('sha256').update(key).update('\0').update(JSON.stringify(payload))
  return `form:${digest.digest('base64url')}`
}

/**
 * The posting form's instance, handed back with every answer that keeps the form on screen: its
 * signed time (the one it sent when still valid, so the fill time counts from the first answer;
 * otherwise one signed now: a form posted without JavaScript gets its time from the server's
 * first answer, never from cacheable HTML) and its idempotency key (a resubmit keeps it).
 */
function instanceOf(formData: FormData): FormInstance {
  const sent = field(formData, FORM_TOKEN_FIELD)
  const key = field(formData, 'idempotencyKey')
  return {
    token: readFormTime(sent).ok ? sent : signFormTime(),
    key: IDEMPOTENCY_KEY_PATTERN.test(key) ? key : crypto.randomUUID(),
  }
}

/**
 * A post that is not a form (a crafted Next-Action call with a JSON array, or no body) gets the
 * form's failure answer instead of an exception: it cannot be a person's submission.
 */
function isForm(formData: unknown): formData is FormData {
  if (formData instanceof FormData) return true
  log.warn('lead form action called without form data')
  return false
}

function notAForm(message: string): LeadFormState {
  return { status: 'error', failed: true, message, nonce: nonce() }
}

async function intake(
  payload: Record<string, unknown>,
  formData: FormData,
  ip: string,
): Promise<IntakeResult | null> {
  try {
    return await receiveLead(payload, { ip, idempotencyKey: postIdempotencyKey(formData, payload) })
  } catch (error) {
    log.error({ err: error }, 'lead intake failed (form post)')
    return null
  }
}

async function reportFailure(errorType: string, source: string, message: string, data: unknown, ip: string) {
  try {
    await receiveFailureNotification({ errorType, errorMessage: message, source, submissionData: data }, ip)
  } catch (error) {
    log.error({ err: error }, 'failure notification could not be stored (form post)')
  }
}

/** Home contact section (spec 01 §5 order, one alert text). */
export async function submitHomeContactAction(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  if (!isForm(formData)) return notAForm(MESSAGES.genericSubmitError)
  const values = readContactValues(formData)
  const error = homeContactError(values)
  if (error)
    return { status: 'error', message: error, values, nonce: nonce(), instance: instanceOf(formData) }
  const { ip, query, attribution } = await requestInfo()
  const payload = homeContactPayload(values, {
    sourcePage: homeContactSourcePage(query),
    attribution,
    nearestBranch: field(formData, 'nearestBranch'),
    website: field(formData, 'website'),
    formToken: field(formData, FORM_TOKEN_FIELD),
  })
  const result = await intake(payload, formData, ip)
  if (result?.status === 201) return { status: 'success', answer: result.body, nonce: nonce() }
  return {
    status: 'error',
    message: result?.body.message ?? MESSAGES.genericSubmitError,
    values,
    nonce: nonce(),
    instance: instanceOf(formData),
  }
}

/** Contact page form (spec 01 §5 messages, §7 sourcePage rules, §8 toasts). */
export async function submitContactPageAction(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  if (!isForm(formData)) return notAForm(CONTACT_TOASTS.failureFallback)
  const values = readContactValues(formData)
  const errors = contactPageErrors(values)
  const first = Object.values(errors)[0]
  if (first)
    return {
      status: 'error',
      message: first,
      fieldErrors: errors,
      values,
      nonce: nonce(),
      instance: instanceOf(formData),
    }
  const { ip, query, pathname, attribution } = await requestInfo()
  // The page rendered its sourcePage into the form (a landing page's slug, spec 01 §7); without it
  // the Referer decides, and without a Referer the contact page's own fallback, 'contact'.
  const payload = contactPayload(values, {
    sourcePage: sourcePageField(formData) || contactSourcePage(query, pathname ?? '/contact'),
    attribution,
    website: field(formData, 'website'),
    formToken: field(formData, FORM_TOKEN_FIELD),
  })
  const result = await intake(payload, formData, ip)
  if (result?.status === 201) return { status: 'success', answer: result.body, nonce: nonce() }
  const message = result?.body.message ?? CONTACT_TOASTS.failureFallback
  await reportFailure(CONTACT_FAILURE_TYPE, CONTACT_FAILURE_SOURCE, message, payload, ip)
  const fieldErrors =
    result && result.status === 400 ? renamePayloadErrors(result.body.fieldErrors) : undefined
  return {
    status: 'error',
    failed: true,
    message,
    fieldErrors,
    values,
    nonce: nonce(),
    instance: instanceOf(formData),
  }
}

/**
 * Estimate form: Back and Continue move between the three steps on the server too, so the form
 * works the same without JavaScript; the last step submits.
 */
export async function estimateFormAction(
  _previous: LeadFormState,
  formData: FormData,
): Promise<LeadFormState> {
  if (!isForm(formData)) return notAForm(MESSAGES.estimateSubmitError)
  const values = readEstimateValues(formData)
  const step = readStep(formData)
  const intent = field(formData, 'intent')

  if (intent === 'back')
    return {
      status: 'step',
      step: step > 1 ? ((step - 1) as 1 | 2) : 1,
      values,
      nonce: nonce(),
      instance: instanceOf(formData),
    }

  // The review step's 'Change' beside an answer: the step that shows it.
  const edited = estimateEditIntent(intent)
  if (edited)
    return {
      status: 'step',
      step: estimateStepForField(edited),
      values,
      nonce: nonce(),
      instance: instanceOf(formData),
    }

  // 'Choose a pool type instead' of the pool (or service) chosen on another page.
  if (intent === ESTIMATE_CHOOSE_POOL_TYPE)
    return {
      status: 'step',
      step: 3,
      values: { ...values, poolType: '' },
      nonce: nonce(),
      instance: instanceOf(formData),
    }

  if (intent === 'next' && step < 3) {
    // Continue checks the step's fields with their full rules, as the browser does.
    const errors = estimateStepErrors(step, values)
    if (Object.keys(errors).length) {
      return {
        status: 'error',
        step,
        values,
        fieldErrors: errors,
        message: Object.values(errors)[0],
        nonce: nonce(),
        instance: instanceOf(formData),
      }
    }
    return {
      status: 'step',
      step: (step + 1) as 2 | 3,
      values,
      nonce: nonce(),
      instance: instanceOf(formData),
    }
  }

  const { ip, attribution } = await requestInfo()
  const variant = field(formData, 'variant') === 'appointment' ? 'appointment' : 'estimate'
  const payload = estimatePayload(values, {
    requestType: variant,
    sourcePage: sourcePageField(formData) || 'estimate',
    attribution,
    nearestBranch: field(formData, 'nearestBranch'),
    website: field(formData, 'website'),
    formToken: field(formData, FORM_TOKEN_FIELD),
  })
  const result = await intake(payload, formData, ip)
  if (result?.status === 201) {
    return { status: 'success', answer: result.body, branch: result.branch, values, nonce: nonce() }
  }
  const message = result?.body.message ?? MESSAGES.estimateSubmitError
  await reportFailure(variant, ESTIMATE_FAILURE_SOURCE, message, payload, ip)
  const fieldErrors =
    result && result.status === 400 ? renamePayloadErrors(result.body.fieldErrors) : undefined
  const firstField = Object.keys(fieldErrors ?? {})[0]
  return {
    status: 'error',
    failed: true,
    step: firstField ? estimateStepForField(firstField) : 3,
    values,
    fieldErrors,
    message,
    nonce: nonce(),
    instance: instanceOf(formData),
  }
}
