import { defineConfig, devices } from '@playwright/test'
import { ADMIN } from './tests/e2e/demo-admin'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${port}`
const ADMIN_WRITES =
  /(admin-content|admin-financing|analytics|cache-invalidation|stored-xss|media-library)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  // The screenshot baselines (screenshots.spec.ts), one folder, named by page and width; the same
  // on every Linux machine with the system Chromium, so no platform suffix.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace of every test costs about a tenth of the suite's time: a trace is kept of
    // a retried test (CI), and a failure leaves a screenshot; `-- --trace on` records one locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [/mobile\.spec\.ts$/, ADMIN_WRITES],
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts$/ },
    // Staff edits to the catalogue, blog, offices, financing options and analytics settings change what
    // public pages show: they run once the read-only public tests are done, so counts and lists never
    // change under them.
    {
      name: 'admin-writes',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: ADMIN_WRITES,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    // scripts/run-e2e.mjs has built the app and prepared a fresh database in E2E_PGLITE_DIR.
    // No -H: the server listens as `npm start` makes it (every interface), which is what Next.js's
    // routing behaves by (a proxy rewrite worked with -H and answered 500 without it).
    // Idle connections kept for 65 s as `npm start` keeps them: Node's default of 5 s let a request
    // reuse a connection the server was closing (ECONNRESET).
    command: `next start -p ${port} --keepAliveTimeout 65000`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? '.data/e2e',
      // On PostgreSQL under NODE_ENV=production the demo data and a secret must be asked for.
      ...(process.env.E2E_DATABASE_URL
        ? {
            DATABASE_URL: process.env.E2E_DATABASE_URL,
            SEED_DEMO_DATA: 'true',
            IP_HASH_SECRET: 'e2e-only-secret-never-in-production',
          }
        : {}),
      // The tests play the reverse proxy: each gives its requests an address in X-Forwarded-For
      // (tests of the default, 0 hops, start a server of their own).
      TRUST_PROXY_HOPS: '1',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-e2e',
      SITE_URL: baseURL,
      DEMO_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  },
})
