import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { connection } from 'next/server'
import { Notice } from '@/components/homeowner/notice'
import { PortalShell } from '@/components/homeowner/portal-shell'
import { SigningForm } from '@/components/homeowner/signing-form'
import { loadHomeownerPage } from '@/lib/homeowner/page'
import { formatCents } from '@/lib/money/cents'
import { homeownerPath } from '@/lib/quotes/homeowner-token'

export const metadata: Metadata = { title: 'Accept and sign' }

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * /my-pool/{token}/sign?option={id}: 'Accept and sign'. A quote that cannot be signed (signed,
 * declined, superseded, expired) gets a page saying why and whom to call, never the form.
 */
export default async function SignPage({ params, searchParams }: Props) {
  await connection()
  const [{ token }, query] = await Promise.all([params, searchParams])
  const page = await loadHomeownerPage(token)
  if (!page) notFound()
  const base = homeownerPath(token)
  const offer = page.offer
  // Nothing left to sign or decline: the page itself shows the signed contract.
  if (!offer || offer.signature) redirect(base)
  const back = (
    <Link href={base} className="mb-4 inline-block text-sm font-medium text-primary underline">
      ← Back to your quote
    </Link>
  )
  if (offer.refusal)
    return (
      <PortalShell company={page.company} contact={page.contact}>
        {back}
        <h1 className="mb-4 text-2xl font-bold sm:text-3xl">Accept and sign</h1>
        <Notice tone="warning" title={offer.refusal} testId="signing-refused">
          <p>Nothing can be signed on this quote. Questions? Call us on {page.contact.phone}.</p>
        </Notice>
        <Link href={base} className="font-semibold text-primary underline">
          Open your page
        </Link>
      </PortalShell>
    )
  const requested = Number(query.option)
  const initial = offer.alternatives.find((a) => a.id === requested) ?? offer.alternatives[0]
  if (!initial) notFound()
  return (
    <PortalShell company={page.company} contact={page.contact}>
      {back}
      <h1 className="text-2xl font-bold sm:text-3xl">Accept and sign</h1>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">
        Quote {offer.reference}. Take your time: nothing is signed until you press the button at the end.
      </p>
      <SigningForm
        token={token}
        versionId={offer.versionId}
        reference={offer.reference}
        initialOptionId={initial.id}
        pageHref={base}
        options={offer.alternatives.map((a) => ({
          id: a.id,
          label: a.label,
          poolName: a.poolName,
          total: formatCents(a.totalCents),
          firstPayment: formatCents(a.schedule[0]?.amountCents ?? 0),
          documentSha256: a.documentSha256,
          copyHref: `${base}/contract/copy?option=${a.id}`,
        }))}
      />
    </PortalShell>
  )
}
