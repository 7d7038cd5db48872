import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { QuoteBuilder } from '@/components/admin/quotes/quote-builder'
import { parseId } from '@/lib/admin/http'
import { quoteWorkRefusal } from '@/lib/quotes/access'
import { QUOTE_MESSAGES_SERVER } from '@/lib/quotes/messages'
import { builderSource, builderValuesOf, quoteDraftForEdit } from '@/lib/quotes/queries'

export const metadata: Metadata = { title: 'Edit quote' }

export default async function EditQuotePage({ params }: { params: Promise<{ id: string }> }) {
  const { admin, denied } = await requirePagePermission('quotes:write')
  if (denied) return denied
  const id = parseId((await params).id)
  const found = id ? await quoteDraftForEdit(id) : null
  if (!found) notFound()
  const { detail, draft } = found
  const back = { href: `/admin/quotes/${detail.id}`, label: `Quote for ${detail.lead.name}` }
  const refusal = !draft ? QUOTE_MESSAGES_SERVER.notDraft : quoteWorkRefusal(admin, detail.owner)
  if (!draft || refusal)
    return (
      <div className="max-w-3xl">
        <AdminPageHeader title="Edit quote" back={back} />
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {refusal}{' '}
          <Link href={`/admin/quotes/${detail.id}`} className="font-semibold underline">
            Back to the quote
          </Link>
        </p>
      </div>
    )
  const source = await builderSource(draft.alternatives.flatMap((a) => (a.poolId ? [a.poolId] : [])))
  return (
    <>
      <AdminPageHeader
        title={`Edit ${draft.reference}`}
        back={back}
        description={`Draft for ${detail.lead.name} (${detail.lead.email ?? 'no e-mail yet'}). Saving keeps it a draft; send it from the quote's page.`}
      />
      <QuoteBuilder
        target={{ quoteId: detail.id }}
        lead={{ id: detail.lead.id, name: detail.lead.name, email: detail.lead.email }}
        source={source}
        initial={builderValuesOf(draft)}
        version={detail.updatedAt}
        reference={draft.reference}
      />
    </>
  )
}
