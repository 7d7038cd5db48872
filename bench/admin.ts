/**
 * `npm run bench:admin` — the admin leads list over 1,000,000 estimate requests on PostgreSQL, and
 * the projects list and board (/admin/projects) over 5,000 projects (BENCH_PROJECTS).

 *
 * Creates a scratch database next to DATABASE_URL / TEST_DATABASE_URL, applies the migrations,
 * fills estimate_requests with generate_series (indexes dropped during the fill and rebuilt after,
 * as a bulk load should), then runs the leads desk's real list query (rows + capped count +
 * duplicate flags) for each filter combination BENCH_RUNS times and prints the p95 of each.
 * Target: p95 ≤ 100 ms. Results go to bench/results/admin.json (sortUsed: the order the desk used,
 * newest first when the sort asked for falls back for that filter set). BENCH_ROWS changes the size.
 *
 * Projects: 5,000 signed contracts of three years (quote, version, alternative, signature, six
 * installments, eleven stages, payments partly received), filled the same way, then the list's
 * real query (lib/projects/queries listProjects: rows, count, paid and overdue sums) for each filter
 * set and the board (loadProjectBoard), as operations see them and as a sales rep sees theirs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { PROJECT_STAGES } from '@/content/project-stages'
import { openPostgres, setDatabaseHandle } from '@/db/client'
import { runMigrations } from '@/db/migrate'
import { parseLeadFilters, type LeadFilters } from '@/lib/leads/estimates/filters'
import { listLeads } from '@/lib/leads/estimates/list-query'
import { parseProjectFilters, type ProjectFilters } from '@/lib/projects/filters'
import { listProjects, loadProjectBoard } from '@/lib/projects/list-query'
import type { ProjectScope } from '@/lib/projects/access'

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const TARGET_MS = 100
// Its own name when several runs share a server (BENCH_DB_NAME).
const BENCH_DB = process.env.BENCH_DB_NAME ?? 'pools_bench_admin'
const PROJECTS = Number(process.env.BENCH_PROJECTS ?? 5_000)

type Pg = { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>; end: () => Promise<void> }

async function connect(url: string): Promise<Pg> {
  const { Client } = await import('pg')
  const client = new Client({ connectionString: url })
  await client.connect()
  // The scratch database is dropped (with force) when a run fails: that ends this connection too,
  // and the failure itself, not the closed connection, is what the run reports.
  client.on('error', () => undefined)
  return client as unknown as Pg
}

async function fill(db: Pg) {
  const indexes = await db.query(
    `select indexname, indexdef from pg_indexes where tablename = 'estimate_requests' and indexname not like '%_pkey'`,
  )
  for (const index of indexes.rows) await db.query(`drop index "${String(index.indexname)}"`)
  const started = performance.now()
  // Three years of leads; realistic mixes of status, type, branch, source page and sales rep;
  // about 2% share a phone number with another lead.
  await db.query(`
    insert into estimate_requests (first_name, last_name, email, phone, address, pool_type, budget_range, timeframe,
      message, status, nearest_branch, request_type, source_page, sales_rep, created_at, status_updated_at, attribution)
    select
      (array['James','Mary','John','Patricia','Robert','Jennifer','Michael','Linda','William','Elizabeth','David','Barbara',
             'Richard','Susan','Joseph','Jessica','Thomas','Sarah','Carlos','Maria','Ana','Luis','Karen','Nancy'])[1 + g % 24]
        || ' ' ||
      (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez',
             'Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin','Lee','Perez'])[1 + (g / 24) % 22],
      '',
      'lead' || g || '@example.com',
      '(' || (array['352','407','561','813'])[1 + g % 4] || ') 555-' || lpad(((g % 980000) % 10000)::text, 4, '0')
        || lpad(((g % 980000) / 10000)::text, 2, '0'),
      g || ' Palm Ave, Ocala, FL',
      (array['Fiberglass','Concrete','Above Ground','Pool Renovation','Not Sure'])[1 + g % 5],
      (array['$30,000 - $50,000','$50,000 - $75,000','$75,000 - $100,000','$100,000+'])[1 + g % 4],
      (array['asap','1-3 months','3-6 months','6+ months','just researching'])[1 + g % 5],
      'Interested in a fiberglass pool for our backyard.',
      (array['new','new','new','contacted','contacted','scheduled','quoted','quoted','won','lost','lost','spam'])[1 + abs(hashint4(g)) % 12],
      case when g % 20 = 0 then null else (array['ocala','west-palm-beach','orlando'])[1 + abs(hashint4(g + 1)) % 3] end,
      case when abs(hashint4(g + 2)) % 4 = 0 then 'appointment' else 'estimate' end,
      (array['home','home','home','estimate','pools','pool-detail','contact','resurfacing','packages','financing',
             'fiberglass-pools-ocala','10x20-fiberglass-pool','pool-services-tampa-fl','website'])[1 + abs(hashint4(g + 3)) % 14],
      case when abs(hashint4(g + 4)) % 5 < 2 then null else 'rep' || (1 + abs(hashint4(g + 5)) % 6) end,
      now() - ((g::float / ${ROWS}) * interval '1095 days'),
      now() - ((g::float / ${ROWS}) * interval '1095 days') + interval '2 days',
      jsonb_build_object('utmSource', (array['google','facebook','bing','direct'])[1 + g % 4], 'utmMedium', 'cpc')
    from generate_series(1, ${ROWS}) g`)
  const inserted = performance.now()
  for (const index of indexes.rows) await db.query(String(index.indexdef))
  // As autovacuum would: statistics for the planner and the visibility map for index-only scans.
  await db.query('vacuum analyze estimate_requests')
  return { insertSeconds: (inserted - started) / 1000, indexSeconds: (performance.now() - inserted) / 1000 }
}

/**
 * PROJECTS signed contracts over three years on the first leads: the quote rows they hang on,
 * six installments each (due once their stage is reached), eleven stages (reached up to the
 * project's current one, a tenth of the open ones behind schedule), and payments for most of the
 * installments due (some left overdue, some paid in two parts). Six reps own them.
 */
