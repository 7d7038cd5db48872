/**
 * `npm run admin:create` — creates an admin user (any role).
 *
 *   npm run admin:create -- --username maria --email maria@example.com --role sales [--password '…']
 *
 * Missing values are asked for when run in a terminal. Without --password a strong password is
 * generated and printed once. Uses DATABASE_URL (PostgreSQL) or the embedded database in
 * PGLITE_DIR, like the server; with the embedded database, stop the server first.
 */
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { eq, or } from 'drizzle-orm'
import { z } from 'zod'
import { closeDatabase, getDatabaseHandle } from '@/db/client'
import { runMigrations } from '@/db/migrate'
import { adminUsers } from '@/db/schema'
import { generatePassword, hashPassword } from '@/lib/auth/password'
import { ROLES } from '@/lib/auth/permissions'
import { fieldErrorsFrom } from '@/lib/field-errors'

const schema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be 3 to 50 characters')
    .max(50, 'Username must be 3 to 50 characters'),
  email: z.email('Please enter a valid email address').max(255),
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }),
  password: z.string().min(12, 'Password must be at least 12 characters').max(200),
})

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(
      'Usage: npm run admin:create -- --username NAME --email ADDRESS --role admin|operations|sales [--password PW]',
    )
    return 0
  }
  const interactive = process.stdin.isTTY && process.stdout.isTTY
  const rl = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : undefined
  const ask = async (name: string, question: string, fallback?: string) => {
    const given = values[name as keyof typeof values]
    if (typeof given === 'string') return given
    if (!rl) {
      if (fallback !== undefined) return fallback
      throw new Error(`--${name} is required when not run in a terminal`)
    }
    const answer = (await rl.question(`${question}${fallback ? ` [${fallback}]` : ''}: `)).trim()
    return answer || fallback || ''
  }
  const input = {
    username: await ask('username', 'Username (3-50 characters)'),
    email: await ask('email', 'E-mail'),
    role: await ask('role', `Role (${ROLES.join(', ')})`, 'admin'),
  }
  rl?.close()
  const generated = values.password === undefined
  const parsed = schema.safeParse({ ...input, password: values.password ?? generatePassword() })
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldErrorsFrom(parsed.error)))
      console.error(`${field}: ${message}`)
    return 1
  }
  const handle = await getDatabaseHandle()
  await handle.withExclusiveLock((db) => runMigrations(handle.driver, db))
  const { db } = handle
  const { username, email, role, password } = parsed.data
  const [clash] = await db
    .select({ username: adminUsers.username, email: adminUsers.email })
    .from(adminUsers)
    .where(or(eq(adminUsers.username, username), eq(adminUsers.email, email)))
    .limit(1)
  if (clash) {
    console.error(
      clash.username === username
        ? `A user named ${username} already exists.`
        : `The e-mail ${email} is already used.`,
    )
    return 1
  }
  await db
    .insert(adminUsers)
    .values({ username, email, role, passwordHash: await hashPassword(password), isActive: true })
  console.log(`Created ${role} user ${username} <${email}>.`)
  if (generated) {
    console.log(`Password: ${password}`)
    console.log('This password is shown once. Sign in at /admin-login and keep it somewhere safe.')
  }
  return 0
}

main()
  .then(async (code) => {
    await closeDatabase()
    process.exit(code)
  })
  .catch(async (error: unknown) => {
    console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`)
    await closeDatabase().catch(() => undefined)
    process.exit(1)
  })
