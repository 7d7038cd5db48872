/** What the server may know about who sent a request: a hashed address, never the raw one stored. */
import { createHmac } from 'node:crypto'
import { env } from '@/lib/env'

/** The client address: the first X-Forwarded-For hop (set by the proxy in front), else X-Real-IP. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
}

export function hashIp(ip: string): string {
  return createHmac('sha256', env().IP_HASH_SECRET).update(ip).digest('hex').slice(0, 32)
}
