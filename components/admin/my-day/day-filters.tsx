import { Button } from '@/components/ui/button'

type Option = { value: string; label: string }

const SELECT =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs sm:w-auto md:text-sm'

/**
 * Whose day (admins only) and which office's new leads: a plain GET form, so the choice is in the
 * address (a rep bookmarks their office) and works without JavaScript.
 */
export function DayFilters({
  owners,
  owner,
  offices,
  office,
}: {
  owners: Option[] | null
  owner: string
  offices: Option[]
  office: string | null
}) {
  return (
    <form
      method="get"
      className="mb-4 flex flex-col gap-3 rounded-xl border bg-white p-3 sm:flex-row sm:items-end"
    >
      {owners ? (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Whose day
          <select name="rep" defaultValue={owner} className={SELECT}>
            {owners.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium">
        New leads of
        <select name="office" defaultValue={office ?? ''} className={SELECT}>
          <option value="">All offices</option>
          {offices.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline" className="min-h-11">
        Show
      </Button>
    </form>
  )
}
