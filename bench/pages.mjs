// `npm run bench:pages [-- --no-build] [-- --runs 3] [-- --pages /,/pools] [-- --base-url URL] [-- --reports DIR]
//   [-- --priority] [-- --check]`
//
// Builds into its own folder (.next-bench), starts `next start` on a free port (3190-3199)
// with a fresh demo database, and runs Lighthouse (mobile preset: Moto G Power viewport, simulated
// slow 4G and 4x CPU slowdown) in the system Chromium several times per page. Prints the median
// scores and metrics and writes them to bench/results/pages.json. Also measures the home page's
// first-load JavaScript (the script files its HTML loads, compressed as served) against the 150 kB
// budget, and what the same files weigh with brotli, as a CDN or proxy in front would send them. --check exits 1 when a target is missed. --priority (root only) runs the server and the
// browser at a higher CPU priority, so that other work on a shared machine disturbs them less.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { firstLoadJs } from './lib/first-load.mjs'
import lighthouse from 'lighthouse'
import {
  appUnderTest,
  findLandingPath,
  findPoolId,
  onExit,
  parseArgs,
  priorityNiceness,
  ROOT,
} from './lib/server.mjs'

const args = parseArgs()
const NICENESS = priorityNiceness(args)
const RUNS = Number(args.runs ?? 3)
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-bench'
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // Paint holding keeps the previous page (about:blank here) on screen until the new one is ready.
  // Headless Chromium often held our pages' first frame for about a second after the page had
  // painted and committed it (docs/decisions/0135-bench-pages-paint-holding-off.md); Lighthouse's
  // simulation then counts every request that ended in that second as needed for the largest paint.
  '--disable-features=PaintHolding',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.05,
  homeFirstLoadJsBytes: 150_000,
}
const OUT_FILE = path.join(ROOT, 'bench', 'results', 'pages.json')

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function main() {
  const startLoad = os.loadavg().map((v) => Number(v.toFixed(2)))
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}; set CHROME_PATH.`)

  const { url: baseUrl, server } = await appUnderTest(args, {
    distDir: DIST_DIR,
    label: 'bench-pages',
    niceness: NICENESS,
  })

  const poolId = await findPoolId(baseUrl)
  const landingPath = await findLandingPath(baseUrl)
  let pages = [
    { name: 'Home', path: '/' },
    { name: 'Pools', path: '/pools' },
    { name: 'Pool detail', path: `/pool-detail/${poolId}` },
    { name: 'Estimate', path: '/estimate' },
    { name: 'Financing', path: '/financing' },
    { name: 'Packages', path: '/packages' },
    { name: 'Latham pools', path: '/latham-pools' },
    { name: 'Landing page', path: landingPath },
  ]
  if (typeof args.pages === 'string') {
    const wanted = args.pages.split(',')
    pages = pages.filter((p) => wanted.includes(p.path) || wanted.includes(p.name))
  }

  // Warm the server's read cache the way real traffic would, so run 1 is not a cold start. A page
  // that does not answer 200 is not measured and counts as a missed target.
  const unavailable = []
  for (const page of pages) {
    const status = page.path ? await warm(baseUrl + page.path) : 'no published landing page found'
    if (status !== 200) unavailable.push(`${page.path ?? page.name}: not measured (${status})`)
  }
  pages = pages.filter((page) => page.path && !unavailable.some((u) => u.startsWith(`${page.path}:`)))
  for (const line of unavailable) console.warn(`Warning: ${line}`)

  const homeJs = await firstLoadJs(baseUrl + '/')
  console.log(
    `Home first-load JavaScript: ${kb(homeJs.bytes)} compressed in ${homeJs.files.length} files ` +
      `(${kb(homeJs.uncompressedBytes)} uncompressed, ${kb(homeJs.brotliBytes)} with brotli); ` +
      `budget ${kb(TARGETS.homeFirstLoadJsBytes)}.`,
  )

  const results = []
  for (const page of pages) {
    const runs = []
    for (let run = 1; run <= RUNS; run++) {
      process.stdout.write(`Lighthouse ${page.path} run ${run}/${RUNS}… `)
      const lhr = await runLighthouse(baseUrl + page.path)
      const summary = summarise(lhr)
      if (typeof args.reports === 'string') {
        // Full Lighthouse reports for diagnosis (open in the Lighthouse viewer); not committed.
        fs.mkdirSync(args.reports, { recursive: true })
        const slug = page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
        fs.writeFileSync(path.join(args.reports, `${slug}-run${run}.json`), JSON.stringify(lhr))
      }
      runs.push(summary)
      console.log(
        `performance ${summary.performance}, LCP ${Math.round(summary.lcpMs)} ms, TBT ${Math.round(summary.tbtMs)} ms`,
      )
    }
    results.push({
      name: page.name,
      path: page.path,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      seo: median(runs.map((r) => r.seo)),
      lcpMs: round(median(runs.map((r) => r.lcpMs))),
      tbtMs: round(median(runs.map((r) => r.tbtMs))),
      cls: round(median(runs.map((r) => r.cls)), 3),
      fcpMs: round(median(runs.map((r) => r.fcpMs))),
      jsBytes: round(median(runs.map((r) => r.jsBytes))),
      totalBytes: round(median(runs.map((r) => r.totalBytes))),
      // Audits that cost points in any run (category: audit id), to say what to fix.
      failingAudits: [...new Set(runs.flatMap((r) => r.failingAudits))].sort(),
      lcpElement: runs.at(-1)?.lcpElement ?? null,
      runs: runs.map(({ failingAudits: _f, lcpElement: _l, ...rest }) => rest),
    })
  }

  const misses = [...unavailable, ...checkTargets(results, homeJs)]
  printTable(results, homeJs, misses)

  const report = {
    benchmark: 'bench:pages',
    measuredAt: new Date().toISOString(),
    lighthouse: 'mobile preset (default config: formFactor mobile, simulated throttling: slow 4G, 4x CPU)',
    lighthouseVersion: JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version,
    chromium: CHROME_PATH,
    chromiumFlags: CHROME_FLAGS,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      // Simulated throttling scales the CPU time observed here: a busy machine inflates TBT and LCP.
      loadAverageAtStart: startLoad,
      loadAverageAtEnd: os.loadavg().map((v) => Number(v.toFixed(2))),
    },
    priority: NICENESS ? `server and browser at niceness ${NICENESS} (--priority)` : 'normal',
    lighthouseBenchmarkIndex: median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex))),
    runsPerPage: RUNS,
    statistic: 'median of the runs',
    targets: TARGETS,
    homeFirstLoadJs: {
      ...homeJs,
      budgetBytes: TARGETS.homeFirstLoadJsBytes,
      withinBudget: homeJs.bytes <= TARGETS.homeFirstLoadJsBytes,
    },
    pages: results,
    misses,
  }
  fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true })
  fs.writeFileSync(OUT_FILE, JSON.stringify(report, null, 2) + '\n')
  console.log(`\nWrote ${path.relative(ROOT, OUT_FILE)}.`)

  server?.stop()
  if (args.check && misses.length > 0) process.exitCode = 1
}

async function warm(url) {
  let status = 0
  for (let i = 0; i < 2; i++) {
    const response = await fetch(url)
    await response.arrayBuffer()
    status = response.status
  }
  return status
}

/** With --priority, Chromium starts through a wrapper that raises its priority (and its children's). */
function chromeExecutable() {
  if (!NICENESS) return CHROME_PATH
  const wrapper = path.join(os.tmpdir(), `bench-chromium-nice${NICENESS}.sh`)
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec nice -n ${NICENESS} "${CHROME_PATH}" "$@"\n`, { mode: 0o755 })
  return wrapper
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromeExecutable(),
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  const kill = () => chrome.kill()
  onExit(kill)
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    await chrome.kill()
  }
}

