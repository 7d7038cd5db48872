// `npm run bench:leads [-- --n 2000 --concurrency 50 --db pglite|postgres --kill]`
//
// Lead intake benchmark: starts its own `next start` (building into .next-bench-leads first if
// needed) on a fresh database (an embedded PGlite folder, or with --db postgres a new database
// created on BENCH_DATABASE_URL / DATABASE_URL and dropped afterwards), sends N estimate,
// appointment and contact submissions at the given concurrency (each with its own Idempotency-Key
// and client address, as N visitors would), then counts the rows in the database:
// req/s, p50/p99, acknowledged (201), stored, lost = acknowledged - stored (must be 0).
//
// --kill SIGKILLs the server halfway, restarts it on the same database, re-sends every request that
// got no answer with the same Idempotency-Key (what a browser retry does), and checks that every
// acknowledged lead is stored exactly once. Results go to bench/results/leads-<driver>.json.
import { spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { ROOT, findFreePort, onExit, parseArgs, waitForHealth } from './lib/server.mjs'

const args = parseArgs()
const N = Number(args.n ?? 2000)
const CONCURRENCY = Number(args.concurrency ?? 50)
const KILL = Boolean(args.kill)
const DRIVER = args.db === 'postgres' || (!args.db && process.env.BENCH_DATABASE_URL) ? 'postgres' : 'pglite'
const DIST_DIR = args.dist ?? '.next-bench-leads'
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
const RUN_ID = crypto.randomBytes(4).toString('hex')

function log(message) {
  console.log(`[bench:leads] ${message}`)
}

/* Build ------------------------------------------------------------------------------------- */

function run(argv, extraEnv = {}) {
  return spawnSync(process.execPath, [NEXT_BIN, ...argv], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
  }).status
}

function ensureBuild() {
  if (fs.existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID')) && !args.rebuild) return
  log(`building into ${DIST_DIR}…`)
  if (run(['build']) === 0) return
  // A type error elsewhere in the tree must not stop a benchmark of code that compiles.
  log('next build failed; retrying as compile + generate (no type check)')
  if (run(['build', '--experimental-build-mode', 'compile']) !== 0) throw new Error('next build failed')
  if (run(['build', '--experimental-build-mode', 'generate']) !== 0) throw new Error('next build failed')
}

/* Database ---------------------------------------------------------------------------------- */

async function prepareDatabase() {
  if (DRIVER === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-bench-leads-'))
    const pgliteDir = path.join(dir, 'pglite')
    onExit(() => fs.rmSync(dir, { recursive: true, force: true }))
    return { env: { PGLITE_DIR: pgliteDir, DATABASE_URL: '' }, pgliteDir, dropAfter: async () => {} }
  }
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres:postgres@127.0.0.1:5432/postgres'
  const { default: pg } = await import('pg')
  const name = `pools_bench_leads_${RUN_ID}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const dropAfter = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl })
    await dropper.connect()
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await dropper.end()
  }
  return { env: { DATABASE_URL: url.toString() }, databaseUrl: url.toString(), dropAfter }
}

/** Runs fn(query) against the benchmark database once the server has stopped (PGlite) or live. */
async function withDatabase(database, fn) {
  if (DRIVER === 'postgres') {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: database.databaseUrl })
    await client.connect()
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows)
    } finally {
      await client.end()
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(database.pgliteDir)
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows)
  } finally {
    await db.close()
  }
}

/* Server ------------------------------------------------------------------------------------ */

function startServer(port, env) {
  const logFile = path.join(os.tmpdir(), `pools-bench-leads-${RUN_ID}.log`)
  const fd = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', fd, fd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: DIST_DIR,
      // The benchmark plays a proxy that writes each client's address into X-Forwarded-For.
      TRUST_PROXY_HOPS: '1',
      SEED_DEMO_DATA: 'true',
      IP_HASH_SECRET: process.env.IP_HASH_SECRET ?? 'bench-only-secret-never-in-production',
      SEED_DEMO_DATA: 'true',
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...env,
    },
  })
  fs.closeSync(fd)
  let exited = false
  child.once('exit', () => (exited = true))
  const signal = (name) => {
    try {
      process.kill(-child.pid, name)
    } catch {
      // already gone
    }
  }
  const stop = async () => {
    if (exited) return
    signal('SIGTERM')
    for (let i = 0; i < 100 && !exited; i++) await new Promise((r) => setTimeout(r, 100))
    if (!exited) signal('SIGKILL')
    for (let i = 0; i < 50 && !exited; i++) await new Promise((r) => setTimeout(r, 100))
  }
  const kill = async () => {
    signal('SIGKILL')
    for (let i = 0; i < 50 && !exited; i++) await new Promise((r) => setTimeout(r, 100))
  }
  onExit(() => signal('SIGKILL'))
  return { child, logFile, stop, kill, isAlive: () => !exited }
}

/* Load -------------------------------------------------------------------------------------- */

const TYPES = ['estimate', 'estimate', 'appointment', 'contact']

/** The form's signed time (GET /api/form-token), fetched once the server is up; old enough by then. */
let formToken = ''

function submission(i) {
  const requestType = TYPES[i % TYPES.length]
  const body = {
    firstName: `Bench ${RUN_ID}`,
    lastName: `Lead ${i}`,
    email: `lead${i}@bench.example`,
    phone: `(352) 555-${String(i % 10000).padStart(4, '0')}`,
    address: `${i} Bench Way, Ocala`,
    message: `Benchmark submission ${i}: a 16x32 fiberglass pool with a tanning ledge.`,
    poolType: 'Fiberglass',
    budgetRange: '$50,000 - $75,000',
    timeframe: '1-3 months',
    requestType,
    sourcePage: 'bench',
    nearestBranch: ['ocala', 'orlando', 'west-palm-beach'][i % 3],
    formToken,
  }
  return {
    i,
    key: `bench-${RUN_ID}-${i}`,
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255 || 1}`,
    body: JSON.stringify(body),
  }
}

