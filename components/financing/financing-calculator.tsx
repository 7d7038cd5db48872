'use client'

import { Calculator, ExternalLink, Link2 } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { toast } from '@/components/site/toast'
import { copyText } from '@/components/content/copy-link'
import {
  CREDIT_BANDS,
  DOWN_PAYMENT_RANGE,
  FINANCING_TEXT,
  MAX_PRICE_USD,
  TERM_RANGE,
  type LenderTier,
} from '@/content/financing'
import {
  calculateFinancing,
  calculablePrice,
  formatApr,
  formatCurrency,
  formatTermYears,
  lenderPreviewForBand,
  type CalculatorInputs,
} from '@/lib/financing/calculator'
import { calculatorSearchParams } from '@/lib/financing/params'
import { FinancingResults } from './financing-results'

type Inputs = CalculatorInputs & { creditBand: number }

function parsePrice(text: string): number | null {
  if (text.trim() === '') return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/**
 * The financing calculator (spec 02 §2.10, §4, §5, §9.1). A GET form: without JavaScript it
 * submits to the page, which renders the results on the server; with JavaScript the calculation
 * runs in the browser (no request) and the URL is updated so the calculation can be shared.
 */
export function FinancingCalculator({
  tiers,
  initial,
  initiallyCalculated,
  invalidPrice,
  action,
  showFinancingLink = false,
}: {
  /** The lenders offered per credit band (staff's financing options, read on the server). */
  tiers: readonly LenderTier[]
  initial: Inputs
  initiallyCalculated: boolean
  invalidPrice: boolean
  /** The page the form submits to (its own path). */
  action: string
  /** Link to /financing, opened in a new tab (on the /calculator page). */
  showFinancingLink?: boolean
}) {
  const uid = useId()
  const [priceText, setPriceText] = useState(invalidPrice ? '' : String(initial.price))
  const [downPercent, setDownPercent] = useState(initial.downPercent)
  const [termMonths, setTermMonths] = useState(initial.termMonths)
  const [creditBand, setCreditBand] = useState(initial.creditBand)
  const [calculated, setCalculated] = useState<Inputs | null>(initiallyCalculated ? initial : null)

  const price = calculablePrice(parsePrice(priceText))
  const priceOk = price !== null
  const showPriceError = invalidPrice
    ? priceText.trim() === '' || !priceOk
    : priceText.trim() !== '' && !priceOk
  const result = useMemo(
    () => (calculated ? calculateFinancing(calculated, tiers) : null),
    [calculated, tiers],
  )
  const preview = lenderPreviewForBand(creditBand, tiers)
  const downAmount = price !== null ? (price * downPercent) / 100 : null
  const changed =
    calculated !== null &&
    (calculated.price !== price ||
      calculated.downPercent !== downPercent ||
      calculated.termMonths !== termMonths ||
      calculated.creditBand !== creditBand)

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    // Disabled for an empty or zero price; the action does nothing then either.
    if (price === null) return
    const inputs: Inputs = { price, downPercent, termMonths, creditBand }
    setCalculated(inputs)
    window.history.replaceState(null, '', `${action}?${calculatorSearchParams(inputs)}#calculator-results`)
    window.setTimeout(() => {
      document.getElementById('calculator-results')?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    }, 50)
  }

  const share = async () => {
    if (!calculated) return
    const url = `${window.location.origin}${action}?${calculatorSearchParams(calculated)}`
    if (await copyText(url))
      toast.success('Link Copied!', { description: 'Anyone with the link sees this calculation.' })
    else toast.error('Could not copy the link', { description: url })
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" data-testid="financing-calculator">
      <form
        method="get"
        action={action}
        onSubmit={onSubmit}
        className="h-fit rounded-2xl border bg-card p-6 shadow-sm"
        aria-labelledby={`${uid}-title`}
        noValidate
      >
        <h2 id={`${uid}-title`} className="flex items-center gap-2 text-xl font-bold">
          <Calculator className="size-5 text-primary" aria-hidden /> Your pool loan
        </h2>

        <div className="mt-6">
          <label htmlFor={`${uid}-price`} className="block text-sm font-semibold">
            Pool price (USD)
          </label>
          <div className="relative mt-2">
            <span
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            >
              $
            </span>
            <input
              id={`${uid}-price`}
              name="price"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PRICE_USD}
              step={1}
              value={priceText}
              onChange={(e) => setPriceText(e.target.value)}
              aria-invalid={showPriceError || undefined}
              aria-describedby={showPriceError ? `${uid}-price-error` : undefined}
              className="h-12 w-full rounded-md border border-input bg-background pr-3 pl-7 text-lg font-semibold aria-invalid:border-destructive"
              data-testid="calc-price"
            />
          </div>
          {showPriceError && (
            <p id={`${uid}-price-error`} className="mt-2 text-sm text-destructive" role="alert">
              {FINANCING_TEXT.priceRequired}
            </p>
          )}
        </div>

        <div className="mt-6">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${uid}-down`} className="text-sm font-semibold">
              Down payment
            </label>
            <output
              htmlFor={`${uid}-down`}
              className="text-sm font-semibold text-primary"
              data-testid="calc-down-value"
            >
              {downPercent}%{downAmount !== null && ` (${formatCurrency(downAmount)})`}
            </output>
          </div>
          <input
            id={`${uid}-down`}
            name="down"
            type="range"
            min={DOWN_PAYMENT_RANGE.min}
            max={DOWN_PAYMENT_RANGE.max}
            step={DOWN_PAYMENT_RANGE.step}
            value={downPercent}
            onChange={(e) => setDownPercent(Number(e.target.value))}
            aria-valuetext={`${downPercent} percent`}
            className="mt-3 w-full accent-primary"
            data-testid="calc-down"
          />
          <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden>
            <span>{DOWN_PAYMENT_RANGE.min}%</span>
            <span>{DOWN_PAYMENT_RANGE.max}%</span>
          </div>
        </div>

        <div className="mt-6">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${uid}-term`} className="text-sm font-semibold">
              Loan term
            </label>
            <output
              htmlFor={`${uid}-term`}
              className="text-sm font-semibold text-primary"
              data-testid="calc-term-value"
            >
              {formatTermYears(termMonths)}
            </output>
          </div>
          <input
            id={`${uid}-term`}
            name="term"
            type="range"
            min={TERM_RANGE.min}
            max={TERM_RANGE.max}
            step={TERM_RANGE.step}
            value={termMonths}
            onChange={(e) => setTermMonths(Number(e.target.value))}
            aria-valuetext={`${formatTermYears(termMonths)}, ${termMonths} months`}
            className="mt-3 w-full accent-primary"
            data-testid="calc-term"
          />
          <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden>
            <span>{formatTermYears(TERM_RANGE.min)}</span>
            <span>{formatTermYears(TERM_RANGE.max)}</span>
          </div>
        </div>

        <div className="mt-6">
          <label htmlFor={`${uid}-credit`} className="block text-sm font-semibold">
            Credit score
          </label>
          <select
            id={`${uid}-credit`}
            name="credit"
            value={creditBand}
            onChange={(e) => setCreditBand(Number(e.target.value))}
            className="mt-2 h-12 w-full rounded-md border border-input bg-background px-3 text-base"
            data-testid="calc-credit"
          >
            {CREDIT_BANDS.map((band) => (
              <option key={band.value} value={band.value}>
                {band.label} ({band.range})
              </option>
            ))}
          </select>
          <div className="mt-3 rounded-lg bg-muted p-3" data-testid="lender-preview">
            <p className="text-xs font-semibold text-muted-foreground uppercase">
              Lenders for this credit range
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {preview.map((lender) => (
                <li key={lender.name} className="flex justify-between gap-2">
                  <span className="font-medium">{lender.name}</span>
                  <span>{formatApr(lender.apr)} APR</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <button
          type="submit"
          disabled={!priceOk}
          className="mt-6 inline-flex h-12 w-full items-center justify-center gap-2 rounded-md bg-primary px-6 text-base font-semibold text-primary-foreground hover:bg-primary/90 disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="calc-submit"
        >
          <Calculator className="size-5" aria-hidden /> {FINANCING_TEXT.calculate}
        </button>
        {showFinancingLink && (
          <a
            href="/financing"
            target="_blank"
            rel="noopener"
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-2 hover:underline"
          >
            Learn about our financing options <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </form>

      {/* A column, so the prompt can fill the height beside the form while the disclaimer keeps its
          own place below it (a full-height prompt pushed the disclaimer out of the column, over the
          section after it). */}
      <div id="calculator-results" className="flex scroll-mt-24 flex-col" aria-live="polite">
        {result && calculated ? (
          <>
            <FinancingResults inputs={calculated} result={result} />
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={() => void share()}
                className="inline-flex items-center gap-2 rounded-md border border-input bg-background px-4 py-2 text-sm font-semibold hover:bg-accent"
              >
                <Link2 className="size-4" aria-hidden /> Share this calculation
              </button>
              {changed && (
                <p className="text-sm text-muted-foreground" data-testid="calc-stale">
                  You changed the inputs: press {FINANCING_TEXT.calculate} to update the results.
                </p>
              )}
            </div>
          </>
        ) : (
          <div
            className="flex flex-1 flex-col items-center justify-center rounded-2xl border-2 border-dashed bg-muted/50 p-10 text-center"
            data-testid="calc-prompt"
          >
            <Calculator className="size-12 text-primary" aria-hidden />
            <h2 className="mt-4 text-2xl font-bold">{FINANCING_TEXT.promptTitle}</h2>
            <p className="mt-2 max-w-md text-muted-foreground">{FINANCING_TEXT.promptText}</p>
          </div>
        )}
        <p
          className="mt-6 rounded-lg border bg-muted p-4 text-sm text-muted-foreground"
          data-testid="calc-disclaimer"
        >
          <strong className="text-foreground">Disclaimer: </strong>
          {FINANCING_TEXT.disclaimer}
        </p>
      </div>
    </div>
  )
}
