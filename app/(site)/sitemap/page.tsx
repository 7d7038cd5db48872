import Link from 'next/link'
import { PageHero } from '@/components/site/page-hero'
import { SITEMAP_GROUPS } from '@/content/site-map'
import { getPublishedPosts } from '@/lib/blog/queries'
import { getPublishedLandingPages } from '@/lib/landing-pages/queries'
import { getActivePools } from '@/lib/pools/queries'
import { poolMaker } from '@/lib/pools/types'
import { pageMetadata } from '@/lib/seo/metadata'
import { isBuildPrerender } from '@/lib/cache/build-phase'

export const metadata = pageMetadata({
  title: 'Sitemap',
  description:
    'Every page of our website in one place: pools, services, planning tools, blog posts, local pages and legal notices.',
  path: '/sitemap',
})

function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>()
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item])
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

function LinkGroup({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="break-inside-avoid rounded-xl border bg-card p-6 shadow-sm"
      data-testid="sitemap-group"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

const linkClass = 'text-primary underline-offset-2 hover:underline'

export default async function SitemapPage() {
  if (isBuildPrerender()) return null
  const [posts, landing, pools] = await Promise.all([
    getPublishedPosts(),
    getPublishedLandingPages(),
    getActivePools(),
  ])
  const landingPages = [...landing.values()].sort((a, b) => a.title.localeCompare(b.title))
  return (
    <>
      <PageHero title="Sitemap" intro="Every page of our website, grouped so you can find what you need." />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SITEMAP_GROUPS.map((group) => (
            <LinkGroup
              key={group.title}
              id={`sitemap-${group.title.toLowerCase().replace(/[^a-z]+/g, '-')}`}
              title={group.title}
            >
              <ul className="space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </LinkGroup>
          ))}
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <LinkGroup id="sitemap-blog" title={`Blog Posts (${posts.length})`}>
            {posts.length === 0 ? (
              <p className="text-muted-foreground">No posts published yet.</p>
            ) : (
              groupBy(posts, (p) => p.category ?? 'Other').map(([category, list]) => (
                <div key={category} className="mt-4 first:mt-0">
                  <h3 className="text-sm font-semibold text-muted-foreground uppercase">{category}</h3>
                  <ul className="mt-2 space-y-2">
                    {list.map((post) => (
                      <li key={post.slug}>
                        <Link href={`/blog/${post.slug}`} className={linkClass}>
                          {post.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))
            )}
          </LinkGroup>

          <LinkGroup id="sitemap-local" title={`Local Pages (${landingPages.length})`}>
            {landingPages.length === 0 ? (
              <p className="text-muted-foreground">No local pages published yet.</p>
            ) : (
              <ul className="space-y-2">
                {landingPages.map((page) => (
                  <li key={page.slug}>
                    <Link href={`/${page.slug}`} className={linkClass}>
                      {page.title}
                    </Link>
                    {page.city && <span className="text-sm text-muted-foreground"> · {page.city}</span>}
                  </li>
                ))}
              </ul>
            )}
          </LinkGroup>
        </div>

        {pools.length > 0 && (
          <div className="mt-6">
            <LinkGroup id="sitemap-pool-models" title={`Pool Models (${pools.length})`}>
              <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {groupBy(pools, (p) => poolMaker(p) || 'Other').map(([maker, list]) => (
                  <div key={maker}>
                    <h3 className="text-sm font-semibold text-muted-foreground uppercase">{maker}</h3>
                    <ul className="mt-2 space-y-2">
                      {list.map((pool) => (
                        <li key={pool.id}>
                          <Link href={`/pool-detail/${pool.id}`} className={linkClass}>
                            {pool.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </LinkGroup>
          </div>
        )}
      </div>
    </>
  )
}