async function fillProjects(db: Pg) {
  const started = performance.now()
  const n = PROJECTS
  await db.query(`
    insert into admin_users (username, email, password_hash, role)
    select 'rep' || r, 'rep' || r || '@example.com', 'x', case when r = 1 then 'sales' else 'operations' end
    from generate_series(1, 6) r`)
  await db.query(`insert into contract_texts (id, version, terms, lien_law_notice, recovery_fund_notice, construction_defect_notice, created_by)
    values (1, 1, 't', 'l', 'r', 'c', 'bench')`)
  await db.query(
    `insert into quotes (id, estimate_request_id, office_id, status) select g, g, 'ocala', 'accepted' from generate_series(1, ${n}) g`,
  )
  await db.query(`insert into quote_versions (id, quote_id, version_number, status, valid_until)
    select g, g, 1, 'accepted', current_date from generate_series(1, ${n}) g`)
  await db.query(`insert into quote_alternatives (id, quote_version_id, position, label, pool_name, pool_price_cents, total_cents)
    select g, g, 1, 'Your pool', 'Bench 16x32', 6000000, 5000000 + (g % 40) * 100000 from generate_series(1, ${n}) g`)
  // Signed between three years and a day ago; the stage reached grows with the contract's age.
  await db.query(`create temporary table bench_projects as
    select g as id,
      (current_date - (1 + (g::float / ${n} * 1095)::int)) as signed,
      5000000 + (g % 40) * 100000 as total,
      least(11, 1 + ((g::float / ${n} * 1095)::int / 9))::int as reached
    from generate_series(1, ${n}) g`)
  await db.query(`insert into quote_signatures (id, quote_version_id, alternative_id, contract_text_id, signer_name,
      signature_image, consent_text, signed_at, total_cents, document_sha256)
    select id, id, id, 1, 'Homeowner ' || id, 'x', 'x', signed + time '15:00', total, md5(id::text) || md5(id::text)
    from bench_projects`)
  const schedule = [
    [1, 'Initial payment: technical visit deposit', 100, 'contract_signed', 1],
    [2, 'Initial payment: balance after the technical visit', 900, 'technical_visit', 2],
    [3, 'Pre-construction', 3500, 'excavation', 6],
    [4, 'Pool installation', 3500, 'shell_set', 7],
    [5, 'Finishing', 1500, 'backfill_deck', 8],
    [6, 'Final completion', 500, 'completed', 11],
  ] as const
  const stages = PROJECT_STAGES.map((stage) => stage.key)
  const offsets = [0, 7, 21, 49, 52, 80, 82, 86, 91, 94, 95]
  await db.query(`insert into projects (id, estimate_request_id, signature_id, quote_version_id, office_id, rep_id, customer_name,
      pool_name, contract_total_cents, contract_date, current_stage, current_stage_on, next_stage, next_planned_on)
    select p.id, p.id, p.id, p.id,
      (array['ocala','west-palm-beach','orlando'])[1 + p.id % 3],
      case when p.id % 10 = 0 then null else 1 + p.id % 6 end,
      e.first_name, 'Bench 16x32', p.total, p.signed,
      (array[${stages.map((k) => `'${k}'`).join(',')}])[p.reached],
      p.signed + (array[${offsets.join(',')}])[p.reached],
      case when p.reached < 11 then (array[${stages.map((k) => `'${k}'`).join(',')}])[p.reached + 1] end,
      case when p.reached < 11 then p.signed + (array[${offsets.join(',')}])[p.reached + 1]
        + case when p.id % 10 = 3 then -30 else 0 end end
    from bench_projects p join estimate_requests e on e.id = p.id`)
  await db.query(`insert into project_stages (project_id, stage_key, position, planned_on, actual_on, owner_id)
    select p.id, s.key, s.pos, p.signed + s.offs,
      case when s.pos <= p.reached then p.signed + least(s.offs, greatest(0, current_date - p.signed)) end,
      case when s.pos % 3 = 0 then 2 + p.id % 5 end
    from bench_projects p
    cross join unnest(array[${stages.map((k) => `'${k}'`).join(',')}], array[${offsets.join(',')}])
      with ordinality as s(key, offs, pos)`)
  await db.query(`insert into contract_installments (signature_id, position, label, percent_basis_points, amount_cents, due_stage, due_on)
    select p.id, i.pos, i.label, i.bp, case when i.pos = 6 then p.total - (p.total::bigint * 9500 / 10000)::int else (p.total::bigint * i.bp / 10000)::int end,
      i.stage, case when p.reached >= i.at then p.signed + (select offs from unnest(array[${offsets.join(',')}]) with ordinality o(offs, n) where n = i.at) + 7 end
    from bench_projects p
    cross join (values ${schedule.map(([pos, label, bp, stage, at]) => `(${pos}, '${label}', ${bp}, '${stage}', ${at})`).join(', ')})
      as i(pos, label, bp, stage, at)`)
  // Payments: every due installment paid, but one project in eight leaves its latest one unpaid,
  // and one in five paid the pre-construction installment in two parts.
  await db.query(`insert into project_payments (project_id, installment_id, method, amount_cents, received_on, recorded_by)
    select i.signature_id, i.id, (array['check','bank_transfer','zelle'])[1 + i.id % 3],
      case when i.position = 3 and i.signature_id % 5 = 0 then i.amount_cents / 2 else i.amount_cents end,
      least(current_date, i.due_on - 3), 'bench'
    from contract_installments i
    where i.due_on is not null and not (i.signature_id % 8 = 0 and i.due_on > current_date - 60)`)
  await db.query(`insert into project_payments (project_id, installment_id, method, amount_cents, received_on, recorded_by)
    select i.signature_id, i.id, 'zelle', i.amount_cents - i.amount_cents / 2, least(current_date, i.due_on), 'bench'
    from contract_installments i
    where i.position = 3 and i.signature_id % 5 = 0 and i.due_on is not null and not (i.signature_id % 8 = 0 and i.due_on > current_date - 60)`)
  // Each installment's running total, as recording a payment keeps it.
  await db.query(`update contract_installments ci set paid_cents = s.cents
    from (select installment_id, sum(amount_cents)::int as cents from project_payments group by installment_id) s
    where s.installment_id = ci.id`)
  for (const table of [
    'projects',
    'project_stages',
    'project_payments',
    'contract_installments',
    'quote_signatures',
  ])
    await db.query(`vacuum analyze ${table}`)
  await db.query(`select setval(pg_get_serial_sequence('projects', 'id'), ${n})`)
  return (performance.now() - started) / 1000
}