function post(agent, port, item) {
  return new Promise((resolve) => {
    const started = performance.now()
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/estimates',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(item.body),
          'idempotency-key': item.key,
          'x-forwarded-for': item.ip,
        },
        timeout: 30_000,
      },
      (response) => {
        const chunks = []
        response.on('data', (c) => chunks.push(c))
        response.on('end', () => {
          const ms = performance.now() - started
          let body = null
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
          } catch {
            // not JSON
          }
          resolve({
            status: response.statusCode,
            body,
            ms,
            replayed: response.headers['idempotent-replayed'] === 'true',
          })
        })
        response.on('error', () => resolve({ status: 0, body: null, ms: performance.now() - started }))
      },
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve({ status: 0, body: null, ms: performance.now() - started }))
    request.end(item.body)
  })
}

/** Sends items at the given concurrency; onEach(result, done) may stop the run by returning true. */
async function sendAll(port, items, onEach = () => false, { retries = 0 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const results = []
  let next = 0
  let stopped = false
  const started = performance.now()
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      while (!stopped && next < items.length) {
        const item = items[next++]
        let result = { ...(await post(agent, port, item)), item, attempts: 1 }
        // A connection error is retried with the same Idempotency-Key, as the browser client does.
        while (result.status === 0 && result.attempts <= retries) {
          await new Promise((r) => setTimeout(r, 200 * result.attempts))
          result = { ...(await post(agent, port, item)), item, attempts: result.attempts + 1 }
        }
        results.push(result)
        if (onEach(result, results.length)) stopped = true
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  return { results, seconds, unsent: items.slice(next) }
}

function percentile(sorted, p) {
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function latency(results) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b)
  const round = (v) => (v === null ? null : Math.round(v * 10) / 10)
  return { p50: round(percentile(ms, 50)), p99: round(percentile(ms, 99)), max: round(ms.at(-1) ?? null) }
}

/* Verification ------------------------------------------------------------------------------ */

async function verify(database, acknowledged) {
  return withDatabase(database, async (query) => {
    const keys = [...acknowledged.keys()]
    const stored = await query(
      `SELECT k.key, k.lead_id, k.request_type,
         (CASE WHEN k.request_type = 'contact' THEN (SELECT count(*) FROM contacts c WHERE c.id = k.lead_id)
               ELSE (SELECT count(*) FROM estimate_requests e WHERE e.id = k.lead_id) END)::int AS found
       FROM idempotency_keys k WHERE k.key = ANY($1)`,
      [keys],
    )
    const byKey = new Map(stored.map((row) => [row.key, row]))
    let storedAcknowledged = 0
    let mismatched = 0
    for (const [key, id] of acknowledged) {
      const row = byKey.get(key)
      if (row && row.found === 1) {
        storedAcknowledged++
        if (Number(row.lead_id) !== Number(id)) mismatched++
      }
    }
    const name = `Bench ${RUN_ID}`
    const [estimates] = await query(
      `SELECT count(*)::int AS n FROM estimate_requests WHERE first_name = $1`,
      [name],
    )
    const [contacts] = await query(`SELECT count(*)::int AS n FROM contacts WHERE name LIKE $1`, [
      `${name} %`,
    ])
    const [appointments] = await query(
      `SELECT count(*)::int AS n FROM appointments WHERE customer_name LIKE $1`,
      [`${name} %`],
    )
    const [duplicates] = await query(
      `SELECT ((SELECT count(*) - count(DISTINCT last_name) FROM estimate_requests WHERE first_name = $1)
             + (SELECT count(*) - count(DISTINCT name) FROM contacts WHERE name LIKE $2))::int AS n`,
      [name, `${name} %`],
    )
    const [mail] = await query(`SELECT count(*)::int AS n FROM mail_outbox WHERE kind LIKE 'lead:%'`)
    const [spam] = await query(`SELECT count(*)::int AS n FROM lead_spam`)
    return {
      storedAcknowledged,
      idMismatches: mismatched,
      rows: {
        estimateRequests: estimates.n,
        contacts: contacts.n,
        appointments: appointments.n,
        mailOutbox: mail.n,
        spam: spam.n,
      },
      duplicates: duplicates.n,
    }
  })
}

/* Main -------------------------------------------------------------------------------------- */

async function main() {
  ensureBuild()
  const database = await prepareDatabase()
  onExit(() => {
    database.dropAfter().catch(() => {})
  })
  const port = await findFreePort(3190, 3199)
  log(
    `driver ${DRIVER}, ${N} submissions at concurrency ${CONCURRENCY}${KILL ? ', SIGKILL halfway' : ''}, port ${port}`,
  )

  let server = startServer(port, database.env)
  await waitForHealth(`http://127.0.0.1:${port}`, { isAlive: server.isAlive })
  formToken = (await (await fetch(`http://127.0.0.1:${port}/api/form-token`)).json()).token
  // The leads are a person's: their signed form time must be older than the minimum fill time.
  await new Promise((resolve) => setTimeout(resolve, 2500))

  // Warm-up outside the measurement (first compilation of the route, connection pool).
  const warm = await sendAll(
    port,
    Array.from({ length: 20 }, (_, i) => ({ ...submission(N + i), key: `warm-${RUN_ID}-${i}` })),
  )
  if (warm.results.some((r) => r.status !== 201))
    throw new Error(`warm-up failed: ${JSON.stringify(warm.results[0]?.body)}`)

  const items = Array.from({ length: N }, (_, i) => submission(i))
  const acknowledged = new Map()
  const statuses = {}
  const record = (result) => {
    statuses[result.status] = (statuses[result.status] ?? 0) + 1
    if (result.status === 201 && result.body?.id) acknowledged.set(result.item.key, result.body.id)
  }

  let first
  let retryRound = null
  if (!KILL) {
    first = await sendAll(
      port,
      items,
      (result) => {
        record(result)
        return false
      },
      { retries: 3 },
    )
  } else {
    let killed = false
    first = await sendAll(port, items, (result, done) => {
      record(result)
      if (!killed && done >= N / 2) {
        killed = true
        log(`SIGKILL after ${done} answers`)
        void server.kill()
      }
      return false
    })
    await server.kill()
    const unanswered = first.results.filter((r) => r.status !== 201).map((r) => r.item)
    const toSend = [...unanswered, ...first.unsent]
    log(`restarting; re-sending ${toSend.length} unanswered submissions with their keys`)
    server = startServer(port, database.env)
    await waitForHealth(`http://127.0.0.1:${port}`, { isAlive: server.isAlive })
    const ackBefore = acknowledged.size
    retryRound = await sendAll(
      port,
      toSend,
      (result) => {
        record(result)
        return false
      },
      { retries: 3 },
    )
    retryRound.newlyAcknowledged = acknowledged.size - ackBefore
  }
  await server.stop()

  const answered = first.results.filter((r) => r.status !== 0)
  const checked = await verify(database, acknowledged)
  const lost = acknowledged.size - checked.storedAcknowledged
  const result = {
    driver: DRIVER,
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    submissions: N,
    concurrency: CONCURRENCY,
    seconds: Math.round(first.seconds * 100) / 100,
    requestsPerSecond: Math.round(first.results.length / first.seconds),
    retriedAfterConnectionError: first.results.filter((r) => r.attempts > 1).length,
    leadsPerSecond: Math.round(first.results.filter((r) => r.status === 201).length / first.seconds),
    latencyMs: latency(answered),
    statuses,
    acknowledged: acknowledged.size,
    stored: checked.storedAcknowledged,
    lost,
    idMismatches: checked.idMismatches,
    duplicates: checked.duplicates,
    rows: checked.rows,
    ...(KILL
      ? {
          kill: {
            answeredBeforeKill: answered.length,
            resent: retryRound.results.length,
            resentAcknowledged: retryRound.newlyAcknowledged,
            // Committed before the kill but never answered: the retry got the stored answer back.
            resentThatWereAlreadyStored: retryRound.results.filter((r) => r.replayed).length,
          },
        }
      : {}),
  }
  await database.dropAfter().catch(() => {})

  const file = path.join(ROOT, 'bench', 'results', `leads-${DRIVER}.json`)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, [KILL ? 'kill' : 'run']: result }, null, 2)}\n`)

  console.log('')
  console.log(
    `driver          ${DRIVER}${KILL ? ' (SIGKILL halfway, restart, retries with the same keys)' : ''}`,
  )
  console.log(`submissions     ${N} at concurrency ${CONCURRENCY} in ${result.seconds} s`)
  console.log(
    `throughput      ${result.requestsPerSecond} req/s (${result.leadsPerSecond} leads/s acknowledged)`,
  )
  console.log(
    `latency         p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms`,
  )
  console.log(`statuses        ${JSON.stringify(statuses)}`)
  console.log(`acknowledged    ${result.acknowledged}`)
  console.log(`stored          ${result.stored} (rows: ${JSON.stringify(result.rows)})`)
  console.log(`lost            ${lost}`)
  console.log(`duplicates      ${result.duplicates}`)
  console.log(`written to      ${path.relative(ROOT, file)}`)
  if (lost !== 0 || result.duplicates !== 0 || result.idMismatches !== 0) {
    console.error('FAILED: an acknowledged lead is missing, duplicated or changed id')
    process.exitCode = 1
  }
  if (KILL && acknowledged.size !== N) {
    console.error(
      `FAILED: after the restart and retries ${acknowledged.size} of ${N} submissions are acknowledged`,
    )
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
