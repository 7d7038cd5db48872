import 'server-only'
/**
 * Uploaded images kept in a local folder exist on one machine only. When server processes on
 * other machines use the same database, they would show pictures they cannot serve: start-up
 * refuses then, and otherwise warns that a second machine needs S3-compatible storage.
 */
import type { DatabaseHandle } from '@/db/client'
import { env } from '@/config/env'
import { s3ConfigFrom } from './storage'

export type UploadsCheck = { level: 'error' | 'warn'; message: string } | null

export function uploadsAcrossMachines(input: {
  driver: DatabaseHandle['driver']
  s3Configured: boolean
  uploadsDir: string
  hosts: readonly string[]
  self: string
}): UploadsCheck {
  if (input.driver === 'pglite' || input.s3Configured) return null
  const others = input.hosts.filter((host) => host !== input.self)
  if (others.length > 0) {
    return {
      level: 'error',
      message: `Uploaded images are kept in ${input.uploadsDir} on this machine (${input.self}), but server processes on ${others.join(', ')} use the same database and cannot serve them. Set the S3_* variables (README: "Uploaded images in S3-compatible storage") on every instance.`,
    }
  }
  return {
    level: 'warn',
    message: `Uploaded images are kept in ${input.uploadsDir} on this machine: a server on another machine would not see them. Set the S3_* variables before adding one.`,
  }
}

/** Runs the check for this process; returns the problem, if any (start-up decides what to do). */
export async function checkUploadsAcrossMachines(
  handle: Pick<DatabaseHandle, 'driver' | 'instanceHosts'>,
  self: string,
): Promise<UploadsCheck> {
  const config = env()
  return uploadsAcrossMachines({
    driver: handle.driver,
    s3Configured: s3ConfigFrom(config) !== null,
    uploadsDir: config.UPLOADS_DIR,
    hosts: await handle.instanceHosts(),
    self,
  })
}
