/** JSON-line logger. Request handlers take a child with the request id (see withRequestLog). */
import pino from 'pino'

const holder = globalThis as typeof globalThis & { __poolsLog?: pino.Logger }

export const log: pino.Logger = (holder.__poolsLog ??= pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
}))

export function requestLog(request: Request) {
  const requestId = request.headers.get('x-request-id') ?? crypto.randomUUID()
  return log.child({ requestId })
}
