import { desc, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { adminSessions, adminUsers, auditLog, estimateRequests } from '@/db/schema'
import { parseLeadFilters } from '@/lib/leads/estimates/filters'
import { listLeads } from '@/lib/leads/estimates/list-query'
import { verifyPassword } from '@/lib/auth/password'
import { findSessionUser } from '@/lib/auth/sessions'
import { createRoleAdmins, createTestAdmin, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { testDriver, useTestDatabase } from '@/tests/helpers/test-db'
import {
  createUserAction,
  resetPasswordAction,
  setUserActiveAction,
  updateUserAction,
} from '@/lib/users/actions'
import { updateUser } from './mutations'
import { USER_RULES } from './schema'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

beforeAll(async () => {
  users = await createRoleAdmins(db())
})

async function userRow(id: number) {
  const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, id))
  if (!row) throw new Error(`no user ${id}`)
  return row
}

describe('user actions: who may manage users', () => {
  it('refuses anonymous (401), operations and sales (403)', async () => {
    const input = {
      username: 'intruder',
      email: 'intruder@example.test',
      role: 'admin',
      isActive: 'on',
      password: '',
    }
    signInAs(null)
    expect(await createUserAction(input)).toMatchObject({ ok: false, status: 401 })
    for (const role of ['operations', 'sales'] as const) {
      signInAs(users[role].token)
      expect(await createUserAction(input)).toMatchObject({ ok: false, status: 403 })
      expect(await resetPasswordAction(users.admin.id)).toMatchObject({ ok: false, status: 403 })
    }
    expect(await db().select().from(adminUsers).where(eq(adminUsers.username, 'intruder'))).toEqual([])
  })
})

