// `npm test`: lint, format check, typecheck, unit and integration tests (PGlite, and PostgreSQL too when
// TEST_DATABASE_URL is set), the end-to-end suite in Chromium, then two instances on one PostgreSQL
// database (with TEST_DATABASE_URL). Stops at the first failure.
import { spawnSync } from 'node:child_process'

const steps = [
  ['lint', 'eslint', ['.', '--max-warnings=0']],
  ['format', 'prettier', ['--check', '.']],
  ['typecheck', 'tsc', ['--noEmit']],
  ['unit + integration (PGlite)', 'vitest', ['run'], { TEST_DB: 'pglite' }],
]
if (process.env.TEST_DATABASE_URL) {
  steps.push(['integration (PostgreSQL)', 'vitest', ['run'], { TEST_DB: 'postgres' }])
} else {
  console.log('TEST_DATABASE_URL is not set: database tests run on PGlite only.')
}
if (!process.env.SKIP_E2E) steps.push(['end-to-end (Chromium)', 'node', ['scripts/run-e2e.mjs']])
// Skipped with a message when TEST_DATABASE_URL is unset; reuses the end-to-end build.
steps.push(['two instances (PostgreSQL)', 'node', ['scripts/run-multi-instance.mjs']])

let passed = 0
for (const [name, cmd, args, extraEnv] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } })
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  if (result.status !== 0) {
    console.log(`\n${name} failed after ${seconds}s.`)
    console.log(`${passed} passed, 1 failed`)
    process.exit(result.status ?? 1)
  }
  console.log(`${name}: ok (${seconds}s)`)
  passed++
}
console.log(`\nAll test steps passed.`)
console.log(`${passed} passed, 0 failed`)
