/**
 * Leads per week as an inline SVG bar chart (no chart library). The numbers are also in a table
 * for screen readers; the picture is decorative for them.
 */
import { formatDate, formatNumber } from '@/lib/format'

export function WeekChart({ weeks }: { weeks: { week: string; count: number }[] }) {
  return (
    <figure>
      {/* The same bars drawn for a phone's width and a desktop's, so the text is legible on both. */}
      <Bars weeks={weeks} width={340} className="md:hidden" />
      <Bars weeks={weeks} width={640} className="hidden md:block" />
      <figcaption className="mt-1 text-xs text-muted-foreground">
        Weeks start on Monday (Eastern time).
      </figcaption>
      <table className="sr-only">
        <caption>New leads per week</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">New leads</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}>
              <td>{formatDate(`${w.week}T12:00:00Z`)}</td>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}

/** The bars as a picture; a view box about as wide as it is shown keeps its text legible. */
function Bars({
  weeks,
  width,
  className,
}: {
  weeks: { week: string; count: number }[]
  width: number
  className: string
}) {
  const max = Math.max(1, ...weeks.map((w) => w.count))
  const height = 220
  const pad = { top: 20, right: 8, bottom: 36, left: 36 }
  const plotW = width - pad.left - pad.right
  const plotH = height - pad.top - pad.bottom
  const slot = plotW / Math.max(1, weeks.length)
  const barW = Math.max(4, slot * 0.65)
  const ticks = [...new Set([0, Math.ceil(max / 2), max])]
  // Every other week is named, ending with the current one.
  const showLabel = (i: number) => i % 2 !== weeks.length % 2
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={`h-auto w-full ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      {ticks.map((t) => {
        const y = pad.top + plotH - (t / max) * plotH
        return (
          <g key={t}>
            <line x1={pad.left} x2={width - pad.right} y1={y} y2={y} stroke="#d7e0e7" strokeWidth={1} />
            <text x={pad.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="#4a5a6a">
              {t}
            </text>
          </g>
        )
      })}
      {weeks.map((w, i) => {
        const h = (w.count / max) * plotH
        const x = pad.left + i * slot + (slot - barW) / 2
        const y = pad.top + plotH - h
        return (
          <g key={w.week}>
            <rect x={x} y={y} width={barW} height={Math.max(h, w.count > 0 ? 1 : 0)} rx={3} fill="#0b4f8a" />
            {w.count > 0 ? (
              <text x={x + barW / 2} y={y - 5} textAnchor="middle" fontSize={11} fill="#0f1f2e">
                {w.count}
              </text>
            ) : null}
            {showLabel(i) ? (
              <text
                x={x + barW / 2}
                y={height - pad.bottom + 16}
                textAnchor="middle"
                fontSize={10}
                fill="#4a5a6a"
              >
                {weekLabel(w.week)}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}

const weekLabel = (week: string) => formatDate(`${week}T12:00:00Z`).replace(/, \d{4}$/, '')

/** A labelled horizontal bar per value (status, branch, source page). */
export function BarList({
  items,
  emptyText,
}: {
  items: { label: string; count: number; href?: string }[]
  emptyText: string
}) {
  if (!items.length) return <p className="text-sm text-muted-foreground">{emptyText}</p>
  const max = Math.max(1, ...items.map((i) => i.count))
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.label} className="text-sm">
          <div className="mb-0.5 flex justify-between gap-2">
            {item.href ? (
              <a href={item.href} className="truncate text-primary underline-offset-4 hover:underline">
                {item.label}
              </a>
            ) : (
              <span className="truncate">{item.label}</span>
            )}
            <span className="font-semibold tabular-nums">{formatNumber(item.count)}</span>
          </div>
          <div className="h-2 rounded-full bg-muted" aria-hidden="true">
            <div className="h-2 rounded-full bg-ocean" style={{ width: `${(item.count / max) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  )
}
