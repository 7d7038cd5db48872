/**
 * The demo data: offices and company facts, the pool catalogue, manufacturers, colors, lenders,
 * testimonials, blog, resources, landing pages and settings, plus a first admin account.
 *
 * Loaded once into an empty database (no offices yet), or reloaded with { reset: true }.
 * A reset replaces only the demo tables: leads, their history, mail, audit and login records,
 * page views, rate limits and the existing admin accounts are kept. With `deals`, seven demo leads
 * with a quote in each state are added to a database without quotes (./quotes.ts). With `projects`,
 * six demo projects (signed contracts at several stages, with photos, documents and payments) are
 * added to a database without projects (./projects.ts).
 */
import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '@/db/client'
import {
  analyticsConfig,
  blogCategories,
  blogPosts,
  companyInfo,
  financingOptions,
  googleBusinessLocations,
  contractTexts,
  landingPages,
  leadSources,
  lostReasons,
  manufacturers,
  offices,
  paymentSettings,
  poolColors,
  pools,
  priceBookItems,
  resources,
  testimonials,
  projects,
  quotes,
} from '@/db/schema'
import { ensureDemoAdmin } from './admin'
import { DEMO_BLOG_CATEGORIES, demoBlogPosts } from './blog'
import { BLOG_POST_SPECS } from './blog-posts'
import { DEMO_ANALYTICS_CONFIG, DEMO_COMPANY, DEMO_GOOGLE_LOCATIONS, DEMO_OFFICES } from './company'
import { demoFinancingOptions } from './financing'
import { DEMO_LANDING_PAGES } from './landing-pages'
import { DEMO_MANUFACTURERS } from './manufacturers'
import { DEMO_POOL_COLORS } from './pool-colors'
import { DEMO_POOLS } from './pools'
import { DEMO_LEAD_SOURCES, DEMO_LOST_REASONS, DEMO_PRICE_BOOK } from './price-book'
import { DEFAULT_CONTRACT_TEXTS } from '@/content/contract-texts'
import { DEMO_PAYMENT_INSTRUCTIONS, seedDemoProjects } from './projects'
import { seedDemoQuotes } from './quotes'
import { DEMO_RESOURCES } from './resources'
import { DEMO_TESTIMONIALS } from './testimonials'
import type { SeedTx } from './types'

export type SeedResult = { seeded: boolean; admin?: { username: string; password: string } }

/**
 * The tables the seed owns, in a safe delete order (none references another today; a future
 * reference from a kept table makes the delete fail loudly instead of cascading into leads).
 */
const DEMO_TABLES: PgTable[] = [
  paymentSettings,
  priceBookItems,
  blogPosts,
  blogCategories,
  pools,
  poolColors,
  manufacturers,
  financingOptions,
  testimonials,
  resources,
  landingPages,
  googleBusinessLocations,
  analyticsConfig,
  companyInfo,
  offices,
]

/** Tables with a serial id, restarted so that a reload gives the same ids (stable /pool-detail links). */
const SERIAL_TABLES: PgTable[] = DEMO_TABLES.filter(
  (t) => t !== companyInfo && t !== offices && t !== paymentSettings,
)

/**
 * `deals`: also load the demo leads with their quotes (./quotes.ts) when no quote exists yet.
 * `projects`: also load the demo projects (./projects.ts) when there are none yet. The server's
 * start-up and `npm run db:seed` ask for both; tests load the catalogue and content alone.
 */
export async function seedDemoData(
  db: Database,
  options: { reset?: boolean; deals?: boolean; projects?: boolean } = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    if (!options.reset) {
      const [office] = await tx.select({ id: offices.id }).from(offices).limit(1)
      if (office) return { seeded: false }
    }
    await clearDemoTables(tx)
    await insertDemoRows(tx, new Date())
    const admin = await ensureDemoAdmin(tx)
    // Each set is added once, to a database that has none yet: asked before either is added (a demo
    // deal's signature makes a project, and a demo project comes with its signed quote).
    const [anyQuote] = await tx.select({ id: quotes.id }).from(quotes).limit(1)
    const [anyProject] = await tx.select({ id: projects.id }).from(projects).limit(1)
    if (options.deals && !anyQuote) await seedDemoQuotes(tx, new Date())
    if (options.projects && !anyProject) await seedDemoProjects(tx, new Date())
    return admin ? { seeded: true, admin } : { seeded: true }
  })
}

async function clearDemoTables(tx: SeedTx) {
  for (const table of DEMO_TABLES) await tx.delete(table)
  for (const table of SERIAL_TABLES) {
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), 1, false)`)
  }
}

async function insertDemoRows(tx: SeedTx, now: Date) {
  await tx.insert(offices).values(DEMO_OFFICES)
  await tx.insert(companyInfo).values(DEMO_COMPANY)
  await tx.insert(manufacturers).values(DEMO_MANUFACTURERS)
  await tx.insert(pools).values(DEMO_POOLS)
  await tx.insert(poolColors).values(DEMO_POOL_COLORS)
  await tx.insert(financingOptions).values(demoFinancingOptions(now))
  await tx.insert(testimonials).values(DEMO_TESTIMONIALS)
  await tx.insert(blogCategories).values(DEMO_BLOG_CATEGORIES)
  await tx.insert(blogPosts).values(demoBlogPosts(now))
  await tx.insert(resources).values(DEMO_RESOURCES)
  await tx.insert(landingPages).values(DEMO_LANDING_PAGES)
  await tx.insert(googleBusinessLocations).values(DEMO_GOOGLE_LOCATIONS)
  await tx.insert(analyticsConfig).values(DEMO_ANALYTICS_CONFIG)
  await tx.insert(priceBookItems).values(DEMO_PRICE_BOOK)
  // Leads name their source and lost reason: the lists staff keep are loaded once, into empty
  // tables, and a reset never deletes them (it would take the source off every lead).
  const [anySource] = await tx.select({ id: leadSources.id }).from(leadSources).limit(1)
  if (!anySource) await tx.insert(leadSources).values(DEMO_LEAD_SOURCES)
  const [anyReason] = await tx.select({ id: lostReasons.id }).from(lostReasons).limit(1)
  if (!anyReason) await tx.insert(lostReasons).values(DEMO_LOST_REASONS)
  await tx.insert(paymentSettings).values(DEMO_PAYMENT_INSTRUCTIONS)
  // Signed contracts keep the text version they were signed with: a reset never deletes one.
  await tx
    .insert(contractTexts)
    .values({ version: 1, ...DEFAULT_CONTRACT_TEXTS, isDemo: true, createdBy: 'demo data' })
    .onConflictDoNothing()
}

/** One line for logs: what a seed loads. */
export function describeDemoData(): string {
  const activePools = DEMO_POOLS.filter((p) => p.isActive !== false).length
  return [
    `${DEMO_OFFICES.length} offices`,
    `${activePools} active pools`,
    `${DEMO_MANUFACTURERS.length} manufacturers`,
    `${DEMO_POOL_COLORS.length} colors`,
    `${BLOG_POST_SPECS.length} blog posts`,
    `${DEMO_TESTIMONIALS.length} testimonials`,
    `${DEMO_RESOURCES.length} resources`,
    `${DEMO_LANDING_PAGES.length} landing pages`,
    `${DEMO_PRICE_BOOK.length} price-book items`,
  ].join(', ')
}
