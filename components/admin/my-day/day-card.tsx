import { ArrowRight, Phone } from 'lucide-react'
import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button'
import { telHref } from '@/lib/offices/types'
import { cn } from '@/lib/utils'

/**
 * One item of a rep's day: who, when, and two large buttons (call, open) a thumb can hit on a
 * phone. `extra` holds a third action (mark a follow-up done).
 */
export function DayCard({
  name,
  phone,
  href,
  when,
  detail,
  tone = 'plain',
  extra,
}: {
  name: string
  phone: string | null
  href: string
  when: React.ReactNode
  detail?: React.ReactNode
  tone?: 'plain' | 'urgent'
  extra?: React.ReactNode
}) {
  return (
    <li
      data-testid="day-card"
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-white p-3',
        tone === 'urgent' && 'border-red-300 bg-red-50',
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold break-words">{name || 'No name'}</p>
        <p
          className={cn('text-sm', tone === 'urgent' ? 'font-medium text-red-900' : 'text-muted-foreground')}
        >
          {when}
        </p>
        {detail ? <p className="mt-1 text-sm break-words whitespace-pre-wrap">{detail}</p> : null}
      </div>
      <div className="flex flex-wrap items-start gap-2">
        {phone ? (
          <a
            href={telHref(phone)}
            className={cn(
              buttonVariants({ variant: 'default' }),
              'min-h-11 flex-1 whitespace-nowrap sm:flex-none',
            )}
            aria-label={`Call ${name} at ${phone}`}
          >
            <Phone aria-hidden /> {phone}
          </a>
        ) : null}
        <Link
          href={href}
          className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11 flex-1 sm:flex-none')}
          aria-label={`Open ${name}`}
        >
          Open <ArrowRight aria-hidden />
        </Link>
        {extra}
      </div>
    </li>
  )
}
