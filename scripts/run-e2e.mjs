// `npm run test:e2e [-- playwright args]`: builds the app into its own folder, prepares a fresh
// demo database and runs the Playwright suite against `next start` in the system Chromium.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { addCompileHints } from './compile-hints.mjs'

const chrome = ensureChromium()
const distDir = process.env.NEXT_DIST_DIR || '.next-e2e'
const env = { ...process.env, CHROME_PATH: chrome, NEXT_DIST_DIR: distDir }

if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('next', ['build'], { stdio: 'inherit', env })
  if (build.status !== 0) process.exit(build.status ?? 1)
  addCompileHints(distDir)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-e2e-'))
env.E2E_PGLITE_DIR = path.join(dataDir, 'pglite')
const args = ['test', ...process.argv.slice(2)]
const result = spawnSync('playwright', args, { stdio: 'inherit', env })
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(result.status ?? 1)
