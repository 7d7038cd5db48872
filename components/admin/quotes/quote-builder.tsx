'use client'

/**
 * The quote builder (issue 35 §3): up to three options ('good / better / best'), each a pool from
 * the catalogue at its installed price with its finish colour, price-book items with quantities
 * (what the package already includes is listed at $0) and one-off lines; one discount for all of
 * them, as an amount or a percentage with its reason (the Winter special in one click); notes,
 * the validity date and the financing example's inputs. The totals, the payment schedule and the
 * financing example follow the typing, from the same pure functions the server uses when it saves;
 * the stored figures are the server's. One zod schema checks the values here and again there.
 */
import { AlertTriangle, Copy, Plus, Sparkles, Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useMemo, useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { FormStatusMessage } from '@/components/admin/forms/fields'
import type { FormStatus } from '@/components/admin/forms/use-admin-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { CREDIT_BANDS, DOWN_PAYMENT_RANGE, TERM_RANGE } from '@/content/financing'
import { fieldErrorsFrom, INVALID_FORM_MESSAGE, type FieldErrors } from '@/lib/field-errors'
import { formatCents } from '@/lib/money/cents'
import {
  PRICE_BOOK_CATEGORIES,
  PRICE_BOOK_UNITS,
  categoryLabel,
  unitLabel,
  unitShort,
} from '@/lib/price-book/units'
import type { PriceBookItem } from '@/lib/price-book/queries'
import { saveQuoteAction } from '@/lib/quotes/actions'
import { WINTER_SPECIAL } from '@/lib/quotes/promotions'
import type { BuilderAlternative, BuilderLine, BuilderSource, BuilderValues } from '@/lib/quotes/queries'
import { DEFAULT_ALTERNATIVE_LABELS, MAX_ALTERNATIVES, quoteDraftSchema } from '@/lib/quotes/schema'
import { cn } from '@/lib/utils'
import { liveFigures, type LiveOption } from './builder-figures'
import { PoolPicker } from './pool-picker'
import { FinancingLine, OptionTotals, ScheduleTable } from './quote-figures'

type Target = { leadId: number; quoteId: null } | { quoteId: number }

let keySeed = 0
const newKey = (prefix: string) => `${prefix}new${++keySeed}`

const fieldClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs aria-invalid:border-destructive md:text-sm'

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null
}

/** ARIA of a control whose error is stored under `path`. */
function aria(errors: FieldErrors, path: string, id: string, hintId?: string) {
  const error = errors[path]
  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  }
}

