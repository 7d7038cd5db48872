import type { Metadata } from 'next'
import Link from 'next/link'
import { Plus } from 'lucide-react'
import { AdminPageHeader } from '@/components/admin/forms/page-header'
import { readSearchParams } from '@/components/admin/forms/search-params'
import { LandingRowActions } from '@/components/admin/landing-pages/landing-row-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { conversionRate, listLandingPages } from '@/lib/landing-pages/admin-queries'
import { landingFilterSchema } from '@/lib/landing-pages/schema'
import { requirePagePermission } from '@/lib/auth/page-guard'

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
        description="Pages at /{slug} for search and advertising campaigns. Views and conversions (estimate requests sent from the page) are counted by the site."
        actions={
          <Button asChild>
            <Link href="/admin/landing-pages/new">
              <Plus aria-hidden /> New landing page
            </Link>
          </Button>
        }
      />
      <form
        role="search"
        aria-label="Filter landing pages"
        className="mb-4 grid gap-3 rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_auto]"
      >
        <div className="space-y-1">
          <label htmlFor="lp-q" className="text-sm font-medium">
            Search
          </label>
          <Input
            id="lp-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Title, slug, city or service"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="lp-status" className="text-sm font-medium">
            Status
          </label>
          <select
            id="lp-status"
            name="status"
            defaultValue={filters.status}
            className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="all">All</option>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </select>
        </div>
        <div className="flex items-end">
          <Button type="submit">Filter</Button>
        </div>
      </form>
      <div className="overflow-x-auto rounded-xl border bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Landing pages</caption>
          <thead className="border-b bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Page
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Strategy
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Views
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Conversions
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {pages.length === 0 && (
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-muted-foreground">
                  No landing pages match.
                </td>
              </tr>
            )}
            {pages.map((page) => {
              const rate = conversionRate(page.views, page.conversions)
              return (
                <tr key={page.id} data-testid="admin-landing-row">
                  <td className="px-4 py-3">
                    <Link
                      href={`/admin/landing-pages/${page.id}`}
                      className="font-semibold underline-offset-4 hover:underline"
                    >
                      {page.title}
                    </Link>
                    <span className="block text-muted-foreground">
                      /{page.slug}
                      {page.contentType === 'page' && page.localPagePath && ` → ${page.localPagePath}`}
                    </span>
                  </td>
                  <td className="px-4 py-3">
                    {page.status === 'published' ? (
                      <Badge variant="success">Published</Badge>
                    ) : (
                      <Badge variant="secondary">Draft</Badge>
                    )}
                  </td>
                  <td className="px-4 py-3">{page.strategy}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{page.views.toLocaleString('en-US')}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {page.conversions.toLocaleString('en-US')}
                    {rate !== null && <span className="block text-xs text-muted-foreground">{rate}%</span>}
                  </td>
                  <td className="px-4 py-3">
                    <LandingRowActions
                      id={page.id}
                      title={page.title}
                      slug={page.slug}
                      published={page.status === 'published'}
                      updatedAt={page.updatedAt}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
