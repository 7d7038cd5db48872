import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { PortalShell } from '@/components/homeowner/portal-shell'
import { QuotePage } from '@/components/homeowner/quote-page'
import { loadHomeownerPage } from '@/lib/homeowner/page'

export const metadata: Metadata = { title: 'Your pool' }

type Props = {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** /my-pool/{token}: the homeowner's private page (issue 35 §4). Any token that opens nothing is a 404. */
export default async function HomeownerPage({ params, searchParams }: Props) {
  await connection()
  const [{ token }, query] = await Promise.all([params, searchParams])
  const page = await loadHomeownerPage(token)
  if (!page) notFound()
  const optionId = Number(query.option)
  const just = query.signed === '1' ? 'signed' : query.declined === '1' ? 'declined' : null
  return (
    <PortalShell company={page.company} contact={page.contact}>
      <QuotePage page={page} optionId={Number.isSafeInteger(optionId) ? optionId : null} just={just} />
    </PortalShell>
  )
}
