import Link from 'next/link'
import { CtaBand } from '@/components/content/cta-band'
import { Section } from '@/components/content/section'
import { FinancingBenefits } from '@/components/financing/financing-benefits'
import { FinancingCalculator } from '@/components/financing/financing-calculator'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { FINANCING_CLAIMS, FINANCING_TEXT } from '@/content/financing'
import { RESPONSE, withinHours } from '@/content/marketing'
import { getFinancingTiersOrFallback } from '@/lib/financing/options'
import { parseCalculatorParams, type SearchParamsRecord } from '@/lib/financing/params'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata = pageMetadata({
  title: 'Pool Financing Calculator',
  description: `Estimate the monthly payment for your fiberglass pool: compare pool loans by credit range, down payment and term, with today's rates of the lenders we work with and terms up to ${FINANCING_CLAIMS.maxTermYears} years.`,
  path: '/financing',
  keywords: ['pool financing', 'pool loan calculator', 'fiberglass pool payments', 'Florida pool loan'],
})

export default async function FinancingPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  // The query first: a build (which may not read data) stops at it, as the page reads the request.
  const shared = parseCalculatorParams(await searchParams)
  const tiers = await getFinancingTiersOrFallback()
  return (
    <>
      <PageHero title={FINANCING_TEXT.heroTitle} intro={FINANCING_TEXT.heroIntro}>
        <Button asChild variant="white" size="lg">
          <a href="#calculator">Calculate my payment</a>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/estimate?sourcePage=financing">Get a free estimate</Link>
        </Button>
      </PageHero>

      <FinancingBenefits tiers={tiers} className="mx-auto max-w-7xl px-4 py-14" />

      <Section
        id="calculator"
        tone="muted"
        title="Estimate your monthly payment"
        intro="Results are estimates for planning. Each lender sets its own rate and terms after a credit review."
      >
        <FinancingCalculator
          action="/financing"
          tiers={tiers}
          initial={shared.inputs}
          initiallyCalculated={shared.calculated}
          invalidPrice={shared.invalidPrice}
        />
      </Section>

      <Section title="How pool financing works" intro="Three steps from a price to a signed pool loan.">
        <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
          {[
            [
              'Get your written estimate',
              'Your estimate gives the exact project price the lender will finance, including the deck, equipment and permits.',
            ],
            [
              'Compare and pre-qualify',
              'Pre-qualification with most lenders is a soft credit check that does not affect your score.',
            ],
            [
              'Lock your rate and build',
              'Once approved, the loan pays the payment stages as the work progresses, and you make one monthly payment.',
            ],
          ].map(([title, text], i) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                {i + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand
        title="Know your price before you apply"
        text={`A free, written estimate gives you the exact figure to finance. We reply ${withinHours(RESPONSE.estimateReplyHours)}.`}
      >
        <Button asChild variant="white" size="lg">
          <Link href="/estimate?sourcePage=financing">Get My Free Estimate</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/packages#payment">See the payment schedule</Link>
        </Button>
      </CtaBand>
    </>
  )
}
