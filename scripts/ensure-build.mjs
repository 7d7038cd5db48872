// `npm start` builds first only when there is no production build. Several instances must run
// the same build (server actions and the deployment id belong to it), so an existing build is
// never replaced here: run `npm run build` yourself after changing the sources.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { addCompileHints } from './compile-hints.mjs'

const distDir = process.env.NEXT_DIST_DIR || '.next'

if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.log('No production build yet: building…')
  const result = spawnSync('next', ['build'], { stdio: 'inherit', shell: false })
  if (result.status !== 0) process.exit(result.status ?? 1)
  addCompileHints(distDir)
}
