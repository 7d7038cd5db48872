/**
 * The signed contract as a PDF (issue 35 §5), drawn on the server with @react-pdf/renderer from the
 * contract document and its signature: the quote (chosen option, lines, discount, total, payment
 * schedule, financing example), the terms, the three Florida notices with the contractor's license
 * number, and a signature page with the signer, the drawn signature, the time in Eastern time, the
 * client address, the browser and the document's SHA-256. The standard Helvetica font: nothing is
 * downloaded, and the text can be searched and read back. Server code (node:crypto through the
 * document's hash); no 'server-only' marker, so the benchmark can run it outside Next.js.
 */
import type { Style } from '@react-pdf/types'
import { Document, Font, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { CONTRACT_TEXT_TITLES } from '@/content/contract-texts'
import { formatDateTime } from '@/lib/format'
import { formatBasisPoints, formatCents, formatQuantity } from '@/lib/money/cents'
import { unitShort } from '@/lib/price-book/units'
import { documentSha256, type ContractDocument, type ContractSignature } from './document'

// Words are never split with a hyphen: a name, an amount or a user agent reads as it was written.
Font.registerHyphenationCallback((word) => [word])

const INK = '#0f172a'
const MUTED = '#475569'
const LINE = '#cbd5e1'
const ACCENT = '#0e7490'

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 44,
    fontFamily: 'Helvetica',
    fontSize: 9.5,
    color: INK,
    lineHeight: 1.35,
  },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 2,
    borderBottomColor: ACCENT,
    paddingBottom: 8,
    marginBottom: 14,
  },
  company: { fontSize: 14, fontFamily: 'Helvetica-Bold', color: ACCENT },
  small: { fontSize: 8.5, color: MUTED },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  h2: { fontSize: 11.5, fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6, color: ACCENT },
  h3: { fontSize: 10, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 4 },
  bold: { fontFamily: 'Helvetica-Bold' },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: LINE, paddingVertical: 3 },
  headRow: {
    flexDirection: 'row',
    borderBottomWidth: 1,
    borderBottomColor: INK,
    paddingBottom: 3,
    fontFamily: 'Helvetica-Bold',
  },
  cellItem: { flex: 1, paddingRight: 6 },
  cellQty: { width: 70, textAlign: 'right' },
  cellPrice: { width: 80, textAlign: 'right' },
  cellTotal: { width: 80, textAlign: 'right' },
  totals: { marginTop: 6, marginLeft: 'auto', width: 230 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grandTotal: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1.5,
    borderTopColor: INK,
    marginTop: 3,
    paddingTop: 4,
    fontFamily: 'Helvetica-Bold',
    fontSize: 11.5,
  },
  twoCols: { flexDirection: 'row', gap: 16 },
  col: { flex: 1 },
  paragraph: { marginBottom: 6, textAlign: 'justify' },
  notice: { borderWidth: 1, borderColor: INK, padding: 6, paddingBottom: 2, marginBottom: 6 },
  legal: { fontSize: 8.3, lineHeight: 1.3 },
  legalH: { fontSize: 9.5, fontFamily: 'Helvetica-Bold', marginTop: 8, marginBottom: 3, color: ACCENT },
  demo: { color: '#b45309', fontFamily: 'Helvetica-Bold', marginBottom: 6 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 44,
    right: 44,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: MUTED,
  },
  signatureBox: {
    borderWidth: 1,
    borderColor: LINE,
    height: 110,
    marginVertical: 6,
    padding: 6,
    justifyContent: 'center',
  },
  signatureImage: { maxHeight: 96, objectFit: 'contain' },
  field: { flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 0.5, borderBottomColor: LINE },
  fieldLabel: { width: 140, color: MUTED },
  fieldValue: { flex: 1 },
  mono: { fontFamily: 'Courier', fontSize: 8.5 },
})

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <View style={styles.field} wrap={false}>
      <Text style={styles.fieldLabel}>{label}</Text>
      <Text style={styles.fieldValue}>{children}</Text>
    </View>
  )
}

function Paragraphs({ text, style }: { text: string; style?: Style }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <Text key={index} style={[styles.paragraph, style ?? {}]}>
            {paragraph}
          </Text>
        ))}
    </>
  )
}

