import type { Metadata } from 'next'
import { connection } from 'next/server'
import { LostLinkForm } from '@/components/homeowner/lost-link-form'
import { PortalShell } from '@/components/homeowner/portal-shell'
import { loadPortalFrame } from '@/lib/homeowner/page'

export const metadata: Metadata = { title: 'Get a new link to your quote' }

/** /my-pool: "Lost your link?": a new link to the homeowner's page, by e-mail. */
export default async function LostLinkPage() {
  await connection()
  const frame = await loadPortalFrame()
  return (
    <PortalShell company={frame.company} contact={frame.contact}>
      <div className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold sm:text-3xl">Lost the link to your quote?</h1>
        <p className="mt-2 mb-5">
          Enter the e-mail address we sent your quote to. If it matches, we e-mail it a new link to your
          private page (your quote, or your signed contract).
        </p>
        <LostLinkForm />
      </div>
    </PortalShell>
  )
}
