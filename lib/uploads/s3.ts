import 'server-only'
import aws4 from 'aws4'
import { UPLOAD_CACHE_CONTROL } from './keys'
import type { UploadStorage } from './storage'

export type S3Config = {
  /** http(s) origin of the S3 API, e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Public base URL of the objects: the URL saved for an upload is `${publicUrl}/${key}`. */
  publicUrl: string
  /** <endpoint>/<bucket>/<key> instead of <bucket>.<endpoint>/<key>. */
  forcePathStyle: boolean
}

/** An S3 request that takes longer than this fails instead of holding the upload forever. */
const REQUEST_TIMEOUT_MS = 30_000

export class S3StorageError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'S3StorageError'
  }
}

/**
 * Uploaded files in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …),
 * through plain fetch with AWS Signature Version 4 from `aws4`: three calls do not need an SDK.
 */
export class S3UploadStorage implements UploadStorage {
  readonly kind = 's3'
  private readonly endpoint: URL
  private readonly publicBase: string

  constructor(private readonly config: S3Config) {
    this.endpoint = new URL(config.endpoint)
    this.publicBase = config.publicUrl.replace(/\/+$/, '')
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key}`
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, data, {
      'Content-Type': contentType,
      'Cache-Control': UPLOAD_CACHE_CONTROL,
    })
    if (!response.ok) throw await failure('PUT', key, response)
    await response.body?.cancel()
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key)
    if (response.status === 404) {
      await response.body?.cancel()
      return null
    }
    if (!response.ok) throw await failure('GET', key, response)
    return Buffer.from(await response.arrayBuffer())
  }

  async remove(key: string): Promise<void> {
    const response = await this.send('DELETE', key)
    if (!response.ok && response.status !== 404) throw await failure('DELETE', key, response)
    await response.body?.cancel()
  }

  private send(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const { bucket, forcePathStyle, region, accessKeyId, secretAccessKey } = this.config
    // URL.host leaves out the default port, as fetch does in the Host header it sends.
    const host = forcePathStyle ? this.endpoint.host : `${bucket}.${this.endpoint.host}`
    const objectPath = key.split('/').map(encodeURIComponent).join('/')
    const path = forcePathStyle ? `/${encodeURIComponent(bucket)}/${objectPath}` : `/${objectPath}`
    const signed = aws4.sign(
      { host, path, method, service: 's3', region, headers: { ...headers }, body },
      { accessKeyId, secretAccessKey },
    )
    // fetch sets Host and Content-Length itself, to the same values that were signed.
    const sent = new Headers()
    for (const [name, value] of Object.entries(signed.headers ?? {})) {
      const lower = name.toLowerCase()
      if (lower === 'host' || lower === 'content-length' || value === undefined) continue
      sent.set(name, String(value))
    }
    return fetch(`${this.endpoint.protocol}//${host}${path}`, {
      method,
      headers: sent,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  }
}

/** The error of a refused S3 call, with S3's own code and message (never the credentials). */
async function failure(method: string, key: string, response: Response): Promise<S3StorageError> {
  const text = await response.text().catch(() => '')
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1]
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1]
  const detail = [code, message].filter(Boolean).join(': ') || response.statusText
  return new S3StorageError(
    `S3 ${method} ${key} failed with HTTP ${response.status}${detail ? ` (${detail})` : ''}`,
    response.status,
  )
}
