import 'server-only'
/**
 * Changing the price book: each write is audited and applies only to the version of the item the
 * form was opened with (lib/write/audited). Items are deactivated, never deleted: quotes keep
 * a copy of what they used, and the history stays whole.
 */
import { getDb } from '@/db/client'
import { priceBookItems } from '@/db/schema'
import { auditedInsert, auditedUpdate } from '@/lib/write/audited'
import type { AdminUser } from '@/lib/auth/session'
import type { PriceBookItemFormValues } from './schema'

type Actor = Pick<AdminUser, 'id' | 'username'>
type Row = typeof priceBookItems.$inferSelect

// The price book is read fresh by the staff screens: no cached public data to revalidate.
const target = {
  table: priceBookItems,
  entity: 'price-book-item',
  label: 'The price-book item',
  tags: [],
} as const

function columns(values: PriceBookItemFormValues) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    unit: values.unit,
    unitPriceCents: values.unitPrice,
    includedInPackage: values.includedInPackage,
    isActive: values.isActive,
    sortOrder: values.sortOrder,
  }
}

export async function createPriceBookItem(actor: Actor, values: PriceBookItemFormValues): Promise<Row> {
  return auditedInsert(await getDb(), actor, target, columns(values))
}

export async function updatePriceBookItem(
  actor: Actor,
  id: number,
  values: PriceBookItemFormValues,
): Promise<Row> {
  return auditedUpdate(await getDb(), actor, target, id, values.updatedAt, columns(values))
}

export async function setPriceBookItemActive(
  actor: Actor,
  id: number,
  version: string,
  isActive: boolean,
): Promise<Row> {
  return auditedUpdate(
    await getDb(),
    actor,
    target,
    id,
    version,
    { isActive },
    isActive ? 'activate' : 'deactivate',
  )
}
