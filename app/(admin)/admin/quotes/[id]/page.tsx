import { AlertTriangle, Eye, FileSignature } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { DetailList, Panel } from '@/components/admin/detail-list'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { QuoteActions } from '@/components/admin/quotes/quote-actions'
import { QuoteStatusBadge } from '@/components/admin/quotes/quote-status-badge'
import { VersionView } from '@/components/admin/quotes/version-view'
import { StatusBadge } from '@/components/admin/status-badge'
import { readSearchParams } from '@/components/admin/forms/search-params'
import { parseId } from '@/lib/admin/http'
import { can } from '@/lib/auth/permissions'
import { formatDate, formatDateTime } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { describeLeadEvent } from '@/lib/leads/history'
import { getOffices } from '@/lib/offices/queries'
import { quoteWorkRefusal } from '@/lib/quotes/access'
import { approvalBlocksSending } from '@/lib/quotes/discount-approval'
import { dayInstant } from '@/lib/quotes/dates'
import { getQuoteDetail, type QuoteVersionView } from '@/lib/quotes/queries'
import { cn } from '@/lib/utils'

export const metadata: Metadata = { title: 'Quote' }

/** What happened to a version, in one line ('sent Mar 7 · viewed Mar 8, 2:05 PM ET'). */
function timeline(v: QuoteVersionView): string {
  const parts = [
    v.sentAt ? `sent ${formatDateTime(v.sentAt)}` : `started ${formatDateTime(v.createdAt)}`,
    v.viewedAt ? `viewed ${formatDateTime(v.viewedAt)}` : null,
    v.acceptedAt ? `accepted ${formatDateTime(v.acceptedAt)}` : null,
    v.declinedAt ? `declined ${formatDateTime(v.declinedAt)}` : null,
    v.expiredAt ? `expired ${formatDateTime(v.expiredAt)}` : null,
    v.supersededAt ? `superseded ${formatDateTime(v.supersededAt)}` : null,
  ]
  return parts.filter(Boolean).join(' · ')
}

