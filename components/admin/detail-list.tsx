/** A labelled list of a record's fields (a <dl>), empty values shown as a dash. */
export function DetailList({ items }: { items: [label: string, value: React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">
            {value === null || value === undefined || value === '' ? '—' : value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function Panel({
  title,
  children,
  className,
}: {
  title: string
  children: React.ReactNode
  className?: string
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${className ?? ''}`}
    >
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {children}
    </section>
  )
}
