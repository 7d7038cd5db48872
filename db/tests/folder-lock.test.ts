import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DatabaseOpenError } from '../errors'
import { acquireFolderLock, releaseFolderLock } from '../folder-lock'

const dirs: string[] = []
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-lock-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('PGlite folder lock', () => {
  it('refuses a folder held by another live process, with a clear message', () => {
    const dir = tempDir()
    // The parent of this test process is alive for the whole test.
    fs.writeFileSync(path.join(dir, '.pools-db.lock'), String(process.ppid))
    expect(() => acquireFolderLock(dir)).toThrow(DatabaseOpenError)
    expect(() => acquireFolderLock(dir)).toThrow(/in use by process \d+/)
  })

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, '.pools-db.lock'), '999999999')
    acquireFolderLock(dir)
    expect(fs.readFileSync(path.join(dir, '.pools-db.lock'), 'utf8')).toBe(String(process.pid))
    releaseFolderLock(dir)
    expect(fs.existsSync(path.join(dir, '.pools-db.lock'))).toBe(false)
  })

  it('lets the same process lock twice', () => {
    const dir = tempDir()
    acquireFolderLock(dir)
    expect(() => acquireFolderLock(dir)).not.toThrow()
    releaseFolderLock(dir)
  })
})
