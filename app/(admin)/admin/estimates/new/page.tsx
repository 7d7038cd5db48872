import type { Metadata } from 'next'
import { NewLeadForm } from '@/components/admin/leads/new-lead-form'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { leadSourceChoices } from '@/lib/leads/lists/queries'
import { getOffices } from '@/lib/offices/queries'
import { listActiveStaff } from '@/lib/users/staff'

export const metadata: Metadata = { title: 'New lead' }

export default async function NewLeadPage() {
  const { admin, denied } = await requirePagePermission('leads:write')
  if (denied) return denied
  const [offices, sources, staff] = await Promise.all([getOffices(), leadSourceChoices(), listActiveStaff()])
  return (
    <div className="max-w-3xl">
      <AdminPageHeader
        title="New lead"
        back={{ href: '/admin/estimates', label: 'All leads' }}
        description="A homeowner who called, walked in, was referred or met you at a home show. Web leads arrive by themselves."
      />
      <NewLeadForm
        offices={offices.map((o) => ({ value: o.id, label: o.name }))}
        sources={sources.map((s) => ({ value: String(s.id), label: s.name }))}
        staff={staff.map((s) => ({ value: s.username, label: `${s.username} (${s.role})` }))}
        // A rep who takes the call owns the lead; others pick who will.
        defaultRep={admin.role === 'sales' ? admin.username : null}
      />
    </div>
  )
}
