import { buttonVariants } from '@/components/ui/button'
import type { PageOffer } from '@/lib/homeowner/page'
import { formatDateTime } from '@/lib/format'
import { formatCents } from '@/lib/money/cents'
import { ContractTexts } from './contract-texts'
import { PortalSection } from './section'
import { ScheduleTable } from './schedule-table'

type Props = {
  offer: PageOffer & { signature: NonNullable<PageOffer['signature']> }
  downloadHref: string
  phone: string
  /** The lead has an e-mail address: the signed copy was mailed. */
  emailed: boolean
  /** Shown under the project portal, which has what happens next and the payments itself. */
  portal?: boolean
}

/** The signed contract: what was signed, by whom and when, the PDF, what happens next and the schedule. */
export function SignedContract({ offer, downloadHref, phone, emailed, portal = false }: Props) {
  const { signature } = offer
  const option = offer.alternatives.find((a) => a.id === signature.alternativeId)
  const first = signature.installments[0]
  return (
    <div className="space-y-4">
      <PortalSection title="What you signed">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2" data-testid="signed-summary">
          <div>
            <dt className="text-muted-foreground">Option</dt>
            <dd className="font-medium">
              {option ? `${option.label}: ${option.poolName}` : 'Your chosen option'}
              {option?.finishColor ? `, ${option.finishColor}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Contract price</dt>
            <dd className="text-lg font-bold tabular-nums">{formatCents(signature.totalCents)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Signed by</dt>
            <dd className="font-medium">{signature.signerName}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Signed on</dt>
            <dd className="font-medium">{formatDateTime(signature.signedAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Contract</dt>
            <dd className="font-medium">
              {offer.reference}, text version {offer.contractText.version}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">Document fingerprint (SHA-256)</dt>
            <dd className="font-mono text-xs break-all">{signature.documentSha256}</dd>
          </div>
        </dl>
        <a
          href={downloadHref}
          className={buttonVariants({ size: 'lg', className: 'mt-5 w-full sm:w-auto' })}
          data-testid="download-signed"
        >
          Download your signed contract (PDF)
        </a>
        {emailed ? <p className="mt-2 text-sm text-muted-foreground">We also e-mailed you a copy.</p> : null}
      </PortalSection>

      {portal ? null : (
        <PortalSection title="What happens next">
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>
              Your sales representative calls you within one business day to book the technical visit (or call
              us on {phone}).
            </li>
            {first ? (
              <li>
                The first payment, {formatCents(first.amountCents)} ({first.label.toLowerCase()}), schedules
                that visit.
              </li>
            ) : null}
            <li>
              After the visit we file the permits and order your shell. This page will follow your project.
            </li>
          </ol>
        </PortalSection>
      )}

      <PortalSection title={portal ? 'Payment schedule you signed' : 'Payment schedule'}>
        <ScheduleTable installments={signature.installments} totalCents={signature.totalCents} />
      </PortalSection>

      <PortalSection title="Terms and Florida notices you signed">
        <ContractTexts texts={offer.contractText} licenseNumber={offer.licenseNumber} />
      </PortalSection>
    </div>
  )
}