export function QuoteBuilder({
  target,
  lead,
  source,
  initial,
  version,
  reference,
}: {
  target: Target
  lead: { id: number; name: string; email: string | null }
  source: BuilderSource
  initial: BuilderValues
  version: string | null
  reference?: string
}) {
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<BuilderValues>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<FormStatus>(null)
  const [pending, startTransition] = useTransition()
  const [scheduleKey, setScheduleKey] = useState<string | null>(null)
  const [notice, setNotice] = useState('')

  const figures = useMemo(() => liveFigures(values, source.pools, source.items), [values, source])
  const scheduleOption =
    figures.find((f) => f.key === scheduleKey && f.totalCents !== null) ??
    figures.find((f) => f.totalCents !== null)

  const set = (patch: Partial<BuilderValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setStatus((s) => (s?.kind === 'success' ? null : s))
  }
  const setAlternative = (index: number, patch: Partial<BuilderAlternative>) =>
    setValues((v) => ({
      ...v,
      alternatives: v.alternatives.map((a, i) => (i === index ? { ...a, ...patch } : a)),
    }))
  const setLine = (index: number, lineIndex: number, patch: Partial<BuilderLine>) =>
    setValues((v) => ({
      ...v,
      alternatives: v.alternatives.map((a, i) =>
        i === index ? { ...a, lines: a.lines.map((l, j) => (j === lineIndex ? { ...l, ...patch } : l)) } : a,
      ),
    }))

  function addAlternative() {
    setValues((v) => {
      const last = v.alternatives[v.alternatives.length - 1]
      if (!last || v.alternatives.length >= MAX_ALTERNATIVES) return v
      const used = new Set(v.alternatives.map((a) => a.label))
      const label =
        DEFAULT_ALTERNATIVE_LABELS.find((l) => !used.has(l)) ?? `Option ${v.alternatives.length + 1}`
      const copy: BuilderAlternative = {
        ...last,
        key: newKey('a'),
        label,
        lines: last.lines.map((line) => ({ ...line, key: newKey('l') })),
      }
      setNotice(`Option “${label}” added as a copy of “${last.label}”: change its pool or items.`)
      return { ...v, alternatives: [...v.alternatives, copy] }
    })
  }

  function removeAlternative(index: number) {
    setValues((v) => ({ ...v, alternatives: v.alternatives.filter((_, i) => i !== index) }))
    setErrors({})
  }

  function addItem(index: number, itemId: number) {
    const item = source.items.find((i) => i.id === itemId)
    const alternative = values.alternatives[index]
    if (!item || !alternative) return
    if (alternative.lines.some((line) => line.priceBookItemId === item.id)) {
      setNotice(`“${item.name}” is already on “${alternative.label}”: change its quantity instead.`)
      return
    }
    setAlternative(index, {
      lines: [
        ...alternative.lines,
        {
          key: newKey('l'),
          priceBookItemId: item.id,
          name: item.name,
          description: item.description ?? '',
          unit: item.unit,
          quantity: '1',
          unitPrice: String(item.unitPriceCents / 100),
          includedInPackage: item.includedInPackage,
        },
      ],
    })
    setNotice(
      item.includedInPackage
        ? `“${item.name}” added: the package already includes it, so it is listed at $0.`
        : `“${item.name}” added to “${alternative.label}”.`,
    )
  }

  function addOneOff(index: number) {
    const alternative = values.alternatives[index]
    if (!alternative) return
    const key = newKey('l')
    setAlternative(index, {
      lines: [
        ...alternative.lines,
        {
          key,
          priceBookItemId: null,
          name: '',
          description: '',
          unit: 'lump_sum',
          quantity: '1',
          unitPrice: '',
          includedInPackage: false,
        },
      ],
    })
    window.setTimeout(() => document.getElementById(`${alternative.key}-${key}-name`)?.focus(), 0)
  }

  function removeLine(index: number, lineIndex: number) {
    const alternative = values.alternatives[index]
    if (!alternative) return
    setAlternative(index, { lines: alternative.lines.filter((_, j) => j !== lineIndex) })
    setErrors({})
  }

  function applyWinterSpecial() {
    set({
      discountKind: WINTER_SPECIAL.kind,
      discountValue: String(WINTER_SPECIAL.value / 100),
      discountReason: WINTER_SPECIAL.reason,
    })
    setNotice(`${WINTER_SPECIAL.label} applied to every option.`)
  }

  function raw() {
    return {
      ...(version ? { updatedAt: version } : {}),
      validUntil: values.validUntil,
      notes: values.notes,
      discountKind: values.discountKind,
      discountValue: values.discountValue,
      discountReason: values.discountReason,
      financingDownPercent: values.financingDownPercent,
      financingTermMonths: values.financingTermMonths,
      financingCreditBand: values.financingCreditBand,
      alternatives: values.alternatives.map((a) => ({
        label: a.label,
        poolId: a.poolId === null ? '' : String(a.poolId),
        finishColor: a.finishColor,
        lines: a.lines.map((l) => ({
          priceBookItemId: l.priceBookItemId === null ? '' : String(l.priceBookItemId),
          name: l.name,
          description: l.description,
          unit: l.unit,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          includedInPackage: l.includedInPackage,
        })),
      })),
    }
  }

  function focusFirstError() {
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const values = raw()
    const parsed = quoteDraftSchema(source.today).safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error))
      setStatus({ kind: 'error', message: INVALID_FORM_MESSAGE })
      focusFirstError()
      return
    }
    setErrors({})
    setStatus(null)
    startTransition(async () => {
      const result = await saveQuoteAction(
        target.quoteId === null ? { leadId: target.leadId, quoteId: null } : { quoteId: target.quoteId },
        values,
      )
      if (result.ok) {
        toast.success(result.message)
        router.push(`/admin/quotes/${result.data.id}`)
        return
      }
      setErrors(result.fieldErrors ?? {})
      setStatus({ kind: result.conflict ? 'conflict' : 'error', message: result.message })
      focusFirstError()
    })
  }

  const itemsByCategory = PRICE_BOOK_CATEGORIES.map((category) => ({
    category,
    items: source.items.filter((i) => i.category === category),
  })).filter((g) => g.items.length > 0)

  return (
    <form
      ref={formRef}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={reference ? `Edit quote ${reference}` : `New quote for ${lead.name}`}
      className="grid items-start gap-5 xl:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="min-w-0 space-y-5">
        {!lead.email ? (
          <p
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            data-testid="no-email-warning"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              This lead has no e-mail address. You can save the quote, but it can only be sent once the lead
              has one: the homeowner gets it by e-mail with a private link.
            </span>
          </p>
        ) : null}

        {values.alternatives.map((alternative, index) => (
          <AlternativeCard
            key={alternative.key}
            index={index}
            alternative={alternative}
            figures={figures[index]}
            source={source}
            itemsByCategory={itemsByCategory}
            errors={errors}
            canRemove={values.alternatives.length > 1}
            onChange={(patch) => setAlternative(index, patch)}
            onLine={(lineIndex, patch) => setLine(index, lineIndex, patch)}
            onAddItem={(itemId) => addItem(index, itemId)}
            onAddOneOff={() => addOneOff(index)}
            onRemoveLine={(lineIndex) => removeLine(index, lineIndex)}
            onRemove={() => removeAlternative(index)}
          />
        ))}
        {values.alternatives.length < MAX_ALTERNATIVES ? (
          <Button type="button" variant="outline" onClick={addAlternative} className="w-full sm:w-auto">
            <Copy aria-hidden /> Add an option (copy of “{values.alternatives.at(-1)?.label || 'Option'}”)
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">A quote has at most three options.</p>
        )}
        <p aria-live="polite" role="status" className="text-sm text-sky-900" data-testid="builder-notice">
          {notice}
        </p>

        <DiscountAndTerms values={values} errors={errors} set={set} onWinterSpecial={applyWinterSpecial} />
      </div>

      <aside
        aria-label="Totals"
        className="min-w-0 space-y-4 rounded-xl border bg-white p-4 shadow-sm sm:p-5 xl:sticky xl:top-4"
      >
        <h2 className="text-lg font-semibold">Totals</h2>
        <OptionTotals options={figures} caption="Totals of each option, as typed" />
        <div>
          <h3 className="mb-2 text-sm font-semibold">Payment schedule</h3>
          {figures.length > 1 ? (
            <div role="group" aria-label="Schedule of option" className="mb-2 flex flex-wrap gap-1">
              {figures.map((f) => (
                <button
                  key={f.key}
                  type="button"
                  aria-pressed={scheduleOption?.key === f.key}
                  disabled={f.totalCents === null}
                  onClick={() => setScheduleKey(f.key)}
                  className={cn(
                    'rounded-md border px-2.5 py-1 text-sm font-medium disabled:opacity-50',
                    scheduleOption?.key === f.key
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'bg-white',
                  )}
                >
                  {f.label}
                </button>
              ))}
            </div>
          ) : null}
          {scheduleOption?.totalCents != null ? (
            <ScheduleTable
              totalCents={scheduleOption.totalCents}
              caption={`${scheduleOption.label}: ${formatCents(scheduleOption.totalCents)} in six payments`}
            />
          ) : (
            <p className="text-sm text-muted-foreground">Choose a pool to see the schedule.</p>
          )}
        </div>
        <div>
          <h3 className="mb-1 text-sm font-semibold">Financing example</h3>
          {scheduleOption?.totalCents != null ? (
            <FinancingLine example={scheduleOption.financing} />
          ) : (
            <p className="text-sm text-muted-foreground">Shown once the option has a total.</p>
          )}
        </div>
        <p className="text-xs text-muted-foreground">
          The figures follow your typing; the saved quote&apos;s figures are worked out again by the server
          from the catalogue and the price book.
        </p>
        <div className="border-t pt-4">
          <Button type="submit" disabled={pending} aria-disabled={pending} className="w-full">
            {pending ? 'Saving…' : reference ? 'Save draft' : 'Save quote as draft'}
          </Button>
          <p className="mt-2 text-xs text-muted-foreground">
            Saved as a draft: you send it to the homeowner from the quote&apos;s page.
          </p>
          <FormStatusMessage status={status} />
        </div>
      </aside>
    </form>
  )
}

