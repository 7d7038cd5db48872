/**
 * Two `next start` instances of one build on one fresh PostgreSQL database, with uploads in a real
 * S3-compatible server (s3rver), behind a small load balancer. A request's `x-instance` header
 * picks the instance: 'a', 'b', or 'read-a-write-b' (GET and HEAD to A, anything else to B), as
 * a load balancer without sticky sessions might do. The balancer keeps the Host header, so both
 * instances see one public origin, as they would behind a real one.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Client } from 'pg'
import { startS3TestServer, type S3TestServer } from '@/tests/helpers/s3/s3-server'

// Playwright runs from the project folder.
const ROOT = process.cwd()
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
export const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-e2e'
export const ADMIN_PASSWORD = 'two-Instances-Password-1'
/** The same key on both instances (a real deployment sets it once for all). */
const ACTIONS_KEY = randomBytes(32).toString('base64')

export type InstanceName = 'a' | 'b'
export type Routed = { method: string; path: string; instance: InstanceName }

export type Cluster = {
  /** The balancer: the one public origin. */
  url: string
  instances: Record<InstanceName, { url: string; log: () => string }>
  /** Every request the balancer passed on, in order. */
  routed: Routed[]
  /** A client of the shared database. */
  db: Client
  stop: () => Promise<void>
}

export function adminDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL
}

async function createDatabase(adminUrl: string) {
  const name = `pools_two_instances_${randomBytes(5).toString('hex')}`
  const admin = new Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

function startInstance(port: number, env: NodeJS.ProcessEnv) {
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pools-instance-')), 'server.log')
  const out = fs.openSync(logFile, 'a')
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  })
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => fs.readFileSync(logFile, 'utf8'),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || !child.pid) return resolve()
        child.once('exit', () => resolve())
        process.kill(-child.pid, 'SIGTERM')
      }),
  }
}

async function waitForHealth(url: string, log: () => string) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not become healthy:\n${log()}`)
}

function pickInstance(header: string | string[] | undefined, method: string, turn: number): InstanceName {
  const choice = Array.isArray(header) ? header[0] : header
  if (choice === 'a' || choice === 'b') return choice
  if (choice === 'read-a-write-b') return method === 'GET' || method === 'HEAD' ? 'a' : 'b'
  return turn % 2 === 0 ? 'a' : 'b'
}

function startBalancer(
  port: number,
  targets: Record<InstanceName, number>,
  routed: Routed[],
): Promise<Server> {
  let turn = 0
  const server = createServer((incoming, outgoing) => {
    const instance = pickInstance(incoming.headers['x-instance'], incoming.method ?? 'GET', turn++)
    routed.push({ method: incoming.method ?? 'GET', path: incoming.url ?? '/', instance })
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: targets[instance],
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'http' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', (error) => {
      outgoing.writeHead(502)
      outgoing.end(String(error))
    })
    incoming.pipe(forwarded)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

/** Starts everything; ports base, base+1, base+2 (balancer, A, B). */
export async function startCluster(adminUrl: string, basePort: number): Promise<Cluster> {
  const database = await createDatabase(adminUrl)
  let s3: S3TestServer | undefined
  const stops: Array<() => Promise<void>> = [database.drop]
  try {
    s3 = await startS3TestServer()
    stops.unshift(s3.close)
    const url = `http://127.0.0.1:${basePort}`
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      DATABASE_URL: database.url,
      SITE_URL: url,
      // Production on PostgreSQL asks for these two (config/env.ts): the demo data, a secret of its own.
      SEED_DEMO_DATA: 'true',
      IP_HASH_SECRET: 'two-instances-secret-never-in-production',
      DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: ACTIONS_KEY,
      LEAD_MIN_FILL_MS: '0',
      LOG_LEVEL: 'warn',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_PRIVATE_BUCKET: s3.privateBucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_PUBLIC_URL: s3.publicUrl,
      S3_REGION: s3.region,
      S3_FORCE_PATH_STYLE: 'true',
    }
    // Started together: migrations and the demo data run once, under the database lock.
    const a = startInstance(basePort + 1, env)
    const b = startInstance(basePort + 2, env)
    stops.unshift(a.stop, b.stop)
    await Promise.all([waitForHealth(a.url, a.log), waitForHealth(b.url, b.log)])
    const routed: Routed[] = []
    const balancer = await startBalancer(basePort, { a: basePort + 1, b: basePort + 2 }, routed)
    stops.unshift(
      () =>
        new Promise<void>((resolve) => {
          balancer.closeAllConnections()
          balancer.close(() => resolve())
        }),
    )
    const db = new Client({ connectionString: database.url })
    await db.connect()
    stops.unshift(() => db.end())
    return {
      url,
      instances: { a: { url: a.url, log: a.log }, b: { url: b.url, log: b.log } },
      routed,
      db,
      stop: async () => {
        for (const stop of stops) await stop().catch(() => undefined)
      },
    }
  } catch (error) {
    for (const stop of stops) await stop().catch(() => undefined)
    throw error
  }
}
