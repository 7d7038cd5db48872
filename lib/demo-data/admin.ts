/** The first administrator: created only when no account with the admin role exists. */
import { eq } from 'drizzle-orm'
import { adminUsers } from '@/db/schema'
import { generatePassword, hashPassword } from '@/lib/auth/password'
import { env } from '@/config/env'
import type { SeedTx } from './types'

export const DEMO_ADMIN = {
  username: 'admin',
  email: 'admin@floridafiberglasspools.example',
  role: 'admin',
} as const

/** Returns the generated password when the account was created, otherwise undefined. */
export async function ensureDemoAdmin(
  tx: SeedTx,
): Promise<{ username: string; password: string } | undefined> {
  const [existing] = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.role, DEMO_ADMIN.role))
    .limit(1)
  if (existing) return undefined
  // A fixed password only where the environment asks for one (end-to-end tests).
  const password = env().DEMO_ADMIN_PASSWORD ?? generatePassword()
  const inserted = await tx
    .insert(adminUsers)
    .values({ ...DEMO_ADMIN, passwordHash: await hashPassword(password), isActive: true })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id })
  // A non-admin account may already hold the username or e-mail: leave it alone.
  return inserted.length > 0 ? { username: DEMO_ADMIN.username, password } : undefined
}
