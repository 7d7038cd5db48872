import { MY_DAY_LIST_LIMIT } from '@/lib/my-day/queries'

/** A titled list of a rep's day with its count, or a calm line when it is empty. */
export function DaySection({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string
  title: string
  count: number
  empty: string
  children: React.ReactNode
}) {
  const shown = Math.min(count, MY_DAY_LIST_LIMIT)
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border bg-slate-50 p-3 sm:p-4"
      data-testid={id}
    >
      <h2 id={`${id}-title`} className="mb-3 flex items-center gap-2 text-base font-semibold">
        {title}
        <span className="rounded-full bg-white px-2 py-0.5 text-sm tabular-nums shadow-xs">
          {count > MY_DAY_LIST_LIMIT ? `${MY_DAY_LIST_LIMIT}+` : count}
        </span>
      </h2>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <ul className="space-y-2">{children}</ul>
          {count > shown ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Showing the first {MY_DAY_LIST_LIMIT}. Open the leads desk for the rest.
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
