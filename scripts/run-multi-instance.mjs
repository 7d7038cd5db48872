// `npm test`'s two-instance step: two `next start` processes of one build on one PostgreSQL
// database (tests/multi-instance). It needs a PostgreSQL server: without TEST_DATABASE_URL it says
// so and is skipped. It uses the end-to-end build in .next-e2e, building it when missing.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { addCompileHints } from './compile-hints.mjs'

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'Two-instance test skipped: it needs PostgreSQL. Set TEST_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres) to run it.',
  )
  process.exit(0)
}

const distDir = process.env.NEXT_DIST_DIR || '.next-e2e'
const env = { ...process.env, CHROME_PATH: ensureChromium(), NEXT_DIST_DIR: distDir }
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  const build = spawnSync('next', ['build'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
  addCompileHints(distDir)
}
const args = ['test', '--config', 'playwright.multi-instance.config.ts', ...process.argv.slice(2)]
const result = spawnSync('playwright', args, { stdio: 'inherit', env })
process.exit(result.status ?? 1)
