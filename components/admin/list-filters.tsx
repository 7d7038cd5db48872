/**
 * The filter bar of the admin lists: a plain GET form, so the filters live in the address
 * (shareable, the back button, the CSV export's query, no JavaScript needed), its search, choice
 * and date fields, and its Apply / Clear buttons. One look and one behaviour for every list.
 */
import Link from 'next/link'
import { Field, NativeSelect } from '@/components/admin/form-controls'
import { Button, buttonVariants } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'

/** The bar itself; `className` sets its grid columns. */
export function FilterBar({
  label,
  action,
  className,
  children,
}: {
  /** What it filters, for screen readers: 'Filter leads'. */
  label: string
  /** The list's address; omitted, the form posts back to the page it is on. */
  action?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={cn('mb-4 grid gap-3 rounded-xl border bg-white p-4 shadow-sm', className)}
    >
      {children}
    </form>
  )
}

export function SearchFilter({
  id,
  value,
  placeholder,
  label = 'Search',
  name = 'q',
}: {
  id: string
  value: string | undefined
  placeholder: string
  label?: string
  name?: string
}) {
  return (
    <Field id={id} label={label}>
      <Input
        id={id}
        name={name}
        type="search"
        defaultValue={value ?? ''}
        placeholder={placeholder}
        maxLength={100}
      />
    </Field>
  )
}

export type FilterOption = string | { value: string; label: string }

/** A choice among `options`, after the `all` choice when there is one (its value empty unless given). */
export function SelectFilter({
  id,
  label,
  name,
  value,
  all,
  options,
  children,
}: {
  id: string
  label: string
  name: string
  value: string | undefined
  all?: string | { value: string; label: string }
  options: readonly FilterOption[]
  /** Choices after the options (e.g. 'No branch'). */
  children?: React.ReactNode
}) {
  const first = typeof all === 'string' ? { value: '', label: all } : all
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} name={name} defaultValue={value ?? first?.value ?? ''}>
        {first ? <option value={first.value}>{first.label}</option> : null}
        {options.map((option) => {
          const { value: v, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <option key={v} value={v}>
              {text}
            </option>
          )
        })}
        {children}
      </NativeSelect>
    </Field>
  )
}

/** A calendar day (YYYY-MM-DD in the address). */
export function DateFilter({
  id,
  label,
  name,
  value,
}: {
  id: string
  label: string
  name: string
  value: string | undefined
}) {
  return (
    <Field id={id} label={label}>
      <Input id={id} name={name} type="date" defaultValue={value ?? ''} />
    </Field>
  )
}

/** Apply (and Clear, back to the unfiltered list, when given its address); `children` go first. */
export function FilterActions({
  clearHref,
  submitLabel = 'Apply filters',
  className,
  children,
}: {
  clearHref?: string
  submitLabel?: string
  className?: string
  children?: React.ReactNode
}) {
  return (
    <div className={cn('flex flex-wrap items-end gap-2', className)}>
      {children}
      <Button type="submit">{submitLabel}</Button>
      {clearHref ? (
        <Link href={clearHref} className={buttonVariants({ variant: 'ghost' })}>
          Clear
        </Link>
      ) : null}
    </div>
  )
}

/** Said above the list when the address held filters it could not read: all rows are shown. */
export function InvalidFiltersNotice({ what, errors }: { what: string; errors: Record<string, string> }) {
  return (
    <p
      role="alert"
      className="mb-4 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-900"
    >
      Some filters were not valid, so all {what} are shown: {Object.values(errors).join(' ')}
    </p>
  )
}
