import 'server-only'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'
import { isSafeKey } from './keys'

/** Where uploaded files live: a local folder, or S3-compatible object storage when configured. */
export interface UploadStorage {
  readonly kind: 'local' | 's3'
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  remove(key: string): Promise<void>
}

export class LocalUploadStorage implements UploadStorage {
  readonly kind = 'local'
  private readonly root: string

  constructor(root: string) {
    this.root = path.resolve(root)
  }

  /** The absolute path of a key, refused unless it stays inside the uploads folder. */
  private resolve(key: string): string {
    const segments = key.split('/')
    if (!isSafeKey(segments)) throw new Error(`Unsafe upload key: ${JSON.stringify(key)}`)
    const full = path.resolve(this.root, ...segments)
    if (!full.startsWith(this.root + path.sep))
      throw new Error(`Upload key escapes the uploads folder: ${key}`)
    return full
  }

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key)
    await mkdir(path.dirname(full), { recursive: true })
    // Written aside, then renamed: a reader never sees half a file.
    const temp = `${full}.${process.pid}.${Date.now()}.part`
    await writeFile(temp, data)
    await rename(temp, full)
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(key))
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true })
  }
}

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR')
  )
}

let storage: UploadStorage | undefined

export async function getUploadStorage(): Promise<UploadStorage> {
  if (storage) return storage
  const config = env()
  storage = new LocalUploadStorage(config.UPLOADS_DIR)
  return storage
}

/** For tests: use this storage instead of the configured one. */
export function setUploadStorage(next: UploadStorage | undefined) {
  storage = next
}
