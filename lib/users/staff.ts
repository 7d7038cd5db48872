import 'server-only'
/** Staff who can be assigned leads: the active admin users (any role). */
import { asc, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { adminUsers } from '@/db/schema'

export type StaffMember = { username: string; role: string }

export async function listActiveStaff(): Promise<StaffMember[]> {
  const db = await getDb()
  return db
    .select({ username: adminUsers.username, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .orderBy(asc(adminUsers.username))
}
