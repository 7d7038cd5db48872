import type { Metadata } from 'next'
import Link from 'next/link'
import { Plus } from 'lucide-react'
import { AdminPageHeader } from '@/components/admin/page-header'
import { ManufacturerLogo } from '@/components/admin/manufacturers/manufacturer-logo'
import { ManufacturerRowActions } from '@/components/admin/manufacturers/manufacturer-row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { listManufacturers } from '@/lib/manufacturers/admin-queries'
import { parseDescription } from '@/lib/manufacturers/schema'
import { describeMakerPools } from '@/lib/manufacturers/pool-match'
import { requirePagePermission } from '@/components/admin/page-guard'

export const metadata: Metadata = { title: 'Manufacturers' }

export default async function AdminManufacturersPage() {
  const { denied } = await requirePagePermission('manufacturers:write')
  if (denied) return denied
  const rows = await listManufacturers()
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Manufacturers"
        description="The pool makers shown on the home page and brand pages, in display order. Disabled ones stay listed as not offered."
        actions={
          <Button asChild>
            <Link href="/admin/manufacturers/new">
              <Plus aria-hidden /> New manufacturer
            </Link>
          </Button>
        }
      />
      {rows.length === 0 ? (
        <p className="rounded-xl border bg-white p-8 text-center text-muted-foreground">
          No manufacturers yet.
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-white shadow-sm">
          {rows.map((row) => {
            const lines = parseDescription(row.description)
            return (
              <li
                key={row.id}
                className="flex flex-wrap items-start gap-3 p-4 sm:flex-nowrap"
                data-testid="admin-manufacturer-row"
              >
                <ManufacturerLogo logo={row.logo} name={row.name} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    <Link
                      href={`/admin/manufacturers/${row.id}`}
                      className="underline-offset-4 hover:underline"
                    >
                      {row.name}
                    </Link>
                    {row.enabled ? (
                      <Badge variant="success">Enabled</Badge>
                    ) : (
                      <Badge variant="warning">Disabled</Badge>
                    )}
                    <span className="text-xs font-normal text-muted-foreground">
                      Order {row.displayOrder}
                    </span>
                  </p>
                  <p className="text-sm text-muted-foreground">
                    <span data-testid="maker-pool-count">{describeMakerPools(row)}</span>
                    {lines.length > 0 &&
                      ` · ${lines.length} description ${lines.length === 1 ? 'line' : 'lines'}`}
                    {row.website && (
                      <>
                        {' · '}
                        <a
                          href={row.website}
                          className="text-primary underline"
                          rel="noreferrer"
                          target="_blank"
                        >
                          Website
                        </a>
                      </>
                    )}
                  </p>
                </div>
                <ManufacturerRowActions
                  id={row.id}
                  name={row.name}
                  enabled={row.enabled}
                  updatedAt={row.updatedAt}
                  poolCount={row.poolCount}
                />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
