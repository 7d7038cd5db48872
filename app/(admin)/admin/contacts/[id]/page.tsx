import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ContactConvertButton } from '@/components/admin/contacts/contact-convert-button'
import { ContactNotesForm, ContactStatusForm } from '@/components/admin/contacts/contact-forms'
import { ContactRepForm } from '@/components/admin/contacts/contact-rep-form'
import { FollowUpPanel } from '@/components/admin/follow-ups/follow-up-panel'
import { DetailList, Panel } from '@/components/admin/detail-list'
import { versionOf } from '@/lib/write/concurrency'
import { RecordVersion } from '@/components/admin/forms/record-version'
import { HistoryList } from '@/components/admin/history-list'
import { ContactActions } from '@/components/admin/leads/contact-links'
import { StatusBadge } from '@/components/admin/status-badge'
import { getContactDetail } from '@/lib/leads/contacts/queries'
import { formatDateTime } from '@/lib/format'
import { parseId } from '@/lib/admin/http'
import { requirePagePermission } from '@/components/admin/page-guard'
import { can } from '@/lib/auth/permissions'
import { listActiveStaff } from '@/lib/users/staff'

export const metadata: Metadata = { title: 'Contact message' }

export default async function ContactPage({ params }: { params: Promise<{ id: string }> }) {
  const { admin, denied } = await requirePagePermission('contacts:read')
  if (denied) return denied
  const id = parseId((await params).id)
  const [detail, staff] = await Promise.all([id ? getContactDetail(id) : undefined, listActiveStaff()])
  if (!detail) notFound()
  const { contact: c, history } = detail
  const canWrite = can(admin.role, 'contacts:write')
  const canConvert = can(admin.role, 'leads:write')
  const utm = c.attribution ?? {}
  return (
    <>
      <Link
        href="/admin/contacts"
        className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All contact messages
      </Link>
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{c.name}</h1>
        <StatusBadge status={c.status} />
        <span className="text-sm text-muted-foreground">
          Message #{c.id} · received {formatDateTime(c.createdAt)}
        </span>
      </div>
      {/* As on a lead's page: reach the person and answer first; details after. */}
      <RecordVersion version={versionOf(c.updatedAt)}>
        <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 space-y-4">
            <Panel title="Message">
              <p className="mb-4 whitespace-pre-wrap">{c.message}</p>
              <ContactActions phone={c.phone} email={c.email} />
            </Panel>
            <Panel title="Lead">
              {c.estimateRequestId ? (
                <p className="text-sm" data-testid="contact-lead">
                  Converted into{' '}
                  <Link
                    href={`/admin/estimates/${c.estimateRequestId}`}
                    className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    lead #{c.estimateRequestId} <ArrowRight className="size-4" aria-hidden />
                  </Link>
                </p>
              ) : (
                <>
                  <p className="mb-3 text-sm text-muted-foreground">
                    A homeowner who wants a pool: make a lead of this message, with its name, phone, e-mail,
                    message, branch, source and rep, and work it on the leads desk.
                  </p>
                  {canConvert ? <ContactConvertButton id={c.id} /> : null}
                </>
              )}
            </Panel>
            <Panel title="Status and rep">
              <DetailList
                items={[
                  ['Status', <StatusBadge key="s" status={c.status} />],
                  ['Status changed', formatDateTime(c.statusUpdatedAt)],
                  ['Sales rep', c.salesRep ?? 'Unassigned'],
                ]}
              />
              {canWrite ? (
                <div className="mt-4 grid gap-5 border-t pt-4 sm:grid-cols-2">
                  <ContactStatusForm id={c.id} status={c.status} />
                  <ContactRepForm id={c.id} salesRep={c.salesRep} staff={staff} />
                </div>
              ) : null}
            </Panel>
            <FollowUpPanel admin={admin} target="contact" targetId={c.id} />
            <Panel title="Notes">
              {canWrite ? (
                <ContactNotesForm id={c.id} notes={c.notes} />
              ) : (
                <p className="whitespace-pre-wrap">{c.notes ?? '—'}</p>
              )}
            </Panel>
          </div>
          <div className="min-w-0 space-y-4">
            <Panel title="History">
              <HistoryList
                events={history}
                receivedAt={c.createdAt}
                receivedNote={c.sourcePage ? `source page: ${c.sourcePage}` : undefined}
              />
            </Panel>
            <Panel title="Where the message came from">
              <DetailList
                items={[
                  ['Phone', c.phone],
                  ['E-mail', c.email],
                  [
                    'Branch',
                    c.branchDetails ? `${c.branchDetails.name} (${c.branchDetails.phone})` : c.nearestBranch,
                  ],
                  ['Form', c.source],
                  ['Source page', c.sourcePage],
                  ['UTM source', utm.utmSource],
                  ['UTM medium', utm.utmMedium],
                  ['UTM campaign', utm.utmCampaign],
                  ['Referrer', utm.referrer],
                  ['Landing page', utm.landingPage],
                ]}
              />
            </Panel>
          </div>
        </div>
      </RecordVersion>
    </>
  )
}