describe('user actions: create, edit, deactivate, reset password', () => {
  it('creates a user with a generated password shown once, stored only as a hash', async () => {
    signInAs(users.admin.token)
    const result = await createUserAction({
      username: 'maria.s',
      email: ' Maria@Example.TEST ',
      role: 'sales',
      isActive: 'on',
      password: '',
    })
    if (!result.ok) throw new Error(result.message)
    expect(result.data.password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/)
    const row = await userRow(result.data.id)
    expect(row).toMatchObject({
      username: 'maria.s',
      email: 'maria@example.test',
      role: 'sales',
      isActive: true,
    })
    expect(row.passwordHash).not.toContain(result.data.password ?? '')
    expect(await verifyPassword(row.passwordHash, result.data.password ?? '')).toBe(true)
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({ action: 'create', entity: 'user', actorUsername: users.admin.username })
    expect(JSON.stringify(audit?.after)).not.toContain('argon2')
  })

  it('uses a typed password when given one', async () => {
    signInAs(users.admin.token)
    const result = await createUserAction({
      username: 'typed',
      email: 'typed@example.test',
      role: 'operations',
      password: 'a-long-enough-pass',
    })
    if (!result.ok) throw new Error(result.message)
    expect(result.data.password).toBeUndefined()
    expect(await verifyPassword((await userRow(result.data.id)).passwordHash, 'a-long-enough-pass')).toBe(
      true,
    )
  })

  it('applies the server schema of spec 01 §5 with errors on the fields', async () => {
    signInAs(users.admin.token)
    const result = await createUserAction({
      username: 'ab',
      email: 'not-an-email',
      role: 'boss',
      password: 'short',
    })
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email address',
        role: 'Choose a role: admin, operations or sales',
        password: 'Password must be at least 12 characters',
      },
    })
    const tooLong = await createUserAction({ username: 'x'.repeat(51), email: 'a@b.co', role: 'sales' })
    expect(tooLong).toMatchObject({
      ok: false,
      fieldErrors: { username: 'Username must be at most 50 characters' },
    })
  })

  it('refuses a username or email another user has, on the field', async () => {
    signInAs(users.admin.token)
    const sameName = await createUserAction({
      username: users.sales.username,
      email: 'fresh@example.test',
      role: 'sales',
    })
    expect(sameName).toMatchObject({ ok: false, fieldErrors: { username: USER_RULES.usernameTaken } })
    // The same name in other letters' case is the same name.
    const otherCase = await createUserAction({
      username: users.sales.username.toUpperCase(),
      email: 'fresh-case@example.test',
      role: 'sales',
    })
    expect(users.sales.username.toUpperCase()).not.toBe(users.sales.username)
    expect(otherCase).toMatchObject({ ok: false, fieldErrors: { username: USER_RULES.usernameTaken } })
    const sameEmail = await createUserAction({
      username: 'fresh-name',
      email: users.sales.email,
      role: 'sales',
    })
    expect(sameEmail).toMatchObject({ ok: false, fieldErrors: { email: USER_RULES.emailTaken } })
  })

  it('refuses the same name in other case also where the database lacks the case index', async () => {
    // Migration 0004 leaves the index out where two names already clashed: the check stands alone.
    signInAs(users.admin.token)
    await db().execute(sql`drop index admin_users_username_lower_idx`)
    try {
      const otherCase = await createUserAction({
        username: users.sales.username.toUpperCase(),
        email: 'no-index-case@example.test',
        role: 'sales',
      })
      expect(otherCase).toMatchObject({ ok: false, fieldErrors: { username: USER_RULES.usernameTaken } })
    } finally {
      await db().execute(
        sql`create unique index admin_users_username_lower_idx on admin_users using btree (lower(username))`,
      )
    }
  })

  it.runIf(testDriver === 'postgres')(
    'a clash the check cannot see yet (another creation not committed) is still refused on the field',
    async () => {
      signInAs(users.admin.token)
      let commitFirst = () => {}
      const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve))
      let firstInserted = () => {}
      const inserted = new Promise<void>((resolve) => (firstInserted = resolve))
      const first = db().transaction(async (tx) => {
        await tx
          .insert(adminUsers)
          .values({ username: 'twin.name', email: 'twin1@example.test', passwordHash: 'x' })
        firstInserted()
        await firstMayCommit
      })
      await inserted
      let settled = false
      const second = createUserAction({
        username: 'Twin.Name',
        email: 'twin2@example.test',
        role: 'sales',
        isActive: 'on',
        password: 'a-long-enough-password',
      }).finally(() => (settled = true))
      try {
        // The second creation has passed its check (hashing its password first takes a while on a
        // busy machine) and waits on the first one's row in the index.
        await expect
          .poll(
            async () => {
              if (settled) return true
              const waiting = (await db().execute(
                sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
              )) as unknown as { rows: { n: number }[] }
              return (waiting.rows[0]?.n ?? 0) > 0
            },
            { timeout: 10_000 },
          )
          .toBe(true)
      } finally {
        commitFirst()
        await first
      }
      expect(await second).toMatchObject({ ok: false, fieldErrors: { username: USER_RULES.usernameTaken } })
      const rows = await db()
        .select()
        .from(adminUsers)
        .where(inArray(adminUsers.username, ['Twin.Name', 'twin.name']))
      expect(rows.map((r) => r.username)).toEqual(['twin.name'])
    },
  )

  it('edits role and email, refuses stale edits, and deactivation ends the sessions', async () => {
    signInAs(users.admin.token)
    const target = await createTestAdmin(db(), 'sales')
    const opened = (await userRow(target.id)).updatedAt.toISOString()
    const saved = await updateUserAction(target.id, {
      username: target.username,
      email: 'new@example.test',
      role: 'operations',
      isActive: 'on',
      updatedAt: opened,
    })
    if (!saved.ok) throw new Error(saved.message)
    expect(await userRow(target.id)).toMatchObject({ role: 'operations', email: 'new@example.test' })

    const stale = await updateUserAction(target.id, {
      username: target.username,
      email: 'x@example.test',
      role: 'sales',
      isActive: 'on',
      updatedAt: opened,
    })
    expect(stale).toMatchObject({ ok: false, conflict: true })

    expect(await findSessionUser(db(), target.token)).not.toBeNull()
    const off = await setUserActiveAction(target.id, saved.data.updatedAt, false)
    expect(off).toMatchObject({ ok: true, message: `User “${target.username}” deactivated and signed out.` })
    expect(await findSessionUser(db(), target.token)).toBeNull()
    expect(await db().select().from(adminSessions).where(eq(adminSessions.userId, target.id))).toEqual([])
  })

  it('renaming a user moves their leads to the new name, in the same change, audited', async () => {
    signInAs(users.admin.token)
    const rep = await createTestAdmin(db(), 'sales')
    const [mine, other] = await db()
      .insert(estimateRequests)
      .values([
        { firstName: 'Rename Lead A', salesRep: rep.username },
        { firstName: 'Rename Lead B', salesRep: users.sales.username },
      ])
      .returning()
    if (!mine || !other) throw new Error('leads not inserted')
    const renamed = `${rep.username}-new`
    const saved = await updateUserAction(rep.id, {
      username: renamed,
      email: rep.email,
      role: 'sales',
      isActive: 'on',
      updatedAt: (await userRow(rep.id)).updatedAt.toISOString(),
    })
    if (!saved.ok) throw new Error(saved.message)
    const leads = await db()
      .select({
        id: estimateRequests.id,
        salesRep: estimateRequests.salesRep,
        updatedAt: estimateRequests.updatedAt,
      })
      .from(estimateRequests)
      .where(inArray(estimateRequests.id, [mine.id, other.id]))
    expect(Object.fromEntries(leads.map((l) => [l.id, l.salesRep]))).toEqual({
      [mine.id]: renamed,
      [other.id]: users.sales.username,
    })
    // The lead's version moved on: a form opened before the rename is refused, not applied.
    expect(leads.find((l) => l.id === mine.id)?.updatedAt.getTime()).toBeGreaterThan(mine.updatedAt.getTime())
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rename-sales-rep'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({
      entity: 'estimate',
      actorUsername: users.admin.username,
      before: { salesRep: rep.username },
      after: { salesRep: renamed, leads: 1 },
    })
    // The leads desk filters by the new name and offers it as the rep.
    const parsed = parseLeadFilters({ rep: renamed })
    if (!parsed.ok) throw new Error('filters')
    expect((await listLeads(parsed.filters)).rows.map((r) => r.id)).toEqual([mine.id])
  })

  it('a rename that fails (name taken) moves no lead', async () => {
    signInAs(users.admin.token)
    const rep = await createTestAdmin(db(), 'sales')
    const [lead] = await db()
      .insert(estimateRequests)
      .values({ firstName: 'Rename Fail', salesRep: rep.username })
      .returning()
    const taken = await updateUserAction(rep.id, {
      username: users.operations.username,
      email: rep.email,
      role: 'sales',
      isActive: 'on',
      updatedAt: (await userRow(rep.id)).updatedAt.toISOString(),
    })
    expect(taken).toMatchObject({ ok: false, fieldErrors: { username: USER_RULES.usernameTaken } })
    const [after] = await db()
      .select({ salesRep: estimateRequests.salesRep })
      .from(estimateRequests)
      .where(eq(estimateRequests.id, lead?.id ?? 0))
    expect(after?.salesRep).toBe(rep.username)
  })

  it('resets a password: a new one works, the old sessions end', async () => {
    signInAs(users.admin.token)
    const target = await createTestAdmin(db(), 'operations')
    const result = await resetPasswordAction(target.id)
    if (!result.ok) throw new Error(result.message)
    expect(await verifyPassword((await userRow(target.id)).passwordHash, result.data.password ?? '')).toBe(
      true,
    )
    expect(await findSessionUser(db(), target.token)).toBeNull()
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({ action: 'reset-password', entityId: String(target.id) })
  })
})

