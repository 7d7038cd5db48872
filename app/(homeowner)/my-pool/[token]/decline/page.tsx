import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { connection } from 'next/server'
import { DeclineForm } from '@/components/homeowner/decline-form'
import { Notice } from '@/components/homeowner/notice'
import { PortalShell } from '@/components/homeowner/portal-shell'
import { loadHomeownerPage } from '@/lib/homeowner/page'
import { homeownerPath } from '@/lib/quotes/homeowner-token'

export const metadata: Metadata = { title: 'Decline the quote' }

/** /my-pool/{token}/decline: 'Decline', with an optional reason. */
export default async function DeclinePage({ params }: { params: Promise<{ token: string }> }) {
  await connection()
  const { token } = await params
  const page = await loadHomeownerPage(token)
  if (!page) notFound()
  const base = homeownerPath(token)
  const offer = page.offer
  // Nothing left to sign or decline: the page itself shows the signed contract.
  if (!offer || offer.signature) redirect(base)
  return (
    <PortalShell company={page.company} contact={page.contact}>
      <Link href={base} className="mb-4 inline-block text-sm font-medium text-primary underline">
        ← Back to your quote
      </Link>
      <h1 className="mb-2 text-2xl font-bold sm:text-3xl">Decline the quote</h1>
      {offer.refusal ? (
        <Notice tone="warning" title={offer.refusal} testId="signing-refused">
          <p>Questions? Call us on {page.contact.phone}.</p>
        </Notice>
      ) : (
        <>
          <p className="mb-5 text-sm">
            Quote {offer.reference}. If you decline, your sales representative is told and the quote can no
            longer be signed. To talk it over first, call us on {page.contact.phone}.
          </p>
          <DeclineForm token={token} versionId={offer.versionId} pageHref={base} />
        </>
      )}
    </PortalShell>
  )
}
