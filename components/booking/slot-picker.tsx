'use client'

/**
 * The consultation slot picker of the appointment form's last step (issue 25): the office
 * (preselected by the form), then a day, then a time, all native radio buttons and a select, so
 * Tab reaches each group and the arrow keys move within it. Loaded lazily by the form (it is not
 * in the page's first bundle) and only with JavaScript: without it the request goes through with
 * no time, as before. Free times come from GET /api/booking/slots; after a refusal (the slot was
 * taken meanwhile) the form hands in the next free slots the server answered with.
 */
import { useEffect, useState } from 'react'
import { clsx } from 'clsx'
import { ESTIMATE_BOOKING } from '@/content/estimate-page'
import { easternDayKey } from '@/lib/booking/eastern-time'
import { formatSlotDay, formatSlotLong, formatSlotTime } from '@/lib/booking/format'

export type OfficeChoice = { id: string; name: string }

type Props = {
  offices: readonly OfficeChoice[]
  officeId: string
  onOfficeChange: (officeId: string) => void
  /** The chosen slot (an ISO instant), '' for none. */
  value: string
  onChange: (slot: string) => void
  error?: string
  /** The next free slots answered with a refusal: shown instead of the loaded list. */
  offered: readonly string[] | null
}

type Loaded =
  | { officeId: string; status: 'ready'; bookable: boolean; slotMinutes: number; slots: string[] }
  | { officeId: string; status: 'failed' }

const PILL =
  'flex cursor-pointer items-center justify-center rounded-lg border bg-white px-2 py-2 text-center text-sm font-medium transition-colors hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2'

function useFreeSlots(officeId: string): Loaded | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/booking/slots?office=${encodeURIComponent(officeId)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`slots: ${response.status}`)
        const body = (await response.json()) as { bookable: boolean; slotMinutes: number; slots: string[] }
        setLoaded({ officeId, status: 'ready', ...body })
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ officeId, status: 'failed' })
      })
    return () => controller.abort()
  }, [officeId])
  // A list loaded for the office shown before is never shown for this one.
  return loaded?.officeId === officeId ? loaded : null
}

/** The slots grouped by their Eastern calendar day, in order. */
function byDay(slots: readonly string[]): Map<string, string[]> {
  const days = new Map<string, string[]>()
  for (const slot of slots) {
    const key = easternDayKey(new Date(slot))
    days.set(key, [...(days.get(key) ?? []), slot])
  }
  return days
}

export function SlotPicker({ offices, officeId, onOfficeChange, value, onChange, error, offered }: Props) {
  const loaded = useFreeSlots(officeId)
  const slots = offered ?? (loaded?.status === 'ready' ? loaded.slots : [])
  const days = byDay(slots)
  const [pickedDay, setPickedDay] = useState<string | null>(null)
  const chosenDay = value ? easternDayKey(new Date(value)) : null
  const wanted = pickedDay ?? chosenDay
  const day = wanted && days.has(wanted) ? wanted : ([...days.keys()][0] ?? null)
  const times = day ? (days.get(day) ?? []) : []

  let notice: string | null = null
  if (!offered && !loaded) notice = ESTIMATE_BOOKING.loading
  else if (!offered && loaded?.status === 'failed') notice = ESTIMATE_BOOKING.failed
  else if (!offered && loaded?.status === 'ready' && !loaded.bookable) notice = ESTIMATE_BOOKING.notBookable
  else if (slots.length === 0) notice = ESTIMATE_BOOKING.none

  return (
    <fieldset
      className="space-y-4 rounded-xl border border-cyan-200 bg-accent/40 p-4"
      data-testid="slot-picker"
      aria-describedby="booking-intro"
    >
      {/* Floated, the legend sits inside the box as a heading instead of across its border. */}
      <legend className="float-left w-full text-base font-semibold">{ESTIMATE_BOOKING.title}</legend>
      <p id="booking-intro" className="clear-both text-sm text-muted-foreground">
        {ESTIMATE_BOOKING.intro}
        {loaded?.status === 'ready' &&
          ` ${ESTIMATE_BOOKING.length.replace('{minutes}', String(loaded.slotMinutes))}`}
      </p>

      <div className="space-y-1.5">
        <label htmlFor="booking-office" className="text-sm font-medium">
          {ESTIMATE_BOOKING.office}
        </label>
        <select
          id="booking-office"
          value={officeId}
          onChange={(event) => {
            setPickedDay(null)
            onOfficeChange(event.target.value)
          }}
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm"
        >
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name}
            </option>
          ))}
        </select>
      </div>

      {error && (
        <p
          id="estimate-slot-error"
          role="alert"
          className="text-sm font-medium text-destructive"
          data-testid="error-slot"
        >
          {error}
        </p>
      )}

      {notice ? (
        <p className="text-sm" aria-live="polite" data-testid="slot-notice">
          {notice}
        </p>
      ) : (
        <>
          {offered && <p className="text-sm font-medium">{ESTIMATE_BOOKING.offered}</p>}
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium">{ESTIMATE_BOOKING.day}</legend>
            <div className="grid grid-cols-5 gap-2" data-testid="slot-days">
              {[...days.entries()].map(([key, daySlots]) => {
                const [weekday, date] = formatSlotDay(daySlots[0] as string).split(', ')
                return (
                  <label key={key} className={clsx(PILL, 'flex-col leading-tight')}>
                    <input
                      type="radio"
                      name="booking-day"
                      value={key}
                      checked={key === day}
                      onChange={() => setPickedDay(key)}
                      className="sr-only"
                    />
                    <span className="text-xs">{weekday}</span>
                    <span>{date}</span>
                  </label>
                )
              })}
            </div>
          </fieldset>
          <fieldset aria-describedby={error ? 'estimate-slot-error' : undefined}>
            <legend className="mb-1.5 text-sm font-medium">
              {ESTIMATE_BOOKING.time}
              {day && times[0] && <span className="font-normal"> ({formatSlotDay(times[0])}, ET)</span>}
            </legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="slot-times">
              {times.map((slot, index) => {
                const checked = slot === value
                const first = value ? checked : index === 0
                return (
                  <label key={slot} className={PILL}>
                    <input
                      id={first ? 'estimate-slot' : undefined}
                      type="radio"
                      name="slot"
                      value={slot}
                      checked={checked}
                      onChange={() => onChange(slot)}
                      className="sr-only"
                    />
                    {formatSlotTime(slot)}
                  </label>
                )
              })}
            </div>
          </fieldset>
        </>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2" aria-live="polite">
        {value && (
          <>
            <p className="text-sm" data-testid="slot-chosen">
              {ESTIMATE_BOOKING.chosen} <strong>{formatSlotLong(value)}</strong>
            </p>
            <button
              type="button"
              onClick={() => onChange('')}
              className="text-sm font-medium underline underline-offset-2"
            >
              {ESTIMATE_BOOKING.clear}
            </button>
          </>
        )}
      </div>
    </fieldset>
  )
}
