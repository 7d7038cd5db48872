import type { Metadata } from 'next'
import Link from 'next/link'
import { Plus } from 'lucide-react'
import { DataTable, EmptyRow, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import { AdminPageHeader } from '@/components/admin/page-header'
import { FilterActions, FilterBar, SearchFilter, SelectFilter } from '@/components/admin/list-filters'
import { readSearchParams } from '@/components/admin/forms/search-params'
import { LandingRowActions } from '@/components/admin/landing-pages/landing-row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { conversionRate, listLandingPages } from '@/lib/landing-pages/admin-queries'
import { landingFilterSchema } from '@/lib/landing-pages/schema'
import { requirePagePermission } from '@/components/admin/page-guard'
import { formatNumber } from '@/lib/format'

export const metadata: Metadata = { title: 'Landing pages' }

export default async function AdminLandingPagesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { denied } = await requirePagePermission('landing-pages:write')
  if (denied) return denied
  const filters = landingFilterSchema.parse(await readSearchParams(searchParams))
  const pages = await listLandingPages(filters)
  return (
    <div className="max-w-6xl">
      <AdminPageHeader
        title="Landing pages"
        description="Pages at /{slug} for search and advertising campaigns. Views (visits, each browser session counted once) and conversions (requests sent from the page or by a visit that began on it) are running totals since each page was created; the dashboard shows the last 30 days."
        actions={
          <Button asChild>
            <Link href="/admin/landing-pages/new">
              <Plus aria-hidden /> New landing page
            </Link>
          </Button>
        }
      />
      <FilterBar label="Filter landing pages" className="sm:grid-cols-[2fr_1fr_auto]">
        <SearchFilter id="lp-q" value={filters.q} placeholder="Title, slug, city or service" />
        <SelectFilter
          id="lp-status"
          label="Status"
          name="status"
          value={filters.status}
          all={{ value: 'all', label: 'All' }}
          options={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
          ]}
        />
        <FilterActions submitLabel="Filter" />
      </FilterBar>
      <DataTable caption="Landing pages">
        <THead>
          <tr>
            <Th>Page</Th>
            <Th>Status</Th>
            <Th>Strategy</Th>
            <Th className="text-right">Views (all time)</Th>
            <Th className="text-right">Conversions (all time)</Th>
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </THead>
        <TBody>
          {pages.length === 0 && <EmptyRow colSpan={6}>No landing pages match.</EmptyRow>}
          {pages.map((page) => {
            const rate = conversionRate(page.views, page.conversions)
            return (
              <Tr key={page.id} data-testid="admin-landing-row">
                <Td label="Page" primary>
                  <Link
                    href={`/admin/landing-pages/${page.id}`}
                    className="font-semibold underline-offset-4 hover:underline"
                  >
                    {page.title}
                  </Link>
                  <span className="block text-sm break-all text-muted-foreground">
                    /{page.slug}
                    {page.contentType === 'page' && page.localPagePath && ` → ${page.localPagePath}`}
                  </span>
                </Td>
                <Td label="Status">
                  {page.status === 'published' ? (
                    <Badge variant="success">Published</Badge>
                  ) : (
                    <Badge variant="secondary">Draft</Badge>
                  )}
                </Td>
                <Td label="Strategy">{page.strategy}</Td>
                <Td label="Views (all time)" className="tabular-nums md:text-right">
                  {formatNumber(page.views)}
                </Td>
                <Td label="Conversions (all time)" className="tabular-nums md:text-right">
                  {formatNumber(page.conversions)}
                  {rate !== null && <span className="block text-xs text-muted-foreground">{rate}%</span>}
                </Td>
                <Td>
                  <LandingRowActions
                    id={page.id}
                    title={page.title}
                    slug={page.slug}
                    published={page.status === 'published'}
                    updatedAt={page.updatedAt}
                  />
                </Td>
              </Tr>
            )
          })}
        </TBody>
      </DataTable>
    </div>
  )
}
