/**
 * A `next start` of the e2e build of its own for the homeowner's journeys (homeowner.mobile.spec,
 * portal.mobile.spec): its embedded database is made first by tests/e2e/homeowner-fixture.ts (the
 * product's own functions), its private files in a folder of its own, and its mail goes to a real
 * SMTP server in the test, whose messages are kept in `received` as the homeowner would read them.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { ADMIN } from './demo-admin'
import type { HomeownerFixture } from './homeowner-fixture'

export type HomeownerServer = {
  base: string
  fixture: HomeownerFixture
  /** Every e-mail the server sent, in order. */
  received: ParsedMail[]
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** Makes the fixture database, starts the mail sink and the server, and waits for its health. */
export async function startHomeownerServer(options: {
  port: number
  /** The temporary folder's prefix ('pools-portal-'). */
  prefix: string
  /** More environment for the server (COMPANY_INBOX, PROJECT_NOTICE_DELAY_MINUTES, …). */
  env?: Record<string, string>
}): Promise<HomeownerServer> {
  const base = `http://127.0.0.1:${options.port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.prefix))
  const env = {
    ...process.env,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    PRIVATE_UPLOADS_DIR: path.join(dataDir, 'private'),
    DEMO_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
  }
  const made = spawnSync(
    'npx',
    ['tsx', '--import', './tests/helpers/server-only-hook.mjs', 'tests/e2e/homeowner-fixture.ts'],
    { env, encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`homeowner fixture failed: ${made.stderr}`)
  const fixture = JSON.parse(made.stdout.trim().split('\n').at(-1) ?? '{}') as HomeownerFixture

  const received: ParsedMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  const smtpPort = await freePort()
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
  const server = spawn('next', ['start', '-p', String(options.port)], {
    env: {
      ...env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
      SITE_URL: base,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TRUST_PROXY_HOPS: '1',
      ...options.env,
    },
    stdio: 'ignore',
  })
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, {
      timeout: 120_000,
    })
    .toBe(200)

  return {
    base,
    fixture,
    received,
    async stop() {
      server.kill('SIGTERM')
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      await new Promise((resolve) => setTimeout(resolve, 500))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
