import 'server-only'
import { and, asc, eq, ne } from 'drizzle-orm'
import { getDb, type Database } from '@/db/client'
import {
  analyticsConfig,
  bookingSettings,
  companyInfo,
  financingOptions,
  googleBusinessLocations,
  offices,
  paymentSettings,
  poolColors,
  quoteSettings,
  resources,
  testimonials,
} from '@/db/schema'
import { auditedDelete, auditedInsert, auditedUpdate, type AuditedTable } from '@/lib/write/audited'
import { uniqueViolation } from '@/lib/write/concurrency'
import { RuleError } from '@/lib/errors'
import { recordAudits } from '@/lib/audit/record'
import type { AdminUser } from '@/lib/auth/session'
import { CacheTags, type CacheTag } from '@/lib/cache'
import type { SettingsKind } from './forms'

type Actor = Pick<AdminUser, 'id' | 'username'>

type Target = { table: AuditedTable; entity: string; label: string; tags: readonly CacheTag[] }

/** Where each settings form saves, and which public data it changes. */
export const SETTINGS_TARGETS: Record<SettingsKind, Target> = {
  company: {
    table: companyInfo,
    entity: 'company-info',
    label: 'The company info',
    tags: [CacheTags.company],
  },
  office: { table: offices, entity: 'office', label: 'The office', tags: [CacheTags.offices] },
  analytics: {
    table: analyticsConfig,
    entity: 'analytics-config',
    label: 'The analytics configuration',
    tags: [CacheTags.analytics],
  },
  financing: {
    table: financingOptions,
    entity: 'financing-option',
    label: 'The financing option',
    tags: [CacheTags.financing],
  },
  testimonial: {
    table: testimonials,
    entity: 'testimonial',
    label: 'The testimonial',
    tags: [CacheTags.testimonials],
  },
  resource: { table: resources, entity: 'resource', label: 'The resource', tags: [CacheTags.resources] },
  location: {
    table: googleBusinessLocations,
    entity: 'google-business-location',
    label: 'The location',
    tags: [CacheTags.testimonials, CacheTags.offices],
  },
  poolColor: { table: poolColors, entity: 'pool-color', label: 'The colour', tags: [CacheTags.poolColors] },
  // Read fresh by every slot list (lib/booking/queries.ts): no cached data to revalidate.
  booking: { table: bookingSettings, entity: 'booking-settings', label: 'The booking settings', tags: [] },
  // Read fresh by receipts and the project pages (lib/projects/payment-settings.ts).
  payment: {
    table: paymentSettings,
    entity: 'payment-settings',
    label: 'The payment instructions',
    tags: [],
  },
  // Read fresh by the quote builder and each quote save (lib/quotes/settings.ts).
  quotes: { table: quoteSettings, entity: 'quote-settings', label: 'The quote settings', tags: [] },
}

/** Single-row settings (company info, analytics, booking, payment, quotes) update their one row, creating it if missing. */
const SINGLE_ROW: Partial<Record<SettingsKind, true>> = {
  company: true,
  analytics: true,
  booking: true,
  payment: true,
  quotes: true,
}

function explain(kind: SettingsKind, error: unknown): never {
  if (uniqueViolation(error)) {
    if (kind === 'office') throw new RuleError('Another office already has this id.', 'id')
    if (kind === 'location') throw new RuleError('Another location already has this place id.', 'placeId')
    throw new RuleError('This record already exists.')
  }
  throw error
}

type Values = Record<string, unknown> & { updatedAt?: string }

/**
 * A primary office is the only one: marking one primary clears the flag on the others, in the
 * same transaction, with an audit row for each office changed.
 */
async function onePrimaryOffice(tx: Database, actor: Actor, row: Record<string, unknown>) {
  if (row.isPrimary !== true || typeof row.id !== 'string') return
  const cleared = await tx
    .update(offices)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(and(ne(offices.id, row.id), eq(offices.isPrimary, true)))
    .returning({ id: offices.id })
  await recordAudits(
    tx,
    cleared.map((office) => ({
      actor,
      action: 'update',
      entity: SETTINGS_TARGETS.office.entity,
      entityId: office.id,
      before: { isPrimary: true },
      after: { isPrimary: false, reason: `office ${row.id} became the primary office` },
    })),
  )
}

export async function saveSettingsRecord(
  actor: Actor,
  kind: SettingsKind,
  id: string | number | null,
  values: Values,
) {
  const db = await getDb()
  const target = SETTINGS_TARGETS[kind]
  const { updatedAt, ...columns } = values
  try {
    if (SINGLE_ROW[kind]) {
      const [existing] = await db
        .select({ id: target.table.id })
        .from(target.table)
        .orderBy(asc(target.table.id))
        .limit(1)
      if (!existing)
        return await auditedInsert(
          db,
          actor,
          target,
          (kind === 'company' || kind === 'booking' || kind === 'payment' || kind === 'quotes'
            ? { id: 1, ...columns }
            : columns) as never,
        )
      return await auditedUpdate(db, actor, target, existing.id as number, updatedAt, columns as never)
    }
    if (id === null) {
      return await auditedInsert(db, actor, target, columns as never, async (tx, created) => {
        if (kind === 'office') await onePrimaryOffice(tx, actor, created as Record<string, unknown>)
      })
    }
    if (kind === 'office') delete columns.id // an office keeps the id it was created with
    return await auditedUpdate(
      db,
      actor,
      target,
      id,
      updatedAt,
      columns as never,
      'update',
      async (tx, _before, after) => {
        if (kind === 'office') await onePrimaryOffice(tx, actor, after as Record<string, unknown>)
      },
    )
  } catch (error) {
    explain(kind, error)
  }
}

export async function deleteSettingsRecord(
  actor: Actor,
  kind: SettingsKind,
  id: string | number,
  version: string,
) {
  const db = await getDb()
  if (SINGLE_ROW[kind]) throw new RuleError('This setting cannot be deleted, only changed.')
  if (kind === 'office') {
    const remaining = await db.select({ id: offices.id }).from(offices)
    if (remaining.length <= 1) throw new RuleError('The site needs at least one office.')
  }
  return auditedDelete(db, actor, SETTINGS_TARGETS[kind], id, version)
}

/** The rows of a settings kind, in the order the site lists them. */
export async function listSettingsRecords(kind: SettingsKind): Promise<Record<string, unknown>[]> {
  const db = await getDb()
  switch (kind) {
    case 'office':
      return db.select().from(offices).orderBy(asc(offices.displayOrder), asc(offices.name))
    case 'poolColor':
      return db.select().from(poolColors).orderBy(asc(poolColors.displayOrder), asc(poolColors.colorName))
    case 'company':
      return db.select().from(companyInfo).where(eq(companyInfo.id, 1))
    default: {
      const table = SETTINGS_TARGETS[kind].table
      return db.select().from(table).orderBy(asc(table.id)) as Promise<Record<string, unknown>[]>
    }
  }
}
