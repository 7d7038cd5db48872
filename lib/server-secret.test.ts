import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DEVELOPMENT_IP_HASH_SECRET, resetEnvForTests } from '@/config/env'
import { embeddedSecret, SECRET_FILE, serverSecret } from './server-secret'

const NAMES = ['IP_HASH_SECRET', 'DATABASE_URL', 'PGLITE_DIR'] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-secret-'))

function withEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) {
    const value = values[name]
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  resetEnvForTests()
}

afterEach(() => withEnv(saved as Record<string, string>))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** Forgets the secrets this process has read, as a restarted server would. */
function restart() {
  ;(globalThis as { __poolsServerSecrets?: Map<string, string> }).__poolsServerSecrets?.clear()
}

describe('the server secret', () => {
  it('on the embedded database: made at the first start, kept in its folder, the same after a restart', () => {
    const dir = path.join(root, 'pglite')
    withEnv({ PGLITE_DIR: dir })
    const first = serverSecret()
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(first).not.toBe(DEVELOPMENT_IP_HASH_SECRET)
    const file = path.join(dir, SECRET_FILE)
    expect(fs.readFileSync(file, 'utf8')).toBe(first)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    restart()
    expect(serverSecret()).toBe(first)
    // Another data folder, another secret; the public development value given is not used either.
    withEnv({ PGLITE_DIR: path.join(root, 'other'), IP_HASH_SECRET: DEVELOPMENT_IP_HASH_SECRET })
    expect(serverSecret()).not.toBe(first)
  })

  it('makes a garbled secret file again, and gives an in-memory database a secret of its process', () => {
    const dir = path.join(root, 'garbled')
    fs.mkdirSync(dir)
    fs.writeFileSync(path.join(dir, SECRET_FILE), '')
    const made = embeddedSecret(dir)
    expect(made).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.readFileSync(path.join(dir, SECRET_FILE), 'utf8')).toBe(made)
    expect(embeddedSecret('memory://a')).toMatch(/^[0-9a-f]{64}$/)
    expect(embeddedSecret('memory://a')).toBe(embeddedSecret('memory://a'))
    expect(embeddedSecret('memory://b')).not.toBe(embeddedSecret('memory://a'))
  })

  it('uses IP_HASH_SECRET when set, and the development value on PostgreSQL outside production', () => {
    withEnv({ IP_HASH_SECRET: 'a-secret-of-this-deployment', PGLITE_DIR: path.join(root, 'unused') })
    expect(serverSecret()).toBe('a-secret-of-this-deployment')
    expect(fs.existsSync(path.join(root, 'unused'))).toBe(false)
    withEnv({ DATABASE_URL: 'postgres://pools@localhost/pools' })
    expect(serverSecret()).toBe(DEVELOPMENT_IP_HASH_SECRET)
  })
})
