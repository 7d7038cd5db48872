import { AlertTriangle, BadgeCheck, Clock } from 'lucide-react'
import { clsx } from 'clsx'
import { CREDIT_BANDS, FINANCING_TEXT } from '@/content/financing'
import {
  formatApr,
  formatCurrency,
  formatTermYears,
  type CalculatorInputs,
  type FinancingResult,
} from '@/lib/financing/calculator'

/** The calculated options (spec 02 §4): sorted by APR, badges, or the yellow empty notice. */
export function FinancingResults({ inputs, result }: { inputs: CalculatorInputs; result: FinancingResult }) {
  const band = CREDIT_BANDS.find((b) => b.value === inputs.creditBand)
  return (
    <div data-testid="calc-results">
      <h2 className="text-2xl font-bold">Your estimated payments</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-secondary p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-secondary-foreground/80">Pool price</dt>
          <dd className="text-base font-semibold">{formatCurrency(inputs.price)}</dd>
        </div>
        <div>
          <dt className="text-secondary-foreground/80">Down payment ({inputs.downPercent}%)</dt>
          <dd className="text-base font-semibold">{formatCurrency(result.downPayment)}</dd>
        </div>
        <div>
          <dt className="text-secondary-foreground/80">Loan amount</dt>
          <dd className="text-base font-semibold" data-testid="calc-loan-amount">
            {formatCurrency(result.loanAmount)}
          </dd>
        </div>
        <div>
          <dt className="text-secondary-foreground/80">Term · credit</dt>
          <dd className="text-base font-semibold">
            {formatTermYears(inputs.termMonths)} · {band ? band.range : inputs.creditBand}
          </dd>
        </div>
      </dl>

      {result.options.length === 0 ? (
        <p
          className="mt-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
          role="status"
          data-testid="calc-empty"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden />
          {FINANCING_TEXT.emptyNotice}
        </p>
      ) : (
        <ol className="mt-6 space-y-4" aria-label="Financing options, lowest APR first">
          {result.options.map((option, index) => {
            const best = option.badges.includes('Best Option')
            return (
              <li
                // Staff name the options, so two may share a name.
                key={`${index}-${option.name}`}
                className={clsx(
                  'rounded-xl bg-card p-5 shadow-sm',
                  best ? 'border-2 border-primary' : 'border',
                )}
                data-testid="calc-option"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 className="text-lg font-bold" data-testid="calc-option-name">
                      {option.name}
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      <span data-testid="calc-option-apr">{formatApr(option.apr)}</span> APR ·{' '}
                      {option.termMonths} months ({formatTermYears(option.termMonths)})
                    </p>
                  </div>
                  <div className="flex gap-2">
                    {option.badges.map((badge) => (
                      <span
                        key={badge}
                        className={clsx(
                          'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
                          badge === FINANCING_TEXT.bestOption
                            ? 'bg-emerald-100 text-emerald-900'
                            : 'bg-violet-100 text-violet-900',
                        )}
                        data-testid="calc-badge"
                      >
                        {badge === FINANCING_TEXT.bestOption ? (
                          <BadgeCheck className="size-3.5" aria-hidden />
                        ) : (
                          <Clock className="size-3.5" aria-hidden />
                        )}
                        {badge}
                      </span>
                    ))}
                  </div>
                </div>
                <dl className="mt-4 grid grid-cols-3 gap-3">
                  <div>
                    <dt className="text-xs text-muted-foreground">Monthly payment</dt>
                    <dd className="text-2xl font-bold text-primary" data-testid="calc-option-monthly">
                      {formatCurrency(option.monthlyPayment)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Total payment</dt>
                    <dd className="font-semibold" data-testid="calc-option-total">
                      {formatCurrency(option.totalPayment)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Total interest</dt>
                    <dd className="font-semibold" data-testid="calc-option-interest">
                      {formatCurrency(option.totalInterest)}
                    </dd>
                  </div>
                </dl>
                {option.qualifications.length > 0 && (
                  <ul className="mt-4 flex flex-wrap gap-2" aria-label="Qualifications">
                    {option.qualifications.map((q) => (
                      <li key={q} className="rounded-full bg-muted px-2.5 py-1 text-xs">
                        {q}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
}