function Header({ document }: { document: ContractDocument }) {
  const { company, quote } = document
  return (
    <View style={styles.header} fixed>
      <View>
        <Text style={styles.company}>{company.name}</Text>
        <Text style={styles.small}>
          {company.legalName} · Florida contractor license {company.licenseNumber}
        </Text>
      </View>
      <View style={{ alignItems: 'flex-end' }}>
        <Text style={styles.small}>{company.address}</Text>
        <Text style={styles.small}>
          {company.phone} · {company.email}
        </Text>
        <Text style={styles.small}>Contract {quote.reference}</Text>
      </View>
    </View>
  )
}

function Footer({ document, sha256 }: { document: ContractDocument; sha256: string }) {
  // Page numbers are left out: react-pdf's render-prop text (pageNumber/totalPages) printed nothing
  // under React 19 here; the reference and fingerprint on every page tie the pages together.
  return (
    <Text style={styles.footer} fixed>
      Contract {document.quote.reference} · {document.homeowner.name} · Document SHA-256 {sha256.slice(0, 16)}
      …
    </Text>
  )
}

function QuoteSection({ document }: { document: ContractDocument }) {
  const { alternative, discount, homeowner, quote } = document
  return (
    <>
      <Text style={styles.title}>Pool construction contract</Text>
      <Text style={styles.small}>
        Quote {quote.reference}, offer valid through {quote.validUntil}
      </Text>
      <View style={[styles.twoCols, { marginTop: 10 }]}>
        <View style={styles.col}>
          <Text style={styles.h3}>Homeowner</Text>
          <Text>{homeowner.name}</Text>
          {homeowner.address && <Text>{homeowner.address}</Text>}
          {homeowner.phone && <Text>{homeowner.phone}</Text>}
          {homeowner.email && <Text>{homeowner.email}</Text>}
        </View>
        <View style={styles.col}>
          <Text style={styles.h3}>Contractor</Text>
          <Text>{document.company.legalName}</Text>
          <Text>Florida contractor license {document.company.licenseNumber}</Text>
          <Text>{document.company.address}</Text>
        </View>
      </View>

      <Text style={styles.h2}>The pool: {alternative.label}</Text>
      <View style={styles.headRow}>
        <Text style={styles.cellItem}>Item</Text>
        <Text style={styles.cellQty}>Quantity</Text>
        <Text style={styles.cellPrice}>Unit price</Text>
        <Text style={styles.cellTotal}>Amount</Text>
      </View>
      <View style={styles.row} wrap={false}>
        <View style={styles.cellItem}>
          <Text style={styles.bold}>{alternative.poolName}, installed (all-inclusive package)</Text>
          {alternative.finishColor && (
            <Text style={styles.small}>Finish colour: {alternative.finishColor}</Text>
          )}
        </View>
        <Text style={styles.cellQty}>1</Text>
        <Text style={styles.cellPrice}>{formatCents(alternative.poolPriceCents)}</Text>
        <Text style={styles.cellTotal}>{formatCents(alternative.poolPriceCents)}</Text>
      </View>
      {alternative.lines.map((line, index) => (
        <View key={index} style={styles.row} wrap={false}>
          <View style={styles.cellItem}>
            <Text>{line.name}</Text>
            {line.description && <Text style={styles.small}>{line.description}</Text>}
          </View>
          <Text style={styles.cellQty}>
            {formatQuantity(line.quantityHundredths)} {unitShort(line.unit)}
          </Text>
          <Text style={styles.cellPrice}>{formatCents(line.unitPriceCents)}</Text>
          <Text style={styles.cellTotal}>
            {line.includedInPackage ? 'Included' : formatCents(line.lineTotalCents)}
          </Text>
        </View>
      ))}
      <View style={styles.totals} wrap={false}>
        <View style={styles.totalRow}>
          <Text>Subtotal</Text>
          <Text>{formatCents(alternative.subtotalCents)}</Text>
        </View>
        {alternative.discountCents > 0 && (
          <View style={styles.totalRow}>
            <Text>
              Discount{discount.kind === 'percent' ? ` (${formatBasisPoints(discount.value)})` : ''}
              {discount.reason ? `: ${discount.reason}` : ''}
            </Text>
            <Text>-{formatCents(alternative.discountCents)}</Text>
          </View>
        )}
        <View style={styles.grandTotal}>
          <Text>Contract price</Text>
          <Text>{formatCents(alternative.totalCents)}</Text>
        </View>
      </View>
      {quote.notes && (
        <>
          <Text style={styles.h3}>Notes</Text>
          <Paragraphs text={quote.notes} />
        </>
      )}
    </>
  )
}

