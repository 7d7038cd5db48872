/**
 * PGlite has no lock on its folder, and two processes writing to it lose rows silently.
 * A lock file holding the owner's pid makes a second process refuse to open it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { DatabaseOpenError } from './errors'

const LOCK_NAME = '.pools-db.lock'

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function acquireFolderLock(dir: string) {
  fs.mkdirSync(dir, { recursive: true })
  const lockPath = path.join(dir, LOCK_NAME)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      process.once('exit', () => releaseFolderLock(dir))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
      if (owner === process.pid) return
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DatabaseOpenError(
          `The embedded database folder ${dir} is in use by process ${owner}. Stop that process, or set DATABASE_URL to use PostgreSQL.`,
        )
      }
      fs.rmSync(lockPath, { force: true }) // left by a process that died: take it over
    }
  }
  throw new DatabaseOpenError(`Could not lock the embedded database folder ${dir}.`)
}

export function releaseFolderLock(dir: string) {
  const lockPath = path.join(dir, LOCK_NAME)
  try {
    if (Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10) === process.pid) fs.rmSync(lockPath)
  } catch {
    // Already gone.
  }
}