function summarise(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const resourceRows = lhr.audits['resource-summary']?.details?.items ?? []
  const bytesOf = (type) => resourceRows.find((row) => row.resourceType === type)?.transferSize ?? null
  const failingAudits = []
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (
        ref.weight > 0 &&
        audit &&
        audit.score !== null &&
        audit.score < (categoryId === 'performance' ? 0.9 : 1)
      ) {
        failingAudits.push(`${categoryId}: ${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`)
      }
    }
  }
  // Lighthouse 13 names the LCP element in the LCP breakdown insight (a 'node' item).
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
  const lcpNode = breakdown.find((item) => item?.type === 'node')
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    jsBytes: bytesOf('script'),
    totalBytes: bytesOf('total'),
    failingAudits,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : null,
  }
}

function checkTargets(results, homeJs) {
  const misses = []
  for (const r of results) {
    if (r.performance < TARGETS.performance)
      misses.push(`${r.path}: performance ${r.performance} < ${TARGETS.performance}`)
    if (r.accessibility < TARGETS.accessibility)
      misses.push(`${r.path}: accessibility ${r.accessibility} < 100`)
    if (r.bestPractices < TARGETS.bestPractices)
      misses.push(`${r.path}: best practices ${r.bestPractices} < 100`)
    if (r.seo < TARGETS.seo) misses.push(`${r.path}: SEO ${r.seo} < 100`)
    if (r.lcpMs > TARGETS.lcpMs) misses.push(`${r.path}: LCP ${r.lcpMs} ms > ${TARGETS.lcpMs} ms`)
    if (r.cls > TARGETS.cls) misses.push(`${r.path}: CLS ${r.cls} > ${TARGETS.cls}`)
  }
  if (homeJs.bytes > TARGETS.homeFirstLoadJsBytes) {
    misses.push(`/: first-load JavaScript ${kb(homeJs.bytes)} > ${kb(TARGETS.homeFirstLoadJsBytes)}`)
  }
  return misses
}

function printTable(results, homeJs, misses) {
  const header = ['Page', 'Path', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'JS', 'Total']
  const rows = results.map((r) => [
    r.name,
    r.path,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${r.tbtMs} ms`,
    r.cls.toFixed(3),
    kb(r.jsBytes),
    kb(r.totalBytes),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
  const line = (cells) =>
    '| ' + cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |'
  console.log(
    `\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile preset (simulated throttling)\n`,
  )
  console.log(line(header))
  console.log(
    '|' + widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|',
  )
  for (const row of rows) console.log(line(row))
  console.log(
    `\nHome first-load JavaScript: ${kb(homeJs.bytes)} compressed (${kb(homeJs.uncompressedBytes)} uncompressed, ` +
      `${kb(homeJs.brotliBytes)} with brotli as a CDN would send it), ` +
      `budget ${kb(TARGETS.homeFirstLoadJsBytes)}: ${homeJs.bytes <= TARGETS.homeFirstLoadJsBytes ? 'within budget' : 'OVER BUDGET'}.`,
  )
  const withAudits = results.filter((r) => r.failingAudits.length > 0)
  if (withAudits.length > 0) {
    console.log('\nAudits that cost points:')
    for (const r of withAudits) console.log(`  ${r.path}: ${r.failingAudits.join('; ')}`)
  }
  console.log(misses.length === 0 ? '\nAll targets met.' : `\nTargets missed:\n  ${misses.join('\n  ')}`)
}

const kb = (bytes) => (bytes == null ? '-' : `${(bytes / 1000).toFixed(1)} kB`)
const round = (value, digits = 0) => (value == null ? null : Number(value.toFixed(digits)))

main().catch((error) => {
  console.error(`bench:pages failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
