/** What the server may know about who sent a request: a hashed address, never the raw one stored. */
import { createHmac } from 'node:crypto'
import { serverSecret } from '@/lib/server-secret'
import { env } from '@/config/env'
import { PEER_ADDRESS_HEADER } from '@/lib/http/peer-address'

/**
 * The client address. With 0 hops (the default: `next start` faces the clients itself) it is the
 * socket's peer, which the front door stamps on the request (PEER_ADDRESS_HEADER); forwarding
 * headers are ignored, so a client cannot choose its address by writing one. Behind
 * `TRUST_PROXY_HOPS` reverse proxies, X-Forwarded-For is a list each proxy appends to, so only its
 * right end can be trusted: the entry `hops` from the right is the one the nearest of our proxies
 * wrote, and anything left of it came from the client. A list shorter than `hops` means fewer
 * proxies than configured: its first entry is used.
 */
export function clientIp(headers: Headers, hops: number = env().TRUST_PROXY_HOPS): string {
  if (hops <= 0) return headers.get(PEER_ADDRESS_HEADER)?.trim() || 'unknown'
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length > 0) return entries[Math.max(0, entries.length - hops)] ?? 'unknown'
  return headers.get('x-real-ip')?.trim() || headers.get(PEER_ADDRESS_HEADER)?.trim() || 'unknown'
}

export function hashIp(ip: string): string {
  return createHmac('sha256', serverSecret()).update(ip).digest('hex').slice(0, 32)
}
