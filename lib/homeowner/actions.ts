'use server'
/**
 * The homeowner's page's server actions. No staff session: the token in the page's address is the
 * authority, checked first in each (an unknown, revoked or expired one is a 404 and nothing else
 * happens). Known refusals come back as an ActionResult with their status (400 field errors, 404,
 * 409 refusals, 429), as the admin actions answer; anything unexpected is logged and answered 500
 * without a stack.
 */
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getDb } from '@/db/client'
import { failureOf } from '@/lib/errors'
import { log } from '@/lib/log'
import { clientIp } from '@/lib/request'
import { declineQuote } from '@/lib/quotes/decline'
import { findHomeownerAccess } from '@/lib/quotes/homeowner-link'
import { homeownerPath } from '@/lib/quotes/homeowner-token'
import { SigningRefusedError, signQuote } from '@/lib/quotes/signing'
import { markQuoteViewed } from '@/lib/quotes/viewed'
import type { ActionResult } from '@/lib/write/result'
import { LOST_LINK_MESSAGES, requestHomeownerLink } from './lost-link'

/** The answer of signing and declining: refusal true when the quote can no longer be signed. */
export type PortalResult = ActionResult<null> | { ok: false; refusal: true; message: string; status: 409 }

const NOT_FOUND: PortalResult = { ok: false, status: 404, message: 'This page does not exist.' }
const UNEXPECTED =
  'Something went wrong on our side and nothing was saved. Please try again in a moment, or call us.'

async function leadOf(token: unknown): Promise<number | null> {
  const access = await findHomeownerAccess(await getDb(), token)
  return access?.leadId ?? null
}

function answer(error: unknown, context: string): PortalResult {
  if (error instanceof SigningRefusedError)
    return { ok: false, refusal: true, message: error.message, status: 409 }
  const failure = failureOf(error)
  if (failure) return { ok: false, ...failure }
  log.error({ err: error, context }, 'homeowner page action failed')
  return { ok: false, status: 500, message: UNEXPECTED }
}

/** The browser has shown the quote: mark the version viewed (once). Never fails the page. */
export async function markQuoteViewedAction(token: string, versionId: number): Promise<void> {
  try {
    const leadId = await leadOf(token)
    if (leadId === null || !Number.isSafeInteger(versionId)) return
    await markQuoteViewed(leadId, versionId)
  } catch (error) {
    log.warn({ err: error }, 'marking a quote viewed failed')
  }
}

/** Signs the version; on success the homeowner's page opens with the confirmation. */
export async function signQuoteAction(token: string, versionId: number, raw: unknown): Promise<PortalResult> {
  let signed = false
  try {
    const leadId = await leadOf(token)
    if (leadId === null || !Number.isSafeInteger(versionId)) return NOT_FOUND
    const request = await headers()
    await signQuote({
      leadId,
      versionId,
      input: raw,
      clientIp: clientIp(request),
      userAgent: request.get('user-agent'),
      token,
    })
    signed = true
  } catch (error) {
    return answer(error, 'sign')
  }
  if (signed) redirect(`${homeownerPath(token)}?signed=1`)
  return NOT_FOUND
}

/** Declines the version with an optional reason (a form: works without JavaScript). */
export async function declineQuoteAction(
  token: string,
  versionId: number,
  _previous: PortalResult | null,
  form: FormData,
): Promise<PortalResult> {
  let declined = false
  try {
    const leadId = await leadOf(token)
    if (leadId === null || !Number.isSafeInteger(versionId)) return NOT_FOUND
    const reason = formField(form, 'reason')
    await declineQuote({ leadId, versionId, input: { reason: reason || undefined } })
    declined = true
  } catch (error) {
    return answer(error, 'decline')
  }
  if (declined) redirect(`${homeownerPath(token)}?declined=1`)
  return NOT_FOUND
}

export type LostLinkResult = ActionResult<null>

/** A field of a posted form; '' when the call carried no form (a crafted call, not a person). */
function formField(form: unknown, name: string): string {
  const value = form instanceof FormData ? form.get(name) : null
  return typeof value === 'string' ? value : ''
}

/** "Lost your link?": the same answer whether or not the address matched (a form: no JavaScript needed). */
export async function requestHomeownerLinkAction(
  _previous: LostLinkResult | null,
  form: FormData,
): Promise<LostLinkResult> {
  try {
    await requestHomeownerLink({ email: formField(form, 'email') }, clientIp(await headers()))
    return { ok: true, message: LOST_LINK_MESSAGES.sent, data: null }
  } catch (error) {
    const failure = failureOf(error)
    if (failure) return { ok: false, ...failure }
    log.error({ err: error }, 'sending a new homeowner link failed')
    return { ok: false, status: 500, message: UNEXPECTED }
  }
}
