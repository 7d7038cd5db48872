import { clsx } from 'clsx'

type Tone = 'success' | 'warning' | 'info'

const TONES: Record<Tone, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  info: 'border-sky-200 bg-sky-50 text-sky-950',
}

/** A boxed message at the top of a homeowner page: a confirmation, or why a quote cannot be signed. */
export function Notice({
  tone,
  title,
  children,
  testId,
}: {
  tone: Tone
  title: string
  children?: React.ReactNode
  testId?: string
}) {
  return (
    <section
      role={tone === 'warning' ? 'alert' : 'status'}
      data-testid={testId}
      className={clsx('mb-6 rounded-xl border p-4 sm:p-5', TONES[tone])}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <div className="mt-1 space-y-2 text-sm sm:text-base">{children}</div> : null}
    </section>
  )
}