describe('user rules', () => {
  it('nobody demotes themselves out of admin or deactivates themselves', async () => {
    signInAs(users.admin.token)
    const version = (await userRow(users.admin.id)).updatedAt.toISOString()
    const demote = await updateUserAction(users.admin.id, {
      username: users.admin.username,
      email: users.admin.email,
      role: 'operations',
      isActive: 'on',
      updatedAt: version,
    })
    expect(demote).toMatchObject({
      ok: false,
      message: USER_RULES.selfDemote,
      fieldErrors: { role: USER_RULES.selfDemote },
    })
    const deactivate = await setUserActiveAction(users.admin.id, version, false)
    expect(deactivate).toMatchObject({ ok: false, message: USER_RULES.selfDeactivate })
    expect(await userRow(users.admin.id)).toMatchObject({ role: 'admin', isActive: true })
  })

  it('nobody removes the last active admin, even two admins demoting each other at once', async () => {
    const local = await createTestAdmin(db(), 'admin')
    // Leave exactly two active admins: local and users.admin … then demote all other admins first.
    const others = await db().select().from(adminUsers).where(eq(adminUsers.role, 'admin'))
    for (const other of others) {
      if (other.id !== local.id && other.id !== users.admin.id) {
        await db().update(adminUsers).set({ role: 'operations' }).where(eq(adminUsers.id, other.id))
      }
    }
    const a = users.admin
    const b = local
    const versionOf = async (id: number) => (await userRow(id)).updatedAt.toISOString()
    const [aVersion, bVersion] = [await versionOf(a.id), await versionOf(b.id)]
    const outcomes = await Promise.allSettled([
      updateUser(a, b.id, {
        username: b.username,
        email: b.email,
        role: 'sales',
        isActive: true,
        updatedAt: bVersion,
      }),
      updateUser(b, a.id, {
        username: a.username,
        email: a.email,
        role: 'sales',
        isActive: true,
        updatedAt: aVersion,
      }),
    ])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const refused = outcomes.find((o) => o.status === 'rejected')
    expect(refused?.status === 'rejected' && (refused.reason as Error).message).toBe(USER_RULES.lastAdmin)
    const admins = await db().select().from(adminUsers).where(eq(adminUsers.role, 'admin'))
    expect(admins.filter((u) => u.isActive)).toHaveLength(1)
  })

  it('a script acting for nobody cannot deactivate the last active admin either', async () => {
    const [onlyAdmin] = (await db().select().from(adminUsers).where(eq(adminUsers.role, 'admin'))).filter(
      (u) => u.isActive,
    )
    if (!onlyAdmin) throw new Error('expected one admin')
    await expect(
      updateUser({ id: -1, username: 'script' }, onlyAdmin.id, {
        username: onlyAdmin.username,
        email: onlyAdmin.email,
        role: 'admin',
        isActive: false,
        updatedAt: onlyAdmin.updatedAt.toISOString(),
      }),
    ).rejects.toThrow(USER_RULES.lastAdmin)
    expect((await userRow(onlyAdmin.id)).isActive).toBe(true)
  })
})
