import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import { adminUsers, estimateRequests } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import { sameVersion, uniqueViolation } from '@/lib/write/concurrency'
import { NotFoundError, RuleError, StaleEditError } from '@/lib/errors'
import { generatePassword, hashPassword } from '@/lib/auth/password'
import type { AdminUser } from '@/lib/auth/session'
import { endUserSessions } from '@/lib/auth/sessions'
import { USER_RULES, type CreateUserValues, type UserFormValues } from './schema'

type Actor = Pick<AdminUser, 'id' | 'username'>
type UserRow = typeof adminUsers.$inferSelect

/** What the audit log keeps of a user: never the password hash. */
function safe(row: UserRow) {
  const { passwordHash: _hash, ...rest } = row
  return rest
}

/** Turns a unique violation into the message on the field it concerns. */
function explainUnique(error: unknown): never {
  const violation = uniqueViolation(error)
  if (violation) {
    if (violation.constraint?.includes('email')) throw new RuleError(USER_RULES.emailTaken, 'email')
    throw new RuleError(USER_RULES.usernameTaken, 'username')
  }
  throw error
}

/**
 * Locks the active administrators until the transaction ends, so two changes made at the same
 * moment cannot each remove "one of two" admins and leave none.
 */
async function lockActiveAdmins(tx: Database) {
  return tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.isActive, true)))
    .for('update')
}

async function assertAnAdminRemains(tx: Database) {
  const remaining = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.isActive, true)))
  if (remaining.length === 0) throw new RuleError(USER_RULES.lastAdmin, 'role')
}

/**
 * Usernames are unique whatever their case: 'Sales1' beside 'sales1' would be two accounts staff
 * cannot tell apart (the login limit already counts them as one name).
 */
async function assertUsernameFree(db: Database, username: string, exceptId: number | null) {
  const sameName = sql`lower(${adminUsers.username}) = lower(${username})`
  const [other] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(exceptId === null ? sameName : and(sameName, sql`${adminUsers.id} <> ${exceptId}`))
    .limit(1)
  if (other) throw new RuleError(USER_RULES.usernameTaken, 'username')
}

export async function createUser(
  actor: Actor,
  values: CreateUserValues,
): Promise<{ row: UserRow; generatedPassword: string | null }> {
  const db = await getDb()
  const generatedPassword = values.password ? null : generatePassword()
  const passwordHash = await hashPassword(values.password ?? generatedPassword ?? '')
  try {
    const row = await db.transaction(async (tx) => {
      await assertUsernameFree(tx, values.username, null)
      const [created] = await tx
        .insert(adminUsers)
        .values({
          username: values.username,
          email: values.email,
          role: values.role,
          isActive: values.isActive,
          passwordHash,
        })
        .returning()
      if (!created) throw new Error('user insert returned no row')
      await recordAudit(tx, {
        actor,
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: safe(created),
      })
      return created
    })
    return { row, generatedPassword }
  } catch (error) {
    explainUnique(error)
  }
}

/**
 * Saves username, email, role and active flag. Refused: demoting yourself out of admin,
 * deactivating yourself, and any change that leaves no active administrator. Deactivating a user
 * ends their sessions at once.
 */
export async function updateUser(actor: Actor, id: number, values: UserFormValues): Promise<UserRow> {
  const db = await getDb()
  if (!values.updatedAt) throw new StaleEditError()
  const version = values.updatedAt
  try {
    return await db.transaction(async (tx) => {
      await lockActiveAdmins(tx)
      const [before] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1)
      if (!before) throw new NotFoundError('The user')
      if (id === actor.id && before.role === 'admin' && values.role !== 'admin') {
        throw new RuleError(USER_RULES.selfDemote, 'role')
      }
      if (id === actor.id && !values.isActive) throw new RuleError(USER_RULES.selfDeactivate, 'isActive')
      if (values.username !== before.username) await assertUsernameFree(tx, values.username, id)
      const [after] = await tx
        .update(adminUsers)
        .set({
          username: values.username,
          email: values.email,
          role: values.role,
          isActive: values.isActive,
          updatedAt: new Date(),
        })
        .where(and(eq(adminUsers.id, id), sameVersion(adminUsers.updatedAt, version)))
        .returning()
      if (!after) throw new StaleEditError()
      if (before.role === 'admin' && before.isActive) await assertAnAdminRemains(tx)
      if (before.isActive && !after.isActive) await endUserSessions(tx, id)
      if (before.username !== after.username) await renameSalesRep(tx, actor, before.username, after.username)
      await recordAudit(tx, {
        actor,
        action: before.isActive !== after.isActive ? (after.isActive ? 'activate' : 'deactivate') : 'update',
        entity: 'user',
        entityId: id,
        before: safe(before),
        after: safe(after),
      })
      return after
    })
  } catch (error) {
    explainUnique(error)
  }
}

/**
 * Leads name their sales rep by username: a renamed user keeps their leads. The assignments move
 * in the user's transaction (the lead desk checks a rep with a shared lock on the user row, so an
 * assignment cannot slip in under the old name), each lead's version moves on (a form opened
 * before shows the old name and is refused as stale), and one audit row records the move.
 */
async function renameSalesRep(tx: Database, actor: Actor, from: string, to: string) {
  // Counted in the database: a busy rep may own many thousands of leads.
  const result = await tx.execute<{ n: number }>(sql`
    with moved as (
      update ${estimateRequests} set sales_rep = ${to}, updated_at = now()
      where sales_rep = ${from}
      returning 1
    )
    select count(*)::int as n from moved`)
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows
  const moved = Number(rows[0]?.n ?? 0)
  if (!moved) return
  await recordAudit(tx, {
    actor,
    action: 'rename-sales-rep',
    entity: 'estimate',
    entityId: null,
    before: { salesRep: from },
    after: { salesRep: to, leads: moved },
  })
}

/** Activates or deactivates a user from the list, under the same rules as the edit form. */
export async function setUserActive(
  actor: Actor,
  id: number,
  version: string | undefined,
  isActive: boolean,
): Promise<UserRow> {
  const db = await getDb()
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1)
  if (!row) throw new NotFoundError('The user')
  return updateUser(actor, id, {
    updatedAt: version,
    username: row.username,
    email: row.email,
    role: row.role as UserFormValues['role'],
    isActive,
  })
}

/**
 * Gives the user a new random password (shown once to the administrator) and ends their sessions,
 * so whoever knew the old password is signed out everywhere.
 */
export async function resetUserPassword(
  actor: Actor,
  id: number,
): Promise<{ row: UserRow; password: string }> {
  const db = await getDb()
  const password = generatePassword()
  const passwordHash = await hashPassword(password)
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(adminUsers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(adminUsers.id, id))
      .returning()
    if (!updated) throw new NotFoundError('The user')
    await endUserSessions(tx, id)
    await recordAudit(tx, {
      actor,
      action: 'reset-password',
      entity: 'user',
      entityId: id,
      after: { username: updated.username },
    })
    return updated
  })
  return { row, password }
}
