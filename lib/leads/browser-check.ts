/**
 * The browser's last check of a lead payload before it is sent: the intake's own schema
 * (lib/leads/schemas.ts, so the messages are the server's), loaded on demand instead of with the
 * page (./forms/load). The form preloads it once the visitor starts filling it in. If it cannot
 * load, the payload is sent unchecked: the server parses every payload again and answers with the
 * same messages.
 */
import { lazyModule } from './forms/load'
import type { LeadParseResult } from './schemas'

const leadSchema = lazyModule(() => import('./schemas'))

/** Starts loading the schema (once); a failed load is retried on the next call. */
export function preloadLeadSchema() {
  return leadSchema.load()
}

/** The schema's verdict on `payload`, or null when the schema could not be loaded. */
export async function checkLeadPayload(payload: unknown): Promise<LeadParseResult | null> {
  const schemas = await leadSchema.ready()
  return schemas ? schemas.parseLeadPayload(payload) : null
}