const PROJECT_CASES: Record<string, Record<string, string>> = {
  'no filter (next planned first)': {},
  'page 100': { page: '100' },
  'stage=excavation': { stage: 'excavation' },
  'stage=completed': { stage: 'completed' },
  'office=ocala': { office: 'ocala' },
  'rep=rep3': { rep: 'rep3' },
  'overdue=payment': { overdue: 'payment' },
  'overdue=schedule': { overdue: 'schedule' },
  'overdue=any': { overdue: 'any' },
  'search (maria)': { q: 'maria' },
  'stage+office+rep+overdue': { stage: 'permit_submitted', office: 'orlando', rep: 'rep2', overdue: 'any' },
}

async function measureProjects(scope: ProjectScope, filters: ProjectFilters, board: boolean) {
  const today = new Date().toISOString().slice(0, 10)
  const run = () => (board ? loadProjectBoard(scope, filters, today) : listProjects(scope, filters, today))
  for (let i = 0; i < 3; i++) await run()
  const samples: number[] = []
  let total = 0
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const result = await run()
    samples.push(performance.now() - started)
    total = Array.isArray(result) ? result.reduce((sum, column) => sum + column.count, 0) : result.total
  }
  const sorted = [...samples].sort((a, b) => a - b)
  return { p95: p95(samples), median: sorted[Math.floor(sorted.length / 2)] ?? 0, total }
}

