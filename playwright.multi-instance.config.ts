import { defineConfig, devices } from '@playwright/test'

/**
 * The two-instance test (tests/multi-instance): it starts its own PostgreSQL database, S3 server,
 * two `next start` processes and a load balancer, so it runs alone. Use scripts/run-multi-instance.mjs.
 */
export default defineConfig({
  testDir: 'tests/multi-instance',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
})
