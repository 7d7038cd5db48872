// Shared helpers for the benchmarks: build the app into its own folder, start `next start` on a
// free port with a fresh embedded database (seeded with the demo data at start-up), wait for
// /api/health, and stop it again: at the end, on failure and on Ctrl-C. Nothing is downloaded.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { addCompileHints } from '../../scripts/compile-hints.mjs'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')

/** `next build` into `distDir` (runs on the Node that runs the benchmark: 24 through npm scripts). */
export function buildApp(distDir) {
  console.log(`Building into ${distDir}…`)
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`)
  addCompileHints(path.join(ROOT, distDir))
}

/** True when a production build exists in `distDir`. */
export function hasBuild(distDir) {
  return fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'))
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** The first free port in [from, to]; the benchmarks use 3190-3199. */
export async function findFreePort(from = 3190, to = 3199, skip = []) {
  for (let port = from; port <= to; port++) {
    if (!skip.includes(port) && (await portIsFree(port))) return port
  }
  throw new Error(`No free port between ${from} and ${to}`)
}

const cleanups = new Set()
let handlersInstalled = false

/** Runs `fn` once when the process ends: normally, on an uncaught error, on Ctrl-C or SIGTERM. */
export function onExit(fn) {
  cleanups.add(fn)
  if (handlersInstalled) return
  handlersInstalled = true
  const runAll = () => {
    for (const cleanup of cleanups) {
      try {
        cleanup()
      } catch {
        // keep cleaning up the rest
      }
    }
    cleanups.clear()
  }
  process.on('exit', runAll)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\nStopped by ${signal}.`)
      runAll()
      process.exit(130)
    })
  }
  process.on('uncaughtException', (error) => {
    console.error(error)
    runAll()
    process.exit(1)
  })
  process.on('unhandledRejection', (error) => {
    console.error(error)
    runAll()
    process.exit(1)
  })
}

/** Polls /api/health until it answers 200 (the database is migrated and seeded by then). */
export async function waitForHealth(baseUrl, { timeoutMs = 180_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('the server exited before it became healthy')
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) return
      last = `status ${response.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${baseUrl}/api/health did not become healthy within ${timeoutMs / 1000} s (${last})`)
}

/**
 * The app a benchmark measures: --base-url when given (a server already running), else a fresh
 * `next start` of the build in `distDir` (built first, unless --no-build finds one there) on a
 * free port. Returns { url, server }; server is undefined for --base-url.
 */
export async function appUnderTest(args, { distDir, label, niceness = 0 }) {
  if (typeof args['base-url'] === 'string')
    return { url: args['base-url'].replace(/\/$/, ''), server: undefined }
  if (args['no-build'] && hasBuild(distDir)) console.log(`Reusing the build in ${distDir}.`)
  else buildApp(distDir)
  const port = await findFreePort(3190, 3199)
  console.log(`Starting next start on port ${port} with a fresh demo database…`)
  const server = await startServer({ distDir, port, label, niceness })
  return { url: server.url, server }
}

/**
 * Starts `next start` from `distDir` on `port` with a fresh PGlite folder in a temporary
 * directory. Returns { url, port, logFile, stop }. stop() is also registered with onExit.
 * `niceness` (e.g. -10, needs root) runs it at a higher CPU priority: see priorityFlag().
 */
export async function startServer({ distDir, port, env = {}, label = 'bench', niceness = 0 }) {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `pools-${label}-`))
  const logFile = path.join(tempDir, 'server.log')
  const logFd = fs.openSync(logFile, 'a')
  const url = `http://127.0.0.1:${port}`
  const command = [process.execPath, NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1']
  const [file, ...argv] = niceness ? ['nice', '-n', String(niceness), ...command] : command
  const child = spawn(file, argv, {
    cwd: ROOT,
    // Own process group, so stop() ends the server and anything it started.
    detached: true,
    stdio: ['ignore', logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir,
      PGLITE_DIR: path.join(tempDir, 'pglite'),
      UPLOADS_DIR: path.join(tempDir, 'uploads'),
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'true',
      IP_HASH_SECRET: process.env.IP_HASH_SECRET ?? 'bench-only-secret-never-in-production',
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  fs.closeSync(logFd)
  let exited = false
  child.once('exit', () => {
    exited = true
  })

  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
      // A server that ignores SIGTERM is killed; synchronous so it also works inside 'exit'.
      const deadline = Date.now() + 5_000
      while (Date.now() < deadline && processGroupAlive(child.pid)) spawnSync('sleep', ['0.1'])
      if (processGroupAlive(child.pid)) {
        try {
          process.kill(-child.pid, 'SIGKILL')
        } catch {
          // already gone
        }
      }
    }
    fs.rmSync(tempDir, { recursive: true, force: true })
  }
  onExit(stop)

  try {
    await waitForHealth(url, { isAlive: () => !exited })
  } catch (error) {
    const tail = fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n')
      : ''
    stop()
    throw new Error(
      `${error instanceof Error ? error.message : error}\n--- server log (last lines) ---\n${tail}`,
    )
  }
  return { url, port, logFile, stop }
}

function processGroupAlive(pid) {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** Reads `--name value` / `--name=value` / `--flag` from argv. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith('--')) continue
    const [key, inline] = arg.slice(2).split('=', 2)
    if (inline !== undefined) args[key] = inline
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) args[key] = argv[++i]
    else args[key] = true
  }
  return args
}

/** The id of one pool from GET /api/pools (accepts a bare array or { pools: [...] }). */
export async function findPoolId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/pools`)
  if (!response.ok) throw new Error(`GET /api/pools answered ${response.status}`)
  const body = await response.json()
  const list = Array.isArray(body) ? body : Array.isArray(body?.pools) ? body.pools : []
  const id = list.find((pool) => pool && pool.id != null)?.id
  if (id == null) throw new Error('GET /api/pools returned no pool with an id')
  return id
}

const LANDING_CANDIDATES = [
  'fiberglass-pools-ocala',
  '10x20-fiberglass-pool',
  'pool-resurfacing-ocala-fl',
  'pool-services-tampa-fl',
  'enhanced-pool-installation-jacksonville-fl',
  'test-landing',
]

/**
 * The path of a published landing page: preferably one whose record GET /api/landing-pages/{slug}
 * returns and whose page answers 200, otherwise the first known slug whose page answers 200; null if none.
 */
export async function findLandingPath(baseUrl) {
  const ok = async (url) => (await fetch(url).catch(() => undefined))?.ok === true
  for (const slug of LANDING_CANDIDATES) {
    if ((await ok(`${baseUrl}/api/landing-pages/${slug}`)) && (await ok(`${baseUrl}/${slug}`)))
      return `/${slug}`
  }
  for (const slug of LANDING_CANDIDATES) {
    if (await ok(`${baseUrl}/${slug}`)) return `/${slug}`
  }
  return null
}

/**
 * --priority: run the measured processes (server, browser) at niceness -10 so that other work on a
 * shared machine disturbs the measurement less. Needs root; otherwise it is ignored with a warning.
 */
export function priorityNiceness(args) {
  if (!args.priority) return 0
  if (typeof process.getuid === 'function' && process.getuid() === 0) return -10
  console.warn('--priority needs root; measuring at normal priority.')
  return 0
}
