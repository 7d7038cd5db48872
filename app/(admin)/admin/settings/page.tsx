import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminPageHeader } from '@/components/admin/page-header'
import { readSearchParams } from '@/components/admin/forms/search-params'
import { SettingsRecordForm } from '@/components/admin/settings/settings-record-form'
import { SETTINGS_FORMS, toFormValues, type SettingsKind } from '@/lib/settings/forms'
import { listSettingsRecords } from '@/lib/settings/mutations'
import { DEFAULT_QUOTE_SETTINGS } from '@/lib/quotes/settings-form'
import { requirePagePermission } from '@/components/admin/page-guard'
import { cn } from '@/lib/utils'

export const metadata: Metadata = { title: 'Settings' }

const TABS: { id: string; label: string; kinds: SettingsKind[] }[] = [
  { id: 'company', label: 'Company & offices', kinds: ['company', 'office'] },
  { id: 'analytics', label: 'Analytics', kinds: ['analytics'] },
  { id: 'financing', label: 'Financing', kinds: ['financing'] },
  { id: 'testimonials', label: 'Testimonials', kinds: ['testimonial'] },
  { id: 'resources', label: 'Resources', kinds: ['resource'] },
  { id: 'locations', label: 'Google Business', kinds: ['location'] },
  { id: 'colors', label: 'Pool colours', kinds: ['poolColor'] },
  { id: 'booking', label: 'Online booking', kinds: ['booking'] },
  { id: 'payments', label: 'Payments', kinds: ['payment'] },
  { id: 'quotes', label: 'Quotes', kinds: ['quotes'] },
]

function recordTitle(kind: SettingsKind, row: Record<string, unknown>): string {
  const name = row.name ?? row.customerName ?? row.title ?? row.colorName ?? row.id
  const extra =
    kind === 'office'
      ? ` — ${String(row.phone ?? '')}`
      : kind === 'testimonial'
        ? ` (${String(row.rating ?? '')}★)`
        : ''
  return `${String(name)}${extra}`
}

function emptyValues(kind: SettingsKind): Record<string, string | boolean> {
  const values = toFormValues(kind, {})
  if ('isActive' in values) values.isActive = true
  if (kind === 'analytics') values.isEnabled = true
  if (kind === 'testimonial') values.rating = '5'
  if ('displayOrder' in values) values.displayOrder = '0'
  if (kind === 'quotes') Object.assign(values, toFormValues(kind, { ...DEFAULT_QUOTE_SETTINGS }))
  return values
}

export default async function AdminSettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { denied } = await requirePagePermission('settings:manage')
  if (denied) return denied
  const params = await readSearchParams(searchParams)
  const tab = TABS.find((t) => t.id === params.tab) ?? TABS[0]
  if (!tab) return null
  const sections = await Promise.all(
    tab.kinds.map(async (kind) => ({ kind, rows: await listSettingsRecords(kind) })),
  )

  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Settings"
        description="What every public page shows: company facts, offices, financing, testimonials and more. Saved changes show on the site at once."
      />
      <nav
        aria-label="Settings sections"
        className="mb-6 flex flex-wrap gap-1 rounded-xl border bg-white p-1 shadow-sm"
      >
        {TABS.map((t) => (
          <Link
            key={t.id}
            href={`/admin/settings?tab=${t.id}`}
            aria-current={t.id === tab.id ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium',
              t.id === tab.id ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            {t.label}
          </Link>
        ))}
        <Link
          href="/admin/settings/contract-texts"
          className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
        >
          Contract texts
        </Link>
        <Link href="/admin/audit" className="rounded-md px-3 py-2 text-sm font-medium hover:bg-accent">
          Audit log
        </Link>
      </nav>

      <div className="space-y-10">
        {sections.map(({ kind, rows }) => {
          const definition = SETTINGS_FORMS[kind]
          const single =
            kind === 'company' ||
            kind === 'analytics' ||
            kind === 'booking' ||
            kind === 'payment' ||
            kind === 'quotes'
          return (
            <section key={kind} aria-labelledby={`settings-${kind}`} className="space-y-3">
              <h2 id={`settings-${kind}`} className="text-xl font-semibold">
                {definition.title}
              </h2>
              {single ? (
                <SettingsRecordForm
                  kind={kind}
                  id={(rows[0]?.id as number | undefined) ?? null}
                  updatedAt={rows[0]?.updatedAt instanceof Date ? rows[0].updatedAt.toISOString() : null}
                  values={rows[0] ? toFormValues(kind, rows[0]) : emptyValues(kind)}
                  title={definition.title}
                />
              ) : (
                <>
                  {rows.length === 0 && <p className="text-sm text-muted-foreground">None yet.</p>}
                  {rows.map((row) => {
                    const title = recordTitle(kind, row)
                    return (
                      <details
                        key={String(row.id)}
                        className="group rounded-xl border bg-white shadow-sm"
                        data-testid={`settings-${kind}-record`}
                      >
                        <summary className="cursor-pointer list-none px-4 py-3 font-medium marker:hidden focus-visible:outline-2 focus-visible:outline-ring">
                          <span
                            className="mr-2 inline-block transition-transform group-open:rotate-90"
                            aria-hidden
                          >
                            ›
                          </span>
                          {title}
                          {row.isActive === false && (
                            <span className="ml-2 text-xs text-muted-foreground">(inactive)</span>
                          )}
                          {row.isFeatured === true && (
                            <span className="ml-2 text-xs text-muted-foreground">(featured)</span>
                          )}
                        </summary>
                        <div className="border-t p-4">
                          <SettingsRecordForm
                            kind={kind}
                            id={row.id as string | number}
                            updatedAt={row.updatedAt instanceof Date ? row.updatedAt.toISOString() : null}
                            values={toFormValues(kind, row)}
                            title={title}
                          />
                        </div>
                      </details>
                    )
                  })}
                  <details className="rounded-xl border border-dashed bg-white/60">
                    <summary className="cursor-pointer px-4 py-3 font-medium text-primary focus-visible:outline-2 focus-visible:outline-ring">
                      Add {/^[aeiou]/i.test(definition.singular) ? 'an' : 'a'} {definition.singular}
                    </summary>
                    <div className="border-t p-4">
                      <SettingsRecordForm
                        kind={kind}
                        id={null}
                        updatedAt={null}
                        values={emptyValues(kind)}
                        title={`New ${definition.singular}`}
                      />
                    </div>
                  </details>
                </>
              )}
            </section>
          )
        })}
      </div>
    </div>
  )
}
