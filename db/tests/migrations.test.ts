import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestDatabase, testDriver } from '@/tests/helpers/test-db'
import { MIGRATIONS_FOLDER, runMigrations } from '../migrate'
import { adminSessions, adminUsers, estimateComments, estimateRequests } from '../schema'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db, handle } = useTestDatabase()

const TABLES = [
  'pools',
  'pool_colors',
  'testimonials',
  'contacts',
  'estimate_requests',
  'estimate_comments',
  'appointments',
  'blog_posts',
  'blog_categories',
  'financing_options',
  'manufacturers',
  'google_business_locations',
  'admin_users',
  'admin_sessions',
  'resources',
  'landing_pages',
  'analytics_config',
  'sessions',
  'offices',
  'company_info',
]

describe(`schema migrations on ${testDriver}`, () => {
  it('creates every stored table of spec 01 §3 plus offices and company info', async () => {
    const result = (await db().execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] }
    const names = result.rows.map((r) => r.table_name)
    for (const table of TABLES) expect(names).toContain(table)
  })

  it('applies again without changes (idempotent)', async () => {
    await handle().withExclusiveLock((d) => runMigrations(handle().driver, d))
    const result = (await db().execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as {
      rows: { n: number }[]
    }
    expect(result.rows[0]?.n).toBeGreaterThan(0)
  })

  it('keeps the spec defaults', async () => {
    const [lead] = await db().insert(estimateRequests).values({ firstName: 'Ann Lee' }).returning()
    expect(lead?.status).toBe('new')
    expect(lead?.requestType).toBe('estimate')
    const [user] = await db()
      .insert(adminUsers)
      .values({ username: 'defaults', email: 'defaults@example.com', passwordHash: 'x' })
      .returning()
    expect(user?.role).toBe('operations')
    expect(user?.isActive).toBe(true)
  })

  it('enforces column lengths and unique keys', async () => {
    await expect(
      db()
        .insert(estimateRequests)
        .values({ firstName: 'A', phone: '1'.repeat(21) }),
    ).rejects.toThrow()
    await db().insert(adminUsers).values({ username: 'unique1', email: 'u1@example.com', passwordHash: 'x' })
    await expect(
      db().insert(adminUsers).values({ username: 'unique1', email: 'u2@example.com', passwordHash: 'x' }),
    ).rejects.toThrow()
  })

  it('refuses, in the database itself, a username that differs from another only in case', async () => {
    await db().insert(adminUsers).values({ username: 'CaseOnly', email: 'c1@example.com', passwordHash: 'x' })
    await expect(
      db().insert(adminUsers).values({ username: 'caseONLY', email: 'c2@example.com', passwordHash: 'x' }),
    ).rejects.toThrow()
  })

  it('leaves the username index out, without failing, where two names already differ only in case', async () => {
    const migration = await readFile(
      path.join(MIGRATIONS_FOLDER, '0004_username_case_insensitive.sql'),
      'utf8',
    )
    const indexed = async () => {
      const result = (await db().execute(
        sql`select count(*)::int as n from pg_indexes where indexname = 'admin_users_username_lower_idx'`,
      )) as unknown as { rows: { n: number }[] }
      return result.rows[0]?.n === 1
    }
    expect(await indexed()).toBe(true)
    await db().execute(sql`drop index admin_users_username_lower_idx`)
    try {
      await db()
        .insert(adminUsers)
        .values([
          { username: 'clash', email: 'clash1@example.com', passwordHash: 'x' },
          { username: 'CLASH', email: 'clash2@example.com', passwordHash: 'x' },
        ])
      await db().execute(sql.raw(migration))
      expect(await indexed()).toBe(false)
      expect(
        await db()
          .select()
          .from(adminUsers)
          .where(sql`lower(${adminUsers.username}) = 'clash'`),
      ).toHaveLength(2)
      await db()
        .delete(adminUsers)
        .where(sql`${adminUsers.username} = 'CLASH'`)
    } finally {
      await db().execute(sql.raw(migration))
    }
    expect(await indexed()).toBe(true)
  })

  it('removes admin sessions with their user and comments with their estimate', async () => {
    const [user] = await db()
      .insert(adminUsers)
      .values({ username: 'cascade', email: 'cascade@example.com', passwordHash: 'x' })
      .returning()
    await db()
      .insert(adminSessions)
      .values({ userId: user!.id, token: 'hash-1', expiresAt: new Date(Date.now() + 1000) })
    await db()
      .delete(adminUsers)
      .where(sql`${adminUsers.id} = ${user!.id}`)
    const sessions = await db()
      .select()
      .from(adminSessions)
      .where(sql`${adminSessions.userId} = ${user!.id}`)
    expect(sessions).toHaveLength(0)

    const [lead] = await db().insert(estimateRequests).values({ firstName: 'With Comment' }).returning()
    await db().insert(estimateComments).values({ estimateId: lead!.id, comment: 'Called', author: 'admin' })
    await db()
      .delete(estimateRequests)
      .where(sql`${estimateRequests.id} = ${lead!.id}`)
    const comments = await db()
      .select()
      .from(estimateComments)
      .where(sql`${estimateComments.estimateId} = ${lead!.id}`)
    expect(comments).toHaveLength(0)
  })
})
