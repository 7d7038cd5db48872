import 'server-only'
/** The choices of the leads desk's filters: branches, source pages seen so far, and staff. */
import { getDb } from '@/db/client'
import { cached } from '@/lib/cache'
import { getOffices } from '@/lib/offices/queries'
import { listActiveStaff } from '@/lib/users/staff'
import { distinctLeadValues } from './list-query'

export async function leadFilterOptions() {
  const db = await getDb()
  const [offices, sources, staff] = await Promise.all([
    getOffices(),
    // New source pages appear rarely; a minute of staleness in a filter list is fine.
    cached('admin:lead-source-pages', [], () => distinctLeadValues(db, 'source_page'), 60_000),
    listActiveStaff(),
  ])
  return { branches: offices.map((o) => ({ id: o.id, name: o.name })), sources, staff }
}

export type LeadFilterOptions = Awaited<ReturnType<typeof leadFilterOptions>>
