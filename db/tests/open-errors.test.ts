import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DatabaseOpenError, getDatabaseHandle, openPglite, openPostgres } from '../client'

describe('a database that cannot be opened', () => {
  it('names PostgreSQL and hides the password when the server is down', async () => {
    const error = await openPostgres('postgres://app:secret-pw@127.0.0.1:1/pools').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DatabaseOpenError)
    expect((error as Error).message).toMatch(
      /^Cannot connect to PostgreSQL at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/pools/,
    )
    expect((error as Error).message).not.toContain('secret-pw')
    expect((error as Error).message).not.toContain('\n')
  })

  it('refuses a PGlite folder that another live process holds', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-open-'))
    try {
      fs.writeFileSync(path.join(dir, '.pools-db.lock'), String(process.ppid))
      await expect(openPglite(dir)).rejects.toThrow(/in use by process/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses to open the database during next build', () => {
    const previous = process.env.NEXT_PHASE
    process.env.NEXT_PHASE = 'phase-production-build'
    try {
      expect(() => getDatabaseHandle()).toThrow(/during `next build`/)
    } finally {
      if (previous === undefined) delete process.env.NEXT_PHASE
      else process.env.NEXT_PHASE = previous
    }
  })
})