function ScheduleSection({ document }: { document: ContractDocument }) {
  const { financingExample: example } = document
  return (
    <View wrap={false}>
      <Text style={styles.h2}>Payment schedule</Text>
      <View style={styles.headRow}>
        <Text style={styles.cellItem}>Installment</Text>
        <Text style={{ width: 150 }}>Due</Text>
        <Text style={styles.cellQty}>Share</Text>
        <Text style={styles.cellTotal}>Amount</Text>
      </View>
      {document.paymentSchedule.map((installment) => (
        <View key={installment.position} style={styles.row} wrap={false}>
          <Text style={styles.cellItem}>
            {installment.position}. {installment.label}
          </Text>
          <Text style={{ width: 150 }}>{installment.due}</Text>
          <Text style={styles.cellQty}>{formatBasisPoints(installment.percentBasisPoints)}</Text>
          <Text style={styles.cellTotal}>{formatCents(installment.amountCents)}</Text>
        </View>
      ))}
      <View style={[styles.totals, { marginTop: 4 }]}>
        <View style={styles.grandTotal}>
          <Text>Total</Text>
          <Text>{formatCents(document.alternative.totalCents)}</Text>
        </View>
      </View>
      <Text style={styles.small}>
        Payments by check, bank transfer or Zelle. We do not accept cash or cryptocurrency.
      </Text>
      {example && (
        <View wrap={false}>
          <Text style={styles.h3}>Financing example (estimate only)</Text>
          <Text>
            With {example.downPercent}% down ({formatCents(example.downPaymentCents)}), a loan of{' '}
            {formatCents(example.loanAmountCents)} over {example.termMonths} months from {example.lender} at{' '}
            {example.apr.toFixed(2)}% APR would cost about {formatCents(example.monthlyPaymentCents)} a month
            ({formatCents(example.totalPaymentCents)} in all).
          </Text>
          <Text style={styles.small}>
            An estimate by our financing calculator for a credit score of {example.creditBand} or more. We are
            not a lender; rates and approval are the lender’s. Financing is not part of this contract.
          </Text>
        </View>
      )}
    </View>
  )
}

function TextsSection({ document }: { document: ContractDocument }) {
  const texts = document.contractText
  return (
    <View style={styles.legal}>
      <Text style={[styles.h2, { fontSize: 13 }]} minPresenceAhead={60}>
        Terms and Florida notices
      </Text>
      <Text style={styles.small}>
        Contract text version {texts.version}
        {texts.isDemo ? ' (demo wording, not approved by a lawyer)' : ''}
      </Text>
      <Text style={styles.legalH} minPresenceAhead={40}>
        {CONTRACT_TEXT_TITLES.terms}
      </Text>
      <Paragraphs text={texts.terms} style={{ marginBottom: 4 }} />
      <Text style={styles.legalH} minPresenceAhead={40}>
        {CONTRACT_TEXT_TITLES.lienLawNotice}
      </Text>
      <View style={styles.notice}>
        <Paragraphs text={texts.lienLawNotice} />
      </View>
      <Text style={styles.legalH} minPresenceAhead={40}>
        {CONTRACT_TEXT_TITLES.recoveryFundNotice}
      </Text>
      <View style={styles.notice}>
        <Paragraphs text={texts.recoveryFundNotice} />
      </View>
      <Text style={styles.legalH} minPresenceAhead={40}>
        {CONTRACT_TEXT_TITLES.constructionDefectNotice}
      </Text>
      <View style={styles.notice}>
        <Paragraphs text={texts.constructionDefectNotice} />
      </View>
      <Text style={styles.h3}>Contractor’s license</Text>
      <Text>
        {document.company.legalName} holds Florida contractor license number {document.company.licenseNumber}.
      </Text>
    </View>
  )
}

