import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { readSearchParams } from '@/components/admin/forms/search-params'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { QuoteBuilder } from '@/components/admin/quotes/quote-builder'
import { parseId } from '@/lib/admin/http'
import { newQuoteRefusal } from '@/lib/quotes/access'
import { addDays } from '@/lib/quotes/dates'
import { builderSource, leadForQuote, type BuilderValues } from '@/lib/quotes/queries'
import { DEFAULT_ALTERNATIVE_LABELS } from '@/lib/quotes/schema'

export const metadata: Metadata = { title: 'New quote' }

export default async function NewQuotePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { admin, denied } = await requirePagePermission('quotes:write')
  if (denied) return denied
  const leadId = parseId((await readSearchParams(searchParams)).lead)
  const lead = leadId ? await leadForQuote(leadId) : null
  if (!lead) notFound()
  const back = { href: `/admin/estimates/${lead.id}`, label: lead.name }
  const refusal = newQuoteRefusal(admin, lead.salesRep)
  if (refusal)
    return (
      <div className="max-w-3xl">
        <AdminPageHeader title={`New quote for ${lead.name}`} back={back} />
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {refusal}
        </p>
      </div>
    )
  const source = await builderSource()
  const initial: BuilderValues = {
    validUntil: addDays(source.today, source.settings.validityDays),
    notes: '',
    discountKind: 'none',
    discountValue: '',
    discountReason: '',
    financingDownPercent: '20',
    financingTermMonths: '120',
    financingCreditBand: '650',
    alternatives: [
      { key: 'a1', label: DEFAULT_ALTERNATIVE_LABELS[0], poolId: null, finishColor: '', lines: [] },
    ],
  }
  const wants = [lead.poolType, lead.budgetRange].filter(Boolean).join(' · ')
  return (
    <>
      <AdminPageHeader
        title={`New quote for ${lead.name}`}
        back={back}
        description={
          <>
            {lead.email ?? 'No e-mail'} · {lead.address ?? 'no address'}
            {wants ? ` · wants: ${wants}` : ''}.{' '}
            <Link href="/admin/price-book" className="text-primary underline">
              Price book
            </Link>
          </>
        }
      />
      <QuoteBuilder
        target={{ leadId: lead.id, quoteId: null }}
        lead={{ id: lead.id, name: lead.name, email: lead.email }}
        source={source}
        initial={initial}
        version={null}
      />
    </>
  )
}
