'use client'

import { AlertCircle, CheckCircle2, RefreshCw } from 'lucide-react'
import { createContext, useContext, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import type { FieldErrors } from '@/lib/field-errors'
import type { FormStatus } from './use-admin-form'

type FormContext = { idPrefix: string; errors: FieldErrors }
const Context = createContext<FormContext>({ idPrefix: 'form', errors: {} })

type AdminFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'onInput'> & {
  form: {
    errors: FieldErrors
    status: FormStatus
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
    onEdit: () => void
  }
}

/**
 * A form wired to useAdminForm: fields inside read their errors from it by name. The answer to a
 * save shows once, after the form's fields and button, where the person who pressed it is looking.
 * It posts: sent before the page's scripts run, the browser's own submit must not put what was typed
 * (a homeowner's phone, e-mail, address) in the address bar, the history and the logs.
 */
export function AdminForm({ form, children, className, ...props }: AdminFormProps) {
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  return (
    <Context.Provider value={{ idPrefix, errors: form.errors }}>
      <form method="post" onSubmit={form.onSubmit} onInput={form.onEdit} noValidate {...props}>
        <div className={cn('space-y-6', className)}>{children}</div>
        <FormStatusMessage status={form.status} />
      </form>
    </Context.Provider>
  )
}

export function FormStatusMessage({ status }: { status: FormStatus }) {
  return (
    <div aria-live="polite" role="status">
      {status && (
        <div
          data-testid="form-status"
          className={cn(
            'mt-3 flex flex-wrap items-center gap-2 rounded-md border px-4 py-3 text-sm',
            status.kind === 'success'
              ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
              : 'border-red-300 bg-red-50 text-red-900',
          )}
        >
          {status.kind === 'success' ? (
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
          ) : (
            <AlertCircle className="size-4 shrink-0" aria-hidden />
          )}
          <span className="flex-1">{status.message}</span>
          {status.kind === 'conflict' && (
            <Button type="button" size="sm" variant="outline" onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden /> Reload
            </Button>
          )}
        </div>
      )}
    </div>
  )
}

/** Ids and ARIA attributes of the control for field `name`, with its error and hint. */
export function useField(name: string, hint?: React.ReactNode) {
  const { idPrefix, errors } = useContext(Context)
  const id = `${idPrefix}-${name.replace(/[^a-zA-Z0-9_-]/g, '-')}`
  const error = errors[name]
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return {
    id,
    error,
    controlProps: {
      id,
      name,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  }
}

export function FieldMessages({ id, hint, error }: { id: string; hint?: React.ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="flex items-center gap-1 text-sm font-medium text-red-700">
          <AlertCircle className="size-3.5 shrink-0" aria-hidden /> {error}
        </p>
      )}
    </>
  )
}

type Common = {
  name: string
  label: React.ReactNode
  hint?: React.ReactNode
  required?: boolean
  className?: string
}

function FieldLabel({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string
  children: React.ReactNode
  required?: boolean
}) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium">
      {children}
      {required && (
        <span className="text-red-700" aria-hidden>
          {' '}
          *
        </span>
      )}
    </label>
  )
}

export function TextField({
  name,
  label,
  hint,
  required,
  className,
  counter,
  ...input
}: Common & Omit<React.ComponentProps<'input'>, 'name' | 'id'> & { counter?: { recommended: number } }) {
  const { id, error, controlProps } = useField(name, hint)
  const [length, setLength] = useState(String(input.defaultValue ?? '').length)
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <FieldLabel htmlFor={id} required={required}>
          {label}
        </FieldLabel>
        {counter && <LengthCounter length={length} recommended={counter.recommended} />}
      </div>
      <Input
        {...input}
        {...controlProps}
        aria-required={required || undefined}
        onChange={(event) => {
          setLength(event.currentTarget.value.length)
          input.onChange?.(event)
        }}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

export function TextareaField({
  name,
  label,
  hint,
  required,
  className,
  counter,
  ...textarea
}: Common & Omit<React.ComponentProps<'textarea'>, 'name' | 'id'> & { counter?: { recommended: number } }) {
  const { id, error, controlProps } = useField(name, hint)
  const [length, setLength] = useState(String(textarea.defaultValue ?? '').length)
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <FieldLabel htmlFor={id} required={required}>
          {label}
        </FieldLabel>
        {counter && <LengthCounter length={length} recommended={counter.recommended} />}
      </div>
      <Textarea
        {...textarea}
        {...controlProps}
        aria-required={required || undefined}
        onChange={(event) => {
          setLength(event.currentTarget.value.length)
          textarea.onChange?.(event)
        }}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

/** '42 / 60': characters typed against the recommended length, amber when over. */
export function LengthCounter({ length, recommended }: { length: number; recommended: number }) {
  const over = length > recommended
  return (
    <span
      className={cn('text-xs tabular-nums', over ? 'font-semibold text-amber-800' : 'text-muted-foreground')}
    >
      {length} / {recommended}
      {over && <span className="sr-only"> characters, longer than recommended</span>}
    </span>
  )
}

export type Option = { value: string; label: string }

export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: Common &
  Omit<React.ComponentProps<'select'>, 'name' | 'id'> & {
    options: readonly Option[]
    placeholder?: string
  }) {
  const { id, error, controlProps } = useField(name, hint)
  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <select
        {...select}
        {...controlProps}
        aria-required={required || undefined}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs aria-invalid:border-destructive md:text-sm"
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

export function CheckboxField({
  name,
  label,
  hint,
  className,
  ...input
}: Omit<Common, 'required'> & Omit<React.ComponentProps<'input'>, 'name' | 'id' | 'type'>) {
  const { id, error, controlProps } = useField(name, hint)
  return (
    <div className={cn('space-y-1', className)}>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          {...input}
          {...controlProps}
          className="size-4 rounded border-input accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

/** A titled group of fields. */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: string
  description?: React.ReactNode
  children: React.ReactNode
  className?: string
}) {
  return (
    // min-w-0 and minmax columns: a fieldset is as wide as its widest unbreakable content by
    // default, so a long uploaded image address would push the form wider than a phone.
    <fieldset className={cn('min-w-0 rounded-xl border bg-white p-4 shadow-sm sm:p-6', className)}>
      <legend className="float-left mb-4 w-full">
        <span className="block text-base font-semibold">{title}</span>
        {description && (
          <span className="mt-1 block text-sm font-normal text-muted-foreground">{description}</span>
        )}
      </legend>
      <div className="clear-both grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

export function SubmitButton({
  pending,
  children,
  pendingText,
}: {
  pending: boolean
  children: React.ReactNode
  pendingText: string
}) {
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending}>
      {pending ? pendingText : children}
    </Button>
  )
}
