// `npm run bench:http [-- --no-build] [-- --duration 20] [-- --connections 50] [-- --base-url URL] [-- --priority]`
//
// Load test of GET /, /pools, /api/pools, a pool detail page and a landing page with autocannon
// against `next start` on a fresh demo database, each beside a baseline: bare node:http serving the
// SAME bytes (body and content type fetched once from the app) from memory in its own process.
// Prints requests per second and p50/p99 latency with the ratio app/baseline (target for the pages:
// at least TARGET_RATIO), and writes bench/results/http.json.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import {
  appUnderTest,
  findFreePort,
  findPoolId,
  onExit,
  parseArgs,
  priorityNiceness,
  ROOT,
} from './lib/server.mjs'

const args = parseArgs()
const NICENESS = priorityNiceness(args)
const DURATION_S = Number(args.duration ?? 20)
const CONNECTIONS = Number(args.connections ?? 50)
const WARMUP_S = Math.min(3, Math.max(1, Math.round(DURATION_S / 5)))
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench'
const OUT_FILE = path.join(ROOT, 'bench', 'results', 'http.json')
/** Pages (not the JSON API) should reach this share of the bare server's requests per second. */
const TARGET_RATIO = 0.05
const LANDING_PAGE = '/fiberglass-pools-ocala'

async function main() {
  // The load generator runs in this process: with --priority it gets the same priority as the servers.
  if (NICENESS) os.setPriority(NICENESS)
  const startLoad = os.loadavg().map((v) => Number(v.toFixed(2)))
  const { url: appUrl, server } = await appUnderTest(args, {
    distDir: DIST_DIR,
    label: 'bench-http',
    niceness: NICENESS,
  })

  const poolId = await findPoolId(appUrl)
  const paths = ['/', '/pools', '/api/pools', `/pool-detail/${poolId}`, LANDING_PAGE]

  // The exact bytes the app serves (uncompressed, as autocannon asks without accept-encoding).
  const routes = {}
  const cacheStatus = {}
  for (const p of paths) {
    // The first request after a start renders a cached page; the second shows what load will get.
    await (await fetch(appUrl + p)).arrayBuffer()
    const response = await fetch(appUrl + p, { headers: { 'accept-encoding': 'identity' } })
    if (!response.ok) throw new Error(`${p} answered ${response.status}`)
    const body = Buffer.from(await response.arrayBuffer())
    cacheStatus[p] = response.headers.get('x-nextjs-cache') ?? 'not cached'
    routes[p] = {
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      bodyBase64: body.toString('base64'),
    }
  }
  const baseline = await startBaseline(routes, server ? [server.port] : [])

  const results = []
  for (const p of paths) {
    const bytes = Buffer.from(routes[p].bodyBase64, 'base64').length
    const app = await load(appUrl + p)
    const bare = await load(baseline.url + p)
    const row = {
      path: p,
      bodyBytes: bytes,
      cache: cacheStatus[p],
      app,
      baseline: bare,
      ratio: {
        requestsPerSecond: round(app.requestsPerSecond / bare.requestsPerSecond, 3),
        p50: bare.p50Ms > 0 ? round(app.p50Ms / bare.p50Ms, 1) : null,
        p99: bare.p99Ms > 0 ? round(app.p99Ms / bare.p99Ms, 1) : null,
      },
    }
    results.push(row)
    console.log(
      `${p}: app ${app.requestsPerSecond} req/s (p50 ${app.p50Ms} ms, p99 ${app.p99Ms} ms), ` +
        `baseline ${bare.requestsPerSecond} req/s (p50 ${bare.p50Ms} ms, p99 ${bare.p99Ms} ms)`,
    )
  }

  printTable(results)
  const report = {
    benchmark: 'bench:http',
    measuredAt: new Date().toISOString(),
    tool: `autocannon ${JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/autocannon/package.json'), 'utf8')).version}`,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
    connections: CONNECTIONS,
    priority: NICENESS
      ? `server, baseline and load generator at niceness ${NICENESS} (--priority)`
      : 'normal',
    loadAverageAtStart: startLoad,
    loadAverageAtEnd: os.loadavg().map((v) => Number(v.toFixed(2))),
    targetRatio: TARGET_RATIO,
    database: 'embedded PGlite, fresh demo data',
    baseline: 'bare node:http in its own process serving the same body and content type from memory',
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version },
    note: 'The load generator, the server and (for the baseline) the static server share this machine.',
    results,
  }
  fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true })
  fs.writeFileSync(OUT_FILE, JSON.stringify(report, null, 2) + '\n')
  console.log(`\nWrote ${path.relative(ROOT, OUT_FILE)}.`)
  baseline.stop()
  server?.stop()
}

async function load(url) {
  // A short warm-up that is not counted (connections, JIT, the app's read cache).
  await autocannon({ url, connections: Math.min(10, CONNECTIONS), duration: WARMUP_S })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S })
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

async function startBaseline(routes, skipPorts) {
  const port = await findFreePort(3190, 3199, skipPorts)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-bench-baseline-'))
  const routesFile = path.join(dir, 'routes.json')
  fs.writeFileSync(routesFile, JSON.stringify(routes))
  const command = [process.execPath, path.join(ROOT, 'bench/lib/static-server.mjs'), routesFile, String(port)]
  const [file, ...argv] = NICENESS ? ['nice', '-n', String(NICENESS), ...command] : command
  const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'inherit'] })
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    fs.rmSync(dir, { recursive: true, force: true })
  }
  onExit(stop)
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve())
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)))
  })
  return { url: `http://127.0.0.1:${port}`, stop }
}

function printTable(results) {
  const header = [
    'Path',
    'Body',
    'App req/s',
    'App p50',
    'App p99',
    'Bare req/s',
    'Bare p50',
    'Bare p99',
    'Ratio req/s',
    'Target',
  ]
  const rows = results.map((r) => [
    r.path,
    `${(r.bodyBytes / 1000).toFixed(1)} kB`,
    String(r.app.requestsPerSecond),
    `${r.app.p50Ms} ms`,
    `${r.app.p99Ms} ms`,
    String(r.baseline.requestsPerSecond),
    `${r.baseline.p50Ms} ms`,
    `${r.baseline.p99Ms} ms`,
    `${(r.ratio.requestsPerSecond * 100).toFixed(1)} %`,
    r.path.startsWith('/api/') ? '–' : r.ratio.requestsPerSecond >= TARGET_RATIO ? 'met' : 'missed',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) =>
    '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |'
  console.log(
    `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s per path (after ${WARMUP_S} s warm-up)\n`,
  )
  console.log(line(header))
  console.log(
    '|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|',
  )
  for (const row of rows) console.log(line(row))
  const errors = results.filter((r) => r.app.non2xx + r.app.errors + r.app.timeouts > 0)
  for (const r of errors)
    console.log(`  ${r.path}: ${r.app.non2xx} non-2xx, ${r.app.errors} errors, ${r.app.timeouts} timeouts`)
}

const round = (value, digits) => Number(value.toFixed(digits))

main().catch((error) => {
  console.error(`bench:http failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
