/**
 * The header the front door (lib/http/front-door.ts) sets on every request to the address of the
 * TCP peer, after removing whatever a client sent under that name. Next.js keeps a client's own
 * X-Forwarded-For as it came (it fills the header with the socket address only when absent), so
 * without this a route handler cannot tell the real peer from a forged header.
 */
export const PEER_ADDRESS_HEADER = 'x-pools-peer-address'
