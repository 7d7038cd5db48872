import { Button } from '@/components/ui/button'

type Option = { value: string; label: string }

const SELECT =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs sm:w-auto md:text-sm'

/** Office and rep of the board: a plain GET form, so the choice is in the address. */
export function BoardFilters({
  offices,
  office,
  reps,
  rep,
}: {
  offices: Option[]
  office: string
  reps: Option[]
  rep: string
}) {
  const select = (name: string, label: string, value: string, all: string, options: Option[]) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select name={name} defaultValue={value} className={SELECT}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <form
      method="get"
      className="mb-4 flex flex-col gap-3 rounded-xl border bg-white p-3 sm:flex-row sm:items-end"
    >
      {select('branch', 'Office', office, 'All offices', offices)}
      {select('rep', 'Sales rep', rep, 'All reps', reps)}
      <Button type="submit" variant="outline" className="min-h-11">
        Show
      </Button>
    </form>
  )
}
