/**
 * Form pieces of the admin screens: a labelled field with its error, a native select (keyboard and
 * screen-reader friendly on every device), and a textarea, styled like components/ui/input.
 */
import { cn } from '@/lib/utils'

const controlClass =
  'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm'

export function NativeSelect({ className, children, ...props }: React.ComponentProps<'select'>) {
  return (
    <select className={cn(controlClass, 'h-10 pr-8', className)} {...props}>
      {children}
    </select>
  )
}

export function TextArea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'min-h-24', className)} {...props} />
}

/** A label above its control, with an optional error announced and linked by aria-describedby. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string
  label: string
  error?: string
  hint?: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Props that tie a control to its Field's error. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
}