/** The signature page of a copy not yet signed: the same place, with what signing will record. */
function UnsignedSection({ document, sha256 }: { document: ContractDocument; sha256: string }) {
  return (
    <View wrap={false} style={{ marginTop: 14 }}>
      <Text style={[styles.h2, { fontSize: 13 }]}>Signature</Text>
      <Text style={styles.paragraph}>
        Not signed. This copy is for reading before you sign “{document.alternative.label}” at a contract
        price of {formatCents(document.alternative.totalCents)}. You sign on your private page: your typed
        name, your drawn signature, the time, your client address and browser are then recorded on this page
        of the signed contract.
      </Text>
      <View style={styles.signatureBox}>
        <Text style={[styles.small, { textAlign: 'center' }]}>Signature of the homeowner (not signed)</Text>
      </View>
      <Field label="Option">
        {document.alternative.label}: {document.alternative.poolName}
      </Field>
      <Field label="Contract price">{formatCents(document.alternative.totalCents)}</Field>
      <Field label="Contract text version">{String(document.contractText.version)}</Field>
      <View style={styles.field} wrap={false}>
        <Text style={styles.fieldLabel}>Document SHA-256</Text>
        <Text style={[styles.fieldValue, styles.mono]}>{sha256}</Text>
      </View>
    </View>
  )
}

function SignatureSection({
  document,
  signature,
  sha256,
}: {
  document: ContractDocument
  signature: ContractSignature
  sha256: string
}) {
  return (
    // Kept whole: the signature, its details and the fingerprint never straddle two pages.
    <View wrap={false} style={{ marginTop: 14 }}>
      <Text style={[styles.h2, { fontSize: 13 }]}>Signature</Text>
      <Text style={styles.paragraph}>
        By signing, the homeowner accepts this contract for “{document.alternative.label}” at a contract price
        of {formatCents(document.alternative.totalCents)}, with the payment schedule, terms and notices above.
      </Text>
      <Text style={styles.h3}>Consent to sign electronically</Text>
      <Text style={styles.paragraph}>{signature.consentText}</Text>
      <Text style={styles.h3}>Signature of the homeowner</Text>
      <View style={styles.signatureBox}>
        {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image, not an HTML one */}
        <Image src={signature.signatureImage} style={styles.signatureImage} />
      </View>
      <Field label="Signed by (typed name)">{signature.signerName}</Field>
      <Field label="Signed at">{formatDateTime(signature.signedAt)}</Field>
      <Field label="Signed at (UTC)">{signature.signedAt.toISOString()}</Field>
      <Field label="Client address">{signature.clientIp ?? 'not recorded'}</Field>
      <Field label="Browser (user agent)">{signature.userAgent ?? 'not recorded'}</Field>
      <Field label="Option chosen">
        {document.alternative.label}: {document.alternative.poolName}
      </Field>
      <Field label="Contract price">{formatCents(document.alternative.totalCents)}</Field>
      <Field label="Contract text version">{String(document.contractText.version)}</Field>
      <View style={styles.field} wrap={false}>
        <Text style={styles.fieldLabel}>Document SHA-256</Text>
        <Text style={[styles.fieldValue, styles.mono]}>{sha256}</Text>
      </View>
      <Text style={[styles.small, { marginTop: 8 }]}>
        The SHA-256 is the fingerprint of the contract’s content (quote, option, schedule and texts) as shown
        to the homeowner when signing; any change to that content gives another fingerprint.
      </Text>
    </View>
  )
}

function ContractPdf({
  document,
  signature,
}: {
  document: ContractDocument
  signature: ContractSignature | null
}) {
  const sha256 = documentSha256(document)
  return (
    <Document
      title={`Contract ${document.quote.reference}`}
      author={document.company.legalName}
      subject={`Pool construction contract for ${document.homeowner.name}`}
      creator={document.company.name}
      producer={document.company.name}
    >
      <Page size="LETTER" style={styles.page}>
        <Header document={document} />
        <Footer document={document} sha256={sha256} />
        {document.contractText.isDemo && (
          <Text style={styles.demo}>DEMO CONTRACT: the texts are not approved by a lawyer.</Text>
        )}
        {!signature && <Text style={styles.demo}>UNSIGNED COPY FOR REVIEW: not a signed contract.</Text>}
        <QuoteSection document={document} />
        <ScheduleSection document={document} />
        <TextsSection document={document} />
        {signature ? (
          <SignatureSection document={document} signature={signature} sha256={sha256} />
        ) : (
          <UnsignedSection document={document} sha256={sha256} />
        )}
      </Page>
    </Document>
  )
}

/** The contract's PDF bytes: signed, or (signature null) a copy to read before signing. */
export async function renderContractPdf(
  document: ContractDocument,
  signature: ContractSignature | null,
): Promise<Buffer> {
  return renderToBuffer(<ContractPdf document={document} signature={signature} />)
}
