/**
 * Table parts for the admin lists. From tablet width up, a table that scrolls sideways inside its
 * own box when it is wider than the screen. On a phone each row becomes a card: the row's main
 * cell (`primary`, e.g. the name) first, then every other cell under its column's name (`label`),
 * so nothing the desktop table shows is out of reach. A caption names the table for screen readers.
 */
import { cn } from '@/lib/utils'

export function DataTable({
  caption,
  className,
  children,
}: {
  caption: string
  className?: string
  children: React.ReactNode
}) {
  return (
    // `relative`: visually hidden text inside the scrolling box stays inside it, instead of
    // widening the page.
    <div className={cn('relative rounded-xl border bg-white shadow-sm md:overflow-x-auto', className)}>
      <table className="w-full border-collapse text-left text-sm max-md:block md:min-w-[48rem]">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  )
}

/** The header row: the column names on wider screens; on a phone each card names its own fields. */
export function THead({ children }: { children: React.ReactNode }) {
  return <thead className="max-md:sr-only">{children}</thead>
}

export function TBody({ children }: { children: React.ReactNode }) {
  return <tbody className="max-md:block">{children}</tbody>
}

/** A row; on a phone a card with its cells stacked. */
export function Tr({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'hover:bg-muted/50 max-md:flex max-md:flex-col max-md:gap-1 max-md:border-b max-md:px-4 max-md:py-3 max-md:last:border-b-0',
        className,
      )}
      {...props}
    />
  )
}

export function Th({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'border-b bg-muted px-3 py-2.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  )
}

/**
 * A cell. `label` is its column's name, shown beside the value on a phone; `primary` marks the
 * cell that heads the card there (shown first, without a label).
 */
export function Td({
  className,
  label,
  primary,
  children,
  ...props
}: React.ComponentProps<'td'> & { label?: string; primary?: boolean }) {
  const labelled = !!label && !primary
  return (
    <td
      data-label={labelled ? label : undefined}
      className={cn(
        'border-b px-3 py-2.5 align-top max-md:block max-md:border-0 max-md:p-0',
        primary && 'max-md:order-first max-md:text-base',
        labelled &&
          'max-md:grid max-md:grid-cols-[6.5rem_minmax(0,1fr)] max-md:gap-3 max-md:before:text-xs max-md:before:leading-5 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
        className,
      )}
      {...props}
    >
      {labelled ? <div className="min-w-0">{children}</div> : children}
    </td>
  )
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <tr className="max-md:block">
      <td colSpan={colSpan} className="px-3 py-10 text-center text-muted-foreground max-md:block">
        {children}
      </td>
    </tr>
  )
}
