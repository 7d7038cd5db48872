// `npm run bench:portal [-- --no-build] [-- --check]`
//
// The homeowner's page's first-load JavaScript (issue 35: at most 120 kB gzip, without the
// signature pad). Builds into .next-bench (or reuses it with --no-build), makes a database with a
// homeowner per state of the page (tests/e2e/homeowner-fixture.ts, the product's own functions),
// starts `next start` on it and measures the script files the HTML of each page loads, as served
// (gzip). Checks that the quote page's scripts hold no signature_pad code (the signing step loads
// it with a dynamic import) and reports the signing step's own first load and the pad's chunk.
// Writes bench/results/portal.json; --check exits 1 when a target is missed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { firstLoadJs, compressedSize } from './lib/first-load.mjs'
import { buildApp, findFreePort, hasBuild, onExit, parseArgs, ROOT, startServer } from './lib/server.mjs'

const args = parseArgs()
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench'
const TARGET_BYTES = 120_000
const OUT_FILE = path.join(ROOT, 'bench', 'results', 'portal.json')
/** An event name signature_pad dispatches; none of our own code says it. */
const PAD_MARKER = 'beginStroke'

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

async function main() {
  if (args['no-build'] && hasBuild(DIST_DIR)) console.log(`Reusing the build in ${DIST_DIR}.`)
  else buildApp(DIST_DIR)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-bench-portal-'))
  onExit(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const env = {
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    PRIVATE_UPLOADS_DIR: path.join(dataDir, 'private'),
    LOG_LEVEL: 'error',
  }
  console.log('Making the homeowners (tests/e2e/homeowner-fixture.ts)…')
  const made = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--import',
      './tests/helpers/server-only-hook.mjs',
      'tests/e2e/homeowner-fixture.ts',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`the fixture failed:\n${made.stderr}`)
  const fixture = JSON.parse(made.stdout.trim().split('\n').at(-1))
  const port = await findFreePort(3190, 3199)
  const server = await startServer({ distDir: DIST_DIR, port, env, label: 'bench-portal' })

  const pages = [
    { name: 'Quote, three options', path: `/my-pool/${fixture.open.token}`, budget: true },
    { name: 'Quote, one option', path: `/my-pool/${fixture.single.token}`, budget: true },
    { name: 'Project portal, signed today', path: `/my-pool/${fixture.signed.token}`, budget: true },
    { name: 'Project portal, signed a month ago', path: `/my-pool/${fixture.project.token}`, budget: true },
    { name: 'Signing step', path: `/my-pool/${fixture.open.token}/sign`, budget: false },
  ]
  const results = []
  for (const page of pages) {
    const js = await firstLoadJs(server.url + page.path, { keepBodies: true })
    const pad = js.files.some((f) => f.body?.includes(PAD_MARKER))
    results.push({
      name: page.name,
      budget: page.budget,
      bytes: js.bytes,
      brotliBytes: js.brotliBytes,
      files: js.files.length,
      signaturePad: pad,
    })
  }
  // The pad's own chunk: the script of the build that holds it.
  const chunksDir = path.join(ROOT, DIST_DIR, 'static', 'chunks')
  const padChunk = fs
    .readdirSync(chunksDir)
    .filter((f) => f.endsWith('.js'))
    .find((f) => fs.readFileSync(path.join(chunksDir, f), 'utf8').includes(PAD_MARKER))
  const padBytes = padChunk
    ? (await compressedSize(new URL(`${server.url}/_next/static/chunks/${padChunk}`))).compressed
    : null
  server.stop()

  console.log('\n| Page | First-load JS (gzip) | brotli | Files | signature_pad in it |')
  console.log('| --- | --- | --- | --- | --- |')
  for (const r of results)
    console.log(
      `| ${r.name} | ${kb(r.bytes)} | ${kb(r.brotliBytes)} | ${r.files} | ${r.signaturePad ? 'yes' : 'no'} |`,
    )
  console.log(
    `\nsignature_pad's chunk, loaded by the signing step after it opens: ${padBytes === null ? 'not found' : kb(padBytes)} gzip`,
  )

  const misses = []
  for (const r of results.filter((r) => r.budget)) {
    if (r.bytes > TARGET_BYTES) misses.push(`${r.name}: ${kb(r.bytes)} > ${kb(TARGET_BYTES)}`)
    if (r.signaturePad) misses.push(`${r.name}: its first load carries signature_pad`)
  }
  const signing = results.find((r) => !r.budget)
  if (signing?.signaturePad) misses.push('the signing step loads signature_pad up front instead of on need')
  fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true })
  fs.writeFileSync(
    OUT_FILE,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), targetBytes: TARGET_BYTES, pages: results, signaturePadChunkBytes: padBytes, misses }, null, 2)}\n`,
  )
  console.log(
    misses.length
      ? `\nMissed:\n- ${misses.join('\n- ')}`
      : `\nEvery page within ${kb(TARGET_BYTES)}, no signature pad up front.`,
  )
  if (args.check && misses.length) process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
