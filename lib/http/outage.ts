import 'server-only'
import { databaseMarkedDown } from '@/db/health'

/**
 * True while this process knows the database cannot be reached (db/health): proxy.ts then sends
 * page requests to the outage page, which shows only then.
 */
export function inDatabaseOutage(): boolean {
  return databaseMarkedDown()
}