function AlternativeCard({
  index,
  alternative,
  figures,
  source,
  itemsByCategory,
  errors,
  canRemove,
  onChange,
  onLine,
  onAddItem,
  onAddOneOff,
  onRemoveLine,
  onRemove,
}: {
  index: number
  alternative: BuilderAlternative
  figures: LiveOption | undefined
  source: BuilderSource
  itemsByCategory: { category: string; items: PriceBookItem[] }[]
  errors: FieldErrors
  canRemove: boolean
  onChange: (patch: Partial<BuilderAlternative>) => void
  onLine: (lineIndex: number, patch: Partial<BuilderLine>) => void
  onAddItem: (itemId: number) => void
  onAddOneOff: () => void
  onRemoveLine: (lineIndex: number) => void
  onRemove: () => void
}) {
  const [itemChoice, setItemChoice] = useState('')
  const id = alternative.key
  const path = `alternatives.${index}`
  const pool = source.pools.find((p) => p.id === alternative.poolId)
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border bg-white p-4 shadow-sm sm:p-6"
      data-testid="quote-option"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          Option {index + 1}: {alternative.label.trim() || 'unnamed'}
        </h2>
        {canRemove ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden /> Remove option {index + 1}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-label`} className="text-sm font-medium">
            Option name
          </label>
          <Input
            id={`${id}-label`}
            value={alternative.label}
            maxLength={50}
            onChange={(e) => onChange({ label: e.target.value })}
            {...aria(errors, `${path}.label`, `${id}-label`)}
          />
          <ErrorText id={`${id}-label-error`} error={errors[`${path}.label`]} />
        </div>
        <PoolPicker
          id={`${id}-pool`}
          label="Pool"
          pools={source.pools}
          value={alternative.poolId}
          onChange={(poolId) => {
            const next = source.pools.find((p) => p.id === poolId)
            onChange({
              poolId,
              finishColor: next?.colors.includes(alternative.finishColor) ? alternative.finishColor : '',
            })
          }}
          error={errors[`${path}.poolId`]}
        />
        <div className="space-y-1.5 sm:col-start-2">
          <label htmlFor={`${id}-color`} className="text-sm font-medium">
            Finish colour
          </label>
          <select
            id={`${id}-color`}
            value={alternative.finishColor}
            onChange={(e) => onChange({ finishColor: e.target.value })}
            disabled={!pool}
            className={fieldClass}
            {...aria(errors, `${path}.finishColor`, `${id}-color`)}
          >
            <option value="">{pool ? 'To be chosen with the homeowner' : 'Choose the pool first'}</option>
            {(pool?.colors ?? []).map((color) => (
              <option key={color} value={color}>
                {color}
              </option>
            ))}
          </select>
        </div>
      </div>

      <h3 className="mt-6 mb-2 text-base font-semibold">Items</h3>
      {alternative.lines.length === 0 ? (
        <p className="mb-3 text-sm text-muted-foreground">
          Only the pool and its all-inclusive package so far. Add items from the price book or a one-off line.
        </p>
      ) : (
        <ul
          className="mb-3 divide-y rounded-lg border"
          aria-label={`Items of ${alternative.label || 'this option'}`}
        >
          {alternative.lines.map((line, j) => (
            <LineRow
              key={line.key}
              id={`${id}-${line.key}`}
              path={`${path}.lines.${j}`}
              line={line}
              item={
                line.priceBookItemId ? source.items.find((i) => i.id === line.priceBookItemId) : undefined
              }
              total={figures?.lineTotals[j] ?? null}
              errors={errors}
              onChange={(patch) => onLine(j, patch)}
              onRemove={() => onRemoveLine(j)}
            />
          ))}
        </ul>
      )}
      <ErrorText id={`${id}-lines-error`} error={errors[`${path}.lines`]} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64 space-y-1.5">
          <label htmlFor={`${id}-add-item`} className="text-sm font-medium">
            Add from the price book
          </label>
          <select
            id={`${id}-add-item`}
            value={itemChoice}
            onChange={(e) => setItemChoice(e.target.value)}
            className={fieldClass}
          >
            <option value="">Choose an item…</option>
            {itemsByCategory.map((group) => (
              <optgroup key={group.category} label={categoryLabel(group.category)}>
                {group.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} —{' '}
                    {item.includedInPackage
                      ? 'in the package, $0'
                      : `${formatCents(item.unitPriceCents)} ${unitShort(item.unit)}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!itemChoice}
          onClick={() => {
            onAddItem(Number(itemChoice))
            setItemChoice('')
          }}
        >
          <Plus aria-hidden /> Add item
        </Button>
        <Button type="button" variant="outline" onClick={onAddOneOff}>
          <Plus aria-hidden /> Add a one-off line
        </Button>
      </div>
    </section>
  )
}

