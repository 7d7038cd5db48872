// `npm start` builds first when there is no production build, or when the sources are newer.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { addCompileHints } from './compile-hints.mjs'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const buildId = path.join(distDir, 'BUILD_ID')
const watched = [
  'app',
  'components',
  'lib',
  'content',
  'db',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0
const changedAt = Math.max(...watched.map(newestMtime))
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'No production build yet: building…'
      : 'Sources changed since the last build: rebuilding…',
  )
  const result = spawnSync('next', ['build'], { stdio: 'inherit', shell: false })
  if (result.status !== 0) process.exit(result.status ?? 1)
  addCompileHints(distDir)
}