export default async function QuotePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { admin, denied } = await requirePagePermission('quotes:read')
  if (denied) return denied
  const id = parseId((await params).id)
  const detail = id ? await getQuoteDetail(id) : null
  if (!detail) notFound()
  const query = await readSearchParams(searchParams)
  const latest = detail.versions[0]
  if (!latest) notFound()
  const shown = detail.versions.find((v) => String(v.versionNumber) === query.version) ?? latest
  const offices = await getOffices()
  const office = offices.find((o) => o.id === detail.officeId)
  const mayWork = can(admin.role, 'quotes:write') && quoteWorkRefusal(admin, detail.owner) === null
  const signed = detail.versions.some((v) => v.status === 'accepted')
  const isDraft = latest.status === 'draft'
  const reference = latest.reference.replace(/-v\d+$/, '')

  return (
    <>
      <AdminPageHeader
        title={`Quote ${reference}`}
        back={{ href: '/admin/quotes', label: 'All quotes' }}
        description={
          <>
            For{' '}
            <Link href={`/admin/estimates/${detail.lead.id}`} className="font-medium text-primary underline">
              {detail.lead.name}
            </Link>{' '}
            · {detail.owner ? `rep ${detail.owner.username}` : 'no rep'} · {office?.name ?? 'no office'}
          </>
        }
        actions={<QuoteStatusBadge status={detail.status} className="text-sm" />}
      />

      <div className="mb-4 space-y-3">
        {detail.signature ? (
          <p
            className="flex items-start gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950"
            data-testid="quote-signed"
          >
            <FileSignature className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              Signed by <strong>{detail.signature.signerName}</strong> on{' '}
              {formatDateTime(detail.signature.signedAt)}: option “{detail.signature.optionLabel}” of version{' '}
              {detail.signature.versionNumber}, {formatCents(detail.signature.totalCents)}.{' '}
              <span className="block text-xs break-all text-emerald-900">
                Document SHA-256 {detail.signature.documentSha256}
              </span>
            </span>
          </p>
        ) : latest.viewedAt ? (
          <p className="flex items-center gap-2 rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950">
            <Eye className="size-4 shrink-0" aria-hidden />
            The homeowner opened version {latest.versionNumber} on {formatDateTime(latest.viewedAt)}.
          </p>
        ) : latest.sentAt && (latest.status === 'sent' || latest.status === 'expired') ? (
          <p className="rounded-md border bg-white p-3 text-sm text-muted-foreground">
            Sent {formatDateTime(latest.sentAt)}; the homeowner has not opened it yet.
          </p>
        ) : null}
        {isDraft && !detail.lead.email ? (
          <p
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="no-email-warning"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              The lead has no e-mail address, so this quote cannot be sent yet.{' '}
              <Link href={`/admin/estimates/${detail.lead.id}`} className="font-semibold underline">
                Open the lead
              </Link>{' '}
              to add it.
            </span>
          </p>
        ) : null}
        <QuoteActions
          quoteId={detail.id}
          version={detail.updatedAt}
          reference={latest.reference}
          email={detail.lead.email}
          isDraft={isDraft}
          canWork={mayWork}
          canChange={mayWork && !isDraft && !signed}
          approvalPending={isDraft && latest.discountApproval === 'pending'}
          sendBlocked={isDraft ? approvalBlocksSending(latest.discountApproval) : null}
          canApprove={can(admin.role, 'quotes:approve')}
        />
      </div>

      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <Panel title={`Version ${shown.versionNumber} (${shown.reference})`} className="min-w-0">
          <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <QuoteStatusBadge status={shown.status} />
            {timeline(shown)}
            {shown.createdBy ? ` · by ${shown.createdBy}` : ''}
          </p>
          {shown.status === 'superseded' ? (
            <p className="mb-4 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm">
              A newer version replaced this one: the homeowner sees version {latest.versionNumber}.{' '}
              <Link href={`/admin/quotes/${detail.id}`} className="font-semibold text-primary underline">
                Show the latest
              </Link>
            </p>
          ) : null}
          {shown.declineReason ? (
            <p className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950">
              Declined: {shown.declineReason}
            </p>
          ) : null}
          <VersionView version={shown} />
        </Panel>

        <div className="min-w-0 space-y-4">
          <Panel title="Homeowner">
            <DetailList
              items={[
                [
                  'Lead',
                  <Link
                    key="l"
                    href={`/admin/estimates/${detail.lead.id}`}
                    className="text-primary underline"
                  >
                    {detail.lead.name}
                  </Link>,
                ],
                ['Lead status', <StatusBadge key="s" status={detail.lead.status} />],
                ['E-mail', detail.lead.email ?? <span className="font-medium text-amber-800">None yet</span>],
                ['Phone', detail.lead.phone],
                ['Address', detail.lead.address],
              ]}
            />
          </Panel>
          {detail.mails.length > 0 ? (
            <Panel title="E-mails to the homeowner">
              <ul className="space-y-2 text-sm" data-testid="quote-mails">
                {detail.mails.map((mail) => (
                  <li key={mail.id} className="[overflow-wrap:anywhere]">
                    <span className="font-medium">{mail.subject}</span>
                    <span className="block text-xs text-muted-foreground">
                      To {mail.to}
                      {mail.hasPrivateLink ? ', with the private link' : ''} · queued{' '}
                      {formatDateTime(mail.queuedAt)}
                    </span>
                    <span className="block text-xs">
                      {mail.sentAt
                        ? `Handed to the mail server ${formatDateTime(mail.sentAt)}`
                        : mail.attempts > 0
                          ? `Not sent yet after ${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'}${mail.lastError ? `: ${mail.lastError}` : ''}. The outbox keeps trying.`
                          : 'Waiting in the outbox to be sent'}
                    </span>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
          <Panel title={`Versions (${detail.versions.length})`}>
            <ol className="space-y-2" aria-label="Versions, newest first">
              {detail.versions.map((v) => (
                <li
                  key={v.id}
                  className={cn(
                    'rounded-md border p-2 text-sm',
                    v.id === shown.id ? 'border-primary bg-sky-50' : 'bg-white',
                  )}
                  data-testid="quote-version"
                >
                  <Link
                    href={
                      v.id === latest.id
                        ? `/admin/quotes/${detail.id}`
                        : `/admin/quotes/${detail.id}?version=${v.versionNumber}`
                    }
                    aria-current={v.id === shown.id ? 'page' : undefined}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    Version {v.versionNumber}
                  </Link>{' '}
                  <QuoteStatusBadge status={v.status} />
                  <span className="mt-1 block text-xs text-muted-foreground">{timeline(v)}</span>
                  <span className="block text-xs text-muted-foreground">
                    Valid until {formatDate(dayInstant(v.validUntil))}
                  </span>
                </li>
              ))}
            </ol>
          </Panel>
          <Panel title="History">
            {detail.history.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
            ) : (
              <ol className="space-y-2 text-sm" data-testid="history">
                {detail.history.map((event) => (
                  <li key={event.id} className="border-l-2 border-primary/40 pl-3 [overflow-wrap:anywhere]">
                    {describeLeadEvent(event)}
                    <span className="block text-xs text-muted-foreground">
                      {formatDateTime(event.createdAt)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </>
  )
}