const COMBINATIONS: Record<string, Record<string, string>> = {
  'no filter (newest first)': {},
  'oldest first': { sort: 'oldest' },
  'status=new': { status: 'new' },
  'status=won': { status: 'won' },
  'branch=ocala': { branch: 'ocala' },
  'branch=none': { branch: 'none' },
  'type=appointment': { type: 'appointment' },
  'source=pools': { source: 'pools' },
  'rep=rep3': { rep: 'rep3' },
  'rep=unassigned': { rep: 'none' },
  'date range (30 days)': { from: daysAgo(30), to: daysAgo(0) },
  'date range (a week, a year ago)': { from: daysAgo(372), to: daysAgo(365) },
  'status+branch': { status: 'quoted', branch: 'orlando' },
  'status+branch+type': { status: 'contacted', branch: 'west-palm-beach', type: 'appointment' },
  'status+rep': { status: 'won', rep: 'rep2' },
  'source+date': { source: 'fiberglass-pools-ocala', from: daysAgo(90), to: daysAgo(0) },
  'status+branch+type+source+rep+date': {
    status: 'new',
    branch: 'ocala',
    type: 'estimate',
    source: 'home',
    rep: 'rep5',
    from: daysAgo(365),
    to: daysAgo(0),
  },
  'search name (maria)': { q: 'maria' },
  'search name (two words)': { q: 'carlos lopez' },
  'search e-mail (exact)': { q: 'lead777777@example.com' },
  'search phone': { q: '(407) 555-1234' },
  'search phone ending (last four digits)': { q: '1234' },
  'search phone ending (555-1234)': { q: '555-1234' },
  'search address (house number and street)': { q: '777777 palm' },
  'search + status': { q: 'smith', status: 'quoted' },
  '100 per page': { limit: '100' },
  'status changed, latest first': { sort: 'status-recent' },
  'status changed, longest ago first': { sort: 'status-oldest' },
  'status=new by status change (oldest)': { status: 'new', sort: 'status-oldest' },
  'rep=rep3 by status change (oldest)': { rep: 'rep3', sort: 'status-oldest' },
  'status+branch by status change': { status: 'quoted', branch: 'orlando', sort: 'status-recent' },
  'name A to Z': { sort: 'name-az' },
  'name Z to A': { sort: 'name-za' },
  'status=won by name': { status: 'won', sort: 'name-az' },
  'date range (30 days) by name': { from: daysAgo(30), to: daysAgo(0), sort: 'name-az' },
  'date range (a week, a year ago) by status change': {
    from: daysAgo(372),
    to: daysAgo(365),
    sort: 'status-recent',
  },
  'received in the last 30 days, status change longest ago first': {
    from: daysAgo(30),
    sort: 'status-oldest',
  },
  'received before a year ago, latest status change first': { to: daysAgo(365), sort: 'status-recent' },
  'received last week, latest status change first': {
    from: daysAgo(7),
    to: daysAgo(0),
    sort: 'status-recent',
  },
  'all six filters by name': {
    status: 'new',
    branch: 'ocala',
    type: 'estimate',
    source: 'home',
    rep: 'rep5',
    from: daysAgo(365),
    to: daysAgo(0),
    sort: 'name-az',
  },
  'search name (maria) by name': { q: 'maria', sort: 'name-az' },
  'search + status by status change': { q: 'smith', status: 'quoted', sort: 'status-oldest' },
}

function daysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
}

function p95(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? 0
}

async function measure(filters: LeadFilters) {
  for (let i = 0; i < 3; i++) await listLeads(filters)
  const samples: number[] = []
  let rows = 0
  let total = ''
  let sortUsed = ''
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const page = await listLeads(filters)
    samples.push(performance.now() - started)
    rows = page.rows.length
    total = `${page.total}${page.totalCapped ? '+' : ''}`
    sortUsed = page.sort
  }
  return {
    p95: p95(samples),
    median: p95(
      samples
        .slice()
        .sort((a, b) => a - b)
        .slice(0, Math.ceil(RUNS / 2)),
    ),
    rows,
    total,
    sortUsed,
  }
}

async function main() {
  const baseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!baseUrl) {
    console.log(
      'bench:admin skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server (a scratch database is created there).',
    )
    return
  }
  const admin = await connect(baseUrl)
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`)
  await admin.query(`create database ${BENCH_DB}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${BENCH_DB}`
  const handle = await openPostgres(url.toString())
  // listLeads opens the database through getDb(): this benchmark's database is that handle.
  setDatabaseHandle(handle)
  try {
    await handle.withExclusiveLock((db) => runMigrations(handle.driver, db))
    const raw = await connect(url.toString())
    console.log(`Filling estimate_requests with ${ROWS.toLocaleString('en-US')} rows...`)
    const load = await fill(raw)
    console.log(
      `Inserted in ${load.insertSeconds.toFixed(1)} s, indexes rebuilt in ${load.indexSeconds.toFixed(1)} s.`,
    )

    const results: Record<
      string,
      { p95Ms: number; medianMs: number; rows: number; total: string; sortUsed: string }
    > = {}
    const parse = (query: Record<string, string>) => {
      const parsed = parseLeadFilters(query)
      if (!parsed.ok)
        throw new Error(`bad filters ${JSON.stringify(query)}: ${JSON.stringify(parsed.errors)}`)
      return parsed.filters
    }
    const cases: [string, LeadFilters][] = Object.entries(COMBINATIONS).map(([name, query]) => [
      name,
      parse(query),
    ])
    // Deep pages: the keyset position 500 pages in, forwards and back, in each sort key.
    for (const [label, sort] of [
      ['', 'newest'],
      [' by status change', 'status-oldest'],
      [' by name', 'name-az'],
    ] as const) {
      let deep = parse({ sort })
      for (let i = 0; i < 500; i++) {
        const page = await listLeads(deep)
        if (!page.nextCursor) break
        deep = parse({ sort, cursor: page.nextCursor })
      }
      cases.push(
        [`page 501 (keyset)${label}`, deep],
        [`previous page from 501${label}`, { ...deep, dir: 'prev' }],
      )
    }

    console.log(
      `\n${'combination'.padEnd(40)} ${'p95 ms'.padStart(8)} ${'median'.padStart(8)}  rows  matching`,
    )
    for (const [name, filters] of cases) {
      const m = await measure(filters)
      results[name] = {
        p95Ms: round(m.p95),
        medianMs: round(m.median),
        rows: m.rows,
        total: m.total,
        sortUsed: m.sortUsed,
      }
      const flag = m.p95 <= TARGET_MS ? '' : '  ← over target'
      console.log(
        `${name.padEnd(40)} ${m.p95.toFixed(1).padStart(8)} ${m.median.toFixed(1).padStart(8)}  ${String(m.rows).padStart(4)}  ${results[name]?.total}${filters.sort === m.sortUsed ? '' : ` (sorted ${m.sortUsed})`}${flag}`,
      )
    }
    console.log(`\nFilling ${PROJECTS.toLocaleString('en-US')} projects...`)
    const projectSeconds = await fillProjects(raw)
    console.log(`Projects filled in ${projectSeconds.toFixed(1)} s.`)
    const projectResults: Record<string, { p95Ms: number; medianMs: number; matching: number }> = {}
    const all: ProjectScope = { all: true }
    const salesRep: ProjectScope = { all: false, repId: 1 }
    const projectCases: [string, ProjectScope, ProjectFilters, boolean][] = []
    for (const [name, query] of Object.entries(PROJECT_CASES)) {
      const parsed = parseProjectFilters(query)
      if (!parsed.ok) throw new Error(`bad project filters ${JSON.stringify(query)}`)
      projectCases.push([`list: ${name}`, all, parsed.filters, false])
    }
    projectCases.push(
      ['list: a sales rep’s own', salesRep, { view: 'list', page: 1 }, false],
      ['board', all, { view: 'board', page: 1 }, true],
      [
        'board: office=orlando, overdue=any',
        all,
        { view: 'board', page: 1, office: 'orlando', overdue: 'any' },
        true,
      ],
      ['board: a sales rep’s own', salesRep, { view: 'board', page: 1 }, true],
    )
    console.log(`\n${'projects'.padEnd(40)} ${'p95 ms'.padStart(8)} ${'median'.padStart(8)}  matching`)
    for (const [name, scope, filters, board] of projectCases) {
      const m = await measureProjects(scope, filters, board)
      projectResults[name] = { p95Ms: round(m.p95), medianMs: round(m.median), matching: m.total }
      console.log(
        `${name.padEnd(40)} ${m.p95.toFixed(1).padStart(8)} ${m.median.toFixed(1).padStart(8)}  ${m.total}${m.p95 <= TARGET_MS ? '' : '  ← over target'}`,
      )
    }
    const worstProjects = Math.max(...Object.values(projectResults).map((r) => r.p95Ms))
    console.log(`\nProjects: worst p95 ${worstProjects.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`)

    const worst = Math.max(...Object.values(results).map((r) => r.p95Ms))
    const over = Object.entries(results)
      .filter(([, r]) => r.p95Ms > TARGET_MS)
      .map(([name]) => name)
    console.log(
      `\nWorst p95: ${worst.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)${over.length ? `; over: ${over.join(', ')}` : ''}`,
    )
    const out = path.join('bench', 'results', 'admin.json')
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(
      out,
      `${JSON.stringify(
        {
          benchmark: 'admin leads list',
          date: new Date().toISOString(),
          rows: ROWS,
          runsPerCombination: RUNS,
          targetP95Ms: TARGET_MS,
          load: { insertSeconds: round(load.insertSeconds), indexSeconds: round(load.indexSeconds) },
          worstP95Ms: worst,
          overTarget: over,
          combinations: results,
          projects: {
            count: PROJECTS,
            fillSeconds: round(projectSeconds),
            worstP95Ms: worstProjects,
            overTarget: Object.entries(projectResults)
              .filter(([, r]) => r.p95Ms > TARGET_MS)
              .map(([name]) => name),
            cases: projectResults,
          },
        },
        null,
        2,
      )}\n`,
    )
    console.log(`Wrote ${out}`)
    await raw.end()
  } finally {
    setDatabaseHandle(undefined)
    await handle.close()
    // Not a `return` here: that would swallow the error of a failed run.
    if (!process.env.BENCH_KEEP) {
      const cleanup = await connect(baseUrl)
      await cleanup.query(`drop database if exists ${BENCH_DB} with (force)`)
      await cleanup.end()
    }
  }
}

function round(n: number) {
  return Math.round(n * 10) / 10
}

main().catch((error: unknown) => {
  console.error(`bench:admin failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
