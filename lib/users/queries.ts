import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { adminUsers } from '@/db/schema'

export async function listUsers() {
  const db = await getDb()
  const rows = await db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      email: adminUsers.email,
      role: adminUsers.role,
      isActive: adminUsers.isActive,
      lastLoginAt: adminUsers.lastLoginAt,
      createdAt: adminUsers.createdAt,
      updatedAt: adminUsers.updatedAt,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.username))
  return rows.map((r) => ({
    ...r,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }))
}

export type UserListItem = Awaited<ReturnType<typeof listUsers>>[number]

export async function getUserForEdit(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1)
  if (!row) return null
  return {
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    values: { username: row.username, email: row.email, role: row.role, isActive: row.isActive },
  }
}
