import Link from 'next/link'
import type { HomeownerPage, PageOffer } from '@/lib/homeowner/page'
import { formatDateTime } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { homeownerPath } from '@/lib/quotes/homeowner-token'
import { QUOTE_STATUS_LABELS } from '@/lib/quotes/states'
import { ContractTexts } from './contract-texts'
import { formatDay } from './format'
import { Notice } from './notice'
import { OptionPanel } from './option-panel'
import { OptionTabs } from './option-tabs'
import { PortalSection } from './section'
import { ProjectPortal } from './project-portal'
import { SignedContract } from './signed-contract'
import { ViewedBeacon } from './viewed-beacon'

type Props = {
  page: HomeownerPage
  /** The option shown first (?option=…). */
  optionId: number | null
  /** Just signed or declined (?signed=1, ?declined=1): the confirmation on top. */
  just: 'signed' | 'declined' | null
}

/** The homeowner's page: their quote (options, prices, schedule, terms) or, once signed, their contract. */
export function QuotePage({ page, optionId, just }: Props) {
  const { offer } = page
  const base = homeownerPath(page.token)
  const hello = page.firstName ? `, ${page.firstName}` : ''
  if (!offer)
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold sm:text-3xl">Welcome{hello}</h1>
        <Notice tone="info" title="Your quote is on its way">
          <p>
            Your sales representative has not sent your quote yet. You will get an e-mail as soon as it is
            ready, or call us on {page.contact.phone}.
          </p>
        </Notice>
      </>
    )
  if (offer.signature)
    return (
      <>
        {just === 'signed' ? (
          <Notice tone="success" title="Thank you: your contract is signed" testId="signed-confirmation">
            <p>
              We have your signature and e-mailed you the signed contract. Download it below at any time from
              this page.
            </p>
          </Notice>
        ) : null}
        {page.project ? (
          <>
            <h1 className="text-2xl font-bold sm:text-3xl">Your pool project{hello}</h1>
            <p className="mt-1 mb-5 text-sm text-muted-foreground" data-testid="quote-meta">
              {page.project.poolName} · contract {offer.reference}
            </p>
            <ProjectPortal
              project={page.project}
              base={base}
              reference={offer.reference}
              phone={page.contact.phone}
            />
            <div className="mt-4">
              <SignedContract
                offer={{ ...offer, signature: offer.signature }}
                downloadHref={`${base}/contract`}
                phone={page.contact.phone}
                emailed={page.hasEmail}
                portal
              />
            </div>
          </>
        ) : (
          <>
            <h1 className="mb-4 text-2xl font-bold sm:text-3xl">Your signed pool contract</h1>
            <SignedContract
              offer={{ ...offer, signature: offer.signature }}
              downloadHref={`${base}/contract`}
              phone={page.contact.phone}
              emailed={page.hasEmail}
            />
          </>
        )}
      </>
    )
  const open = offer.refusal === null
  const initial = Math.max(
    0,
    offer.alternatives.findIndex((a) => a.id === optionId),
  )
  const panels = offer.alternatives.map((a, index) => (
    <OptionPanel
      key={a.id}
      alternative={a}
      discountReason={offer.discountReason}
      signHref={open ? `${base}/sign?option=${a.id}` : null}
      copyHref={`${base}/contract/copy?option=${a.id}`}
      priority={index === initial}
    />
  ))
  return (
    <>
      {open ? <ViewedBeacon token={page.token} versionId={offer.versionId} /> : null}
      <StateNotice offer={offer} just={just} phone={page.contact.phone} />
      <h1 className="text-2xl font-bold sm:text-3xl">Your pool quote{hello}</h1>
      <p className="mt-1 mb-5 text-sm text-muted-foreground" data-testid="quote-meta">
        Quote {offer.reference} · {QUOTE_STATUS_LABELS[offer.status]} ·{' '}
        {offer.status === 'expired' ? 'was valid' : 'valid'} through {formatDay(offer.validUntil)}
      </p>
      {offer.alternatives.length > 1 ? (
        <>
          <p className="mb-3 text-sm">
            We prepared {offer.alternatives.length} options for you. Compare them here, then choose one when
            you sign.
          </p>
          <OptionTabs
            options={offer.alternatives.map((a) => ({
              id: a.id,
              label: a.label,
              total: formatCents(a.totalCents),
              href: `${base}?option=${a.id}`,
            }))}
            panels={panels}
            initial={initial}
          />
        </>
      ) : (
        panels
      )}
      <div className="mt-4 space-y-4">
        {offer.notes ? (
          <PortalSection title="Notes from your sales representative">
            <p className="text-sm whitespace-pre-line">{offer.notes}</p>
          </PortalSection>
        ) : null}
        <PortalSection title="Terms and Florida notices">
          <p className="mb-3 text-sm">
            This offer is valid through <strong>{formatDay(offer.validUntil)}</strong>. Signing makes it a
            contract with these terms and notices:
          </p>
          <ContractTexts texts={offer.contractText} licenseNumber={offer.licenseNumber} />
        </PortalSection>
        {open ? (
          <section
            aria-label="Accept or decline"
            className="rounded-xl border border-primary/30 bg-secondary p-4 text-center sm:p-6"
          >
            <p className="font-semibold">Ready to go ahead?</p>
            <Link
              href={`${base}/sign?option=${offer.alternatives[initial]?.id ?? ''}`}
              prefetch={false}
              className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90 sm:w-auto"
            >
              Accept and sign
            </Link>
            <p className="mt-2 text-sm text-muted-foreground">You choose your option when you sign.</p>
          </section>
        ) : null}
        {open ? (
          <p className="text-center text-sm text-muted-foreground">
            Not for you?{' '}
            <Link href={`${base}/decline`} prefetch={false} className="font-medium text-primary underline">
              Decline this quote
            </Link>
          </p>
        ) : null}
      </div>
    </>
  )
}

function StateNotice({ offer, just, phone }: { offer: PageOffer; just: Props['just']; phone: string }) {
  if (offer.status === 'declined')
    return (
      <Notice
        tone={just === 'declined' ? 'success' : 'warning'}
        title={just === 'declined' ? 'You declined this quote' : 'This quote was declined'}
        testId="quote-refusal"
      >
        <p>
          {offer.declined?.at ? `Declined on ${formatDateTime(offer.declined.at)}. ` : ''}
          {just === 'declined'
            ? 'Thank you for letting us know; your sales representative has been told.'
            : 'Ask your sales representative for a new one.'}{' '}
          Changed your mind? Call us on {phone}.
        </p>
      </Notice>
    )
  if (offer.refusal)
    return (
      <Notice tone="warning" title={offer.refusal} testId="quote-refusal">
        <p>Questions? Call us on {phone}. The quote stays here for you to read.</p>
      </Notice>
    )
  return null
}
