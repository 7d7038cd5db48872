/** What the server may know about who sent a request: a hashed address, never the raw one stored. */
import { createHmac } from 'node:crypto'
import { env } from '@/lib/env'

/**
 * The client address. X-Forwarded-For is a list each proxy appends to, so only its right end can
 * be trusted: the entry `hops` from the right is the one the nearest of our `TRUST_PROXY_HOPS`
 * proxies wrote, and anything left of it came from the client. Next.js itself fills the header
 * with the socket address only when it is absent. With 0 hops the header (and X-Real-IP) is
 * ignored. A list shorter than `hops` means fewer proxies than configured: its first entry is used.
 */
export function clientIp(headers: Headers, hops: number = env().TRUST_PROXY_HOPS): string {
  if (hops <= 0) return 'unknown'
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length > 0) return entries[Math.max(0, entries.length - hops)] ?? 'unknown'
  return headers.get('x-real-ip')?.trim() || 'unknown'
}

export function hashIp(ip: string): string {
  return createHmac('sha256', env().IP_HASH_SECRET).update(ip).digest('hex').slice(0, 32)
}
