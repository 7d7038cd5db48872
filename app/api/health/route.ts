import { sql } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { log } from '@/lib/log'

export const dynamic = 'force-dynamic'

export async function GET() {
  try {
    const db = await getDb()
    await db.execute(sql`select 1`)
    return Response.json(
      { status: 'ok', database: 'reachable' },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    log.error({ err: error }, 'health check: database unreachable')
    return Response.json(
      { status: 'error', database: 'unreachable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
