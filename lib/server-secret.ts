/**
 * The server's secret: the key of hashed client addresses, signed form times and opaque lead ids.
 *
 * - IP_HASH_SECRET when it is set to a value of its own (required in production on PostgreSQL,
 *   where several instances must share it: lib/env.ts stops the start-up without it).
 * - On the embedded database (PGlite, `npm start` without settings) a random secret made at the
 *   first start and kept in the database's folder (SECRET_FILE), so that `npm start` needs no
 *   setting and nobody can sign a form time with the public development value. Deleting the
 *   folder starts again with a new secret, as with new data. An in-memory database gets a secret
 *   of its process.
 * - Elsewhere (development and tests on PostgreSQL) the public development value.
 *
 * Kept on globalThis: the route handlers, server actions and pages are separate module copies in
 * one process and must sign and check with the same secret.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { DEVELOPMENT_IP_HASH_SECRET, env } from '@/config/env'

/** The file in the embedded database's folder that keeps its secret. */
export const SECRET_FILE = '.server-secret'
/** 256 random bits, hex. */
const SECRET_PATTERN = /^[0-9a-f]{64}$/

const holder = globalThis as typeof globalThis & { __poolsServerSecrets?: Map<string, string> }
const secrets = (holder.__poolsServerSecrets ??= new Map<string, string>())

export function serverSecret(): string {
  const { IP_HASH_SECRET, DATABASE_URL, PGLITE_DIR } = env()
  if (IP_HASH_SECRET !== DEVELOPMENT_IP_HASH_SECRET) return IP_HASH_SECRET
  if (DATABASE_URL) return DEVELOPMENT_IP_HASH_SECRET
  return embeddedSecret(PGLITE_DIR)
}

/** The secret kept in an embedded database's folder, made there the first time it is asked for. */
export function embeddedSecret(dir: string): string {
  const known = secrets.get(dir)
  if (known) return known
  const secret = dir.startsWith('memory://') ? randomBytes(32).toString('hex') : readOrMakeSecret(dir)
  secrets.set(dir, secret)
  return secret
}

function readOrMakeSecret(dir: string): string {
  const file = path.join(dir, SECRET_FILE)
  const stored = readSecret(file)
  if (stored) return stored
  fs.mkdirSync(dir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    // Only one writer wins; the others read what it wrote.
    fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const written = readSecret(file)
  if (written) return written
  // Left empty or garbled (a crash while it was written): made again.
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

function readSecret(file: string): string | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim()
    return SECRET_PATTERN.test(text) ? text : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
