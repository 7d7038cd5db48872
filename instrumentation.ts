// First: zod must never try to compile a parser (lib/zod-jitless.ts).
import './lib/zod-jitless'

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // First, so that no request reaches Next.js without the front door's checks.
  const { installFrontDoor } = await import('./lib/http/front-door')
  installFrontDoor()
  const { startServerProcess } = await import('./lib/startup')
  await startServerProcess()
  // On the embedded database its secret is made now, at the first start, not at a first request.
  const { serverSecret } = await import('./lib/server-secret')
  serverSecret()
}