function LineRow({
  id,
  path,
  line,
  item,
  total,
  errors,
  onChange,
  onRemove,
}: {
  id: string
  path: string
  line: BuilderLine
  item: PriceBookItem | undefined
  total: number | null
  errors: FieldErrors
  onChange: (patch: Partial<BuilderLine>) => void
  onRemove: () => void
}) {
  const fromBook = line.priceBookItemId !== null
  const included = fromBook && (item?.includedInPackage ?? line.includedInPackage)
  const name = line.name.trim() || 'this line'
  return (
    <li className="space-y-2 p-3" data-testid="quote-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          {fromBook ? (
            <>
              <p className="font-medium">{line.name}</p>
              {included ? (
                <p className="inline-flex rounded-full border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                  Included in the package: listed at $0
                </p>
              ) : null}
              {line.description ? <p className="text-xs text-muted-foreground">{line.description}</p> : null}
            </>
          ) : (
            <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_11rem]">
              <div className="space-y-1">
                <label htmlFor={`${id}-name`} className="text-xs font-medium">
                  One-off line
                </label>
                <Input
                  id={`${id}-name`}
                  value={line.name}
                  maxLength={255}
                  placeholder="e.g. Remove the old shed"
                  onChange={(e) => onChange({ name: e.target.value })}
                  {...aria(errors, `${path}.name`, `${id}-name`)}
                />
                <ErrorText id={`${id}-name-error`} error={errors[`${path}.name`]} />
              </div>
              <div className="space-y-1">
                <label htmlFor={`${id}-unit`} className="text-xs font-medium">
                  Unit
                </label>
                <select
                  id={`${id}-unit`}
                  value={line.unit}
                  onChange={(e) => onChange({ unit: e.target.value })}
                  className={fieldClass}
                  {...aria(errors, `${path}.unit`, `${id}-unit`)}
                >
                  {PRICE_BOOK_UNITS.map((unit) => (
                    <option key={unit} value={unit}>
                      {unitLabel(unit)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="grid grid-cols-[minmax(0,6rem)_minmax(0,8rem)_minmax(0,1fr)] items-start gap-2 sm:grid-cols-[7rem_9rem_minmax(0,1fr)]">
        <div className="space-y-1">
          <label htmlFor={`${id}-quantity`} className="text-xs font-medium">
            Quantity{fromBook ? ` (${unitShort(line.unit)})` : ''}
          </label>
          <Input
            id={`${id}-quantity`}
            inputMode="decimal"
            value={line.quantity}
            onChange={(e) => onChange({ quantity: e.target.value })}
            {...aria(errors, `${path}.quantity`, `${id}-quantity`)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-price`} className="text-xs font-medium">
            Unit price
          </label>
          {fromBook ? (
            <p id={`${id}-price`} className="flex h-10 items-center text-sm tabular-nums">
              {included ? '$0.00' : formatCents(item?.unitPriceCents ?? 0)}
            </p>
          ) : (
            <Input
              id={`${id}-price`}
              inputMode="decimal"
              value={line.unitPrice}
              placeholder="0.00"
              onChange={(e) => onChange({ unitPrice: e.target.value })}
              {...aria(errors, `${path}.unitPrice`, `${id}-price`)}
            />
          )}
        </div>
        <div className="space-y-1 text-right">
          <span className="block text-xs font-medium">Line total</span>
          <p
            className="flex h-10 items-center justify-end font-semibold tabular-nums"
            data-testid="line-total"
          >
            {total === null ? '—' : formatCents(total)}
          </p>
        </div>
      </div>
      <ErrorText id={`${id}-quantity-error`} error={errors[`${path}.quantity`]} />
      <ErrorText id={`${id}-price-error`} error={errors[`${path}.unitPrice`]} />
    </li>
  )
}

function DiscountAndTerms({
  values,
  errors,
  set,
  onWinterSpecial,
}: {
  values: BuilderValues
  errors: FieldErrors
  set: (patch: Partial<BuilderValues>) => void
  onWinterSpecial: () => void
}) {
  const downOptions: number[] = []
  for (let v = DOWN_PAYMENT_RANGE.min; v <= DOWN_PAYMENT_RANGE.max; v += DOWN_PAYMENT_RANGE.step)
    downOptions.push(v)
  const termOptions: number[] = []
  for (let v = TERM_RANGE.min; v <= TERM_RANGE.max; v += TERM_RANGE.step) termOptions.push(v)
  return (
    <>
      <fieldset className="min-w-0 rounded-xl border bg-white p-4 shadow-sm sm:p-6">
        <legend className="float-left mb-4 w-full">
          <span className="block text-lg font-semibold">Discount</span>
          <span className="block text-sm font-normal text-muted-foreground">
            One discount for every option: an amount, or a percentage of each option&apos;s subtotal. Above
            your limit, an admin approves it before the quote can be sent.
          </span>
        </legend>
        <div className="clear-both space-y-4">
          <div
            className="flex flex-wrap items-center gap-x-5 gap-y-2"
            role="radiogroup"
            aria-label="Discount"
          >
            {(
              [
                ['none', 'No discount'],
                ['amount', 'Amount ($)'],
                ['percent', 'Percentage (%)'],
              ] as const
            ).map(([kind, label]) => (
              <label key={kind} className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="radio"
                  name="discountKind"
                  value={kind}
                  checked={values.discountKind === kind}
                  onChange={() =>
                    set(
                      kind === 'none'
                        ? { discountKind: kind, discountValue: '', discountReason: '' }
                        : { discountKind: kind },
                    )
                  }
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
            <Button type="button" variant="secondary" size="sm" onClick={onWinterSpecial}>
              <Sparkles aria-hidden /> Apply the {WINTER_SPECIAL.label}
            </Button>
          </div>
          {values.discountKind !== 'none' ? (
            <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <div className="space-y-1.5">
                <label htmlFor="quote-discount-value" className="text-sm font-medium">
                  {values.discountKind === 'amount' ? 'Discount amount (USD)' : 'Discount (%)'}
                </label>
                <Input
                  id="quote-discount-value"
                  inputMode="decimal"
                  value={values.discountValue}
                  placeholder={values.discountKind === 'amount' ? 'e.g. 1,500' : 'e.g. 5'}
                  onChange={(e) => set({ discountValue: e.target.value })}
                  {...aria(errors, 'discountValue', 'quote-discount-value')}
                />
                <ErrorText id="quote-discount-value-error" error={errors.discountValue} />
              </div>
              <div className="space-y-1.5">
                <label htmlFor="quote-discount-reason" className="text-sm font-medium">
                  Reason for the discount
                </label>
                <Input
                  id="quote-discount-reason"
                  value={values.discountReason}
                  maxLength={255}
                  placeholder="e.g. Neighbour referral"
                  onChange={(e) => set({ discountReason: e.target.value })}
                  {...aria(errors, 'discountReason', 'quote-discount-reason')}
                />
                <ErrorText id="quote-discount-reason-error" error={errors.discountReason} />
              </div>
            </div>
          ) : (
            <ErrorText id="quote-discount-value-error" error={errors.discountValue} />
          )}
        </div>
      </fieldset>

      <fieldset className="min-w-0 rounded-xl border bg-white p-4 shadow-sm sm:p-6">
        <legend className="float-left mb-4 w-full">
          <span className="block text-lg font-semibold">Terms and notes</span>
        </legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor="quote-valid-until" className="text-sm font-medium">
              Valid until
            </label>
            <Input
              id="quote-valid-until"
              type="date"
              value={values.validUntil}
              onChange={(e) => set({ validUntil: e.target.value })}
              {...aria(errors, 'validUntil', 'quote-valid-until', 'quote-valid-until-hint')}
            />
            <p id="quote-valid-until-hint" className="text-xs text-muted-foreground">
              The offer stands through this day (Eastern time), then expires by itself.
            </p>
            <ErrorText id="quote-valid-until-error" error={errors.validUntil} />
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <label htmlFor="quote-notes" className="text-sm font-medium">
              Notes for the homeowner
            </label>
            <Textarea
              id="quote-notes"
              rows={3}
              maxLength={5000}
              value={values.notes}
              onChange={(e) => set({ notes: e.target.value })}
              {...aria(errors, 'notes', 'quote-notes')}
            />
            <ErrorText id="quote-notes-error" error={errors.notes} />
          </div>
          <p className="text-sm font-medium sm:col-span-2">Financing example</p>
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
            <div className="space-y-1.5">
              <label htmlFor="quote-down" className="text-sm font-medium">
                Down payment
              </label>
              <select
                id="quote-down"
                value={values.financingDownPercent}
                onChange={(e) => set({ financingDownPercent: e.target.value })}
                className={fieldClass}
                {...aria(errors, 'financingDownPercent', 'quote-down')}
              >
                {downOptions.map((v) => (
                  <option key={v} value={v}>
                    {v}%
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor="quote-term" className="text-sm font-medium">
                Loan term
              </label>
              <select
                id="quote-term"
                value={values.financingTermMonths}
                onChange={(e) => set({ financingTermMonths: e.target.value })}
                className={fieldClass}
                {...aria(errors, 'financingTermMonths', 'quote-term')}
              >
                {termOptions.map((v) => (
                  <option key={v} value={v}>
                    {v / 12} years
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1.5">
              <label htmlFor="quote-band" className="text-sm font-medium">
                Credit
              </label>
              <select
                id="quote-band"
                value={values.financingCreditBand}
                onChange={(e) => set({ financingCreditBand: e.target.value })}
                className={fieldClass}
                {...aria(errors, 'financingCreditBand', 'quote-band')}
              >
                {CREDIT_BANDS.map((band) => (
                  <option key={band.value} value={band.value}>
                    {band.label} ({band.range})
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      </fieldset>
    </>
  )
}
