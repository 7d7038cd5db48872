/**
 * Server action calls Next.js would answer with a 500, answered first by the proxy (proxy.ts)
 * with what they are: a 403 for a call from another site, a 400 for a body the action does not
 * take (lib/http/server-action-body). Next.js 16 refuses a cross-site call itself, but with a 500
 * and an error in the log, and throws (a 500) on any body its decoder cannot read. The rules
 * mirror how Next.js reads a POST (next/dist/server/lib/server-action-request-meta and
 * app-render/action-handler), so no call it would take is refused here.
 */
import { fetchCallProblem, formPostProblem } from './server-action-body'

export const ACTION_CALL_MESSAGES = {
  crossSite: 'This form can only be sent from this site.',
  invalid: (why: string) => `The request is not a valid call of this page's form: ${why}.`,
  unreadable: 'The request is not a valid call of this page’s form: its form data does not parse.',
} as const

export type ActionCallRefusal = { status: 400 | 403; message: string }

type CallKind = 'fetch-text' | 'fetch-form' | 'form'

/** How Next.js reads a POST: a fetch call (Next-Action header) as text or form data, or a form. */
function callKind(headers: Headers): CallKind | undefined {
  const type = headers.get('content-type')
  const multipart = type?.startsWith('multipart/form-data') ?? false
  if (headers.has('next-action')) {
    // Exactly this type: Next.js answers "not found" without reading the body.
    if (type === 'application/x-www-form-urlencoded') return undefined
    return multipart ? 'fetch-form' : 'fetch-text'
  }
  // Any multipart post may be a form naming an action (a form posted without JavaScript).
  return multipart ? 'form' : undefined
}

/**
 * Next.js's same-origin rule for actions: an Origin, when sent, must name the host the request
 * was sent to (the first X-Forwarded-Host entry, else Host). An Origin that does not parse, or
 * 'null' (sandboxed frames), is another site.
 */
export function isCrossSiteCall(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin === null) return false
  let originHost = 'null'
  if (origin !== 'null') {
    try {
      originHost = new URL(origin).host
    } catch {
      return true
    }
  }
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  return !host || originHost !== host
}

/** The answer for a POST Next.js would fail on as a server action, or undefined to let it through. */
export async function actionCallRefusal(request: Request): Promise<ActionCallRefusal | undefined> {
  // Route handlers (/api) never run actions: they read their own bodies.
  if (request.method !== 'POST' || new URL(request.url).pathname.startsWith('/api/')) return undefined
  const kind = callKind(request.headers)
  if (!kind) return undefined
  if (isCrossSiteCall(request.headers)) return { status: 403, message: ACTION_CALL_MESSAGES.crossSite }
  let problem: string | undefined
  if (kind === 'fetch-text') {
    problem = fetchCallProblem(await request.clone().text())
  } else {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return { status: 400, message: ACTION_CALL_MESSAGES.unreadable }
    }
    problem = kind === 'fetch-form' ? fetchCallProblem(form) : formPostProblem(form)
  }
  return problem ? { status: 400, message: ACTION_CALL_MESSAGES.invalid(problem) } : undefined
}
