import 'server-only'
/**
 * The id a lead intake answer carries: opaque, the same for a replay of the same submission, and
 * alike for a lead and for suspected spam, so neither a bot (caught or not) nor anyone counting
 * answers learns which table took it or how many leads arrive. Staff see the real ids in the
 * admin; spec 01 §7 leaves the body of a successful POST /api/estimates unspecified.
 */
import { createHmac } from 'node:crypto'
import { serverSecret } from '@/lib/server-secret'

export type StoredIn = 'estimate_requests' | 'contacts' | 'lead_spam'

export function publicLeadId(storedIn: StoredIn, id: number): string {
  const key = createHmac('sha256', serverSecret()).update('lead-public-id').digest()
  return createHmac('sha256', key).update(`${storedIn}:${id}`).digest('base64url').slice(0, 22)
}
