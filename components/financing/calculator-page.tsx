import Link from 'next/link'
import { Section } from '@/components/content/section'
import { FinancingBenefits } from '@/components/financing/financing-benefits'
import { FinancingCalculator } from '@/components/financing/financing-calculator'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { CALCULATOR_DEFAULTS, DOWN_PAYMENT_RANGE, TERM_RANGE } from '@/content/financing'
import { formatTermYears } from '@/lib/financing/calculator'
import { formatUsd } from '@/lib/format'
import { getFinancingTiersOrFallback } from '@/lib/financing/options'
import { parseCalculatorParams, type SearchParamsRecord } from '@/lib/financing/params'

/**
 * /calculator is the quick tool: the calculator first, with tips on the inputs and a link that
 * opens the full /financing page (benefits, how financing works) in a new tab. See
 * docs/decisions/0110-financing-and-calculator-pages.md.
 */
export async function CalculatorPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  // The query first: a build (which may not read data) stops at it, as the page reads the request.
  const shared = parseCalculatorParams(await searchParams)
  const tiers = await getFinancingTiersOrFallback()
  return (
    <>
      <PageHero
        title="Pool Payment Calculator"
        intro="Find a monthly payment that fits your budget. Everything runs in your browser; nothing you enter is sent to us or a lender."
      />
      <Section id="calculator" title="Calculate your payment" className="pt-10 sm:pt-12">
        <FinancingCalculator
          action="/calculator"
          tiers={tiers}
          initial={shared.inputs}
          initiallyCalculated={shared.calculated}
          invalidPrice={shared.invalidPrice}
          showFinancingLink
        />
      </Section>
      <FinancingBenefits tiers={tiers} className="mx-auto max-w-7xl px-4 pb-14" />
      <Section tone="muted" title="Tips for using the calculator">
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
          <li className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">Start with a real price</h3>
            <p className="mt-2 text-muted-foreground">
              The calculator starts at {formatUsd(CALCULATOR_DEFAULTS.price)}. Your free estimate gives the
              exact figure for your yard, including the deck and permits.
            </p>
          </li>
          <li className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">Weigh the down payment</h3>
            <p className="mt-2 text-muted-foreground">
              Anything from {DOWN_PAYMENT_RANGE.min}% to {DOWN_PAYMENT_RANGE.max}% down. A larger down payment
              lowers both the monthly payment and the total interest.
            </p>
          </li>
          <li className="rounded-xl border bg-card p-6 shadow-sm">
            <h3 className="text-lg font-semibold">Compare terms</h3>
            <p className="mt-2 text-muted-foreground">
              Terms run from {formatTermYears(TERM_RANGE.min)} to {formatTermYears(TERM_RANGE.max)}. A longer
              term lowers the monthly payment but adds interest over the life of the loan.
            </p>
          </li>
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/estimate?sourcePage=calculator">Get a Free Estimate</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/packages">See our packages</Link>
          </Button>
        </div>
      </Section>
    </>
  )
}
