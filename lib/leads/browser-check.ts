/**
 * The browser's last check of a lead payload before it is sent: the intake's own schema
 * (lib/leads/schemas.ts, so the messages are the server's), loaded on demand instead of with the
 * page (zod is most of the estimate form's JavaScript). The form preloads it once the visitor
 * starts filling it in. If it cannot load, the payload is sent unchecked: the server parses
 * every payload again and answers with the same messages.
 */
import type { LeadParseResult } from './schemas'

let loading: Promise<typeof import('./schemas')> | undefined

/** Starts loading the schema (once); a failed load is retried on the next call. */
export function preloadLeadSchema() {
  loading ??= import('./schemas').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** The schema's verdict on `payload`, or null when the schema could not be loaded. */
export async function checkLeadPayload(payload: unknown): Promise<LeadParseResult | null> {
  let schemas: typeof import('./schemas')
  try {
    schemas = await preloadLeadSchema()
  } catch {
    return null
  }
  return schemas.parseLeadPayload(payload)
}
