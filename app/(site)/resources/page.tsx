import Link from 'next/link'
import { CtaBand } from '@/components/content/cta-band'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { ResourceRow } from '@/components/resources/resource-row'
import { getPublishedResources, groupResources } from '@/lib/resources/queries'
import { RESPONSE, withinHours } from '@/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { isBuildPrerender } from '@/lib/cache/build-phase'

export const metadata = pageMetadata({
  title: 'Pool Planning Resources',
  description:
    'Free downloadable guides and checklists for Florida homeowners: buying a fiberglass pool, site preparation, permits, pool care and financing.',
  path: '/resources',
})

function groupId(category: string) {
  return `resources-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}

export default async function ResourcesPage() {
  if (isBuildPrerender()) return null
  const groups = groupResources(await getPublishedResources())
  return (
    <>
      <PageHero
        title="Pool Planning Resources"
        intro="Free guides, checklists and worksheets to help you plan, budget for and care for your pool. Download, print and share them."
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {groups.length === 0 ? (
          <div className="rounded-2xl border border-dashed p-12 text-center">
            <p className="text-lg font-semibold">No resources published yet</p>
            <p className="mt-2 text-muted-foreground">
              Our guides are being updated. Read the blog or ask us your question directly.
            </p>
            <div className="mt-6 flex justify-center gap-3">
              <Button asChild>
                <Link href="/blog">Read the Blog</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/contact">Contact Us</Link>
              </Button>
            </div>
          </div>
        ) : (
          // A library list: each category is a row (its name beside its documents on wide screens,
          // above them on phones), each document one wide row. A grid of cards left two thirds of
          // the page empty when a category holds one or two documents, as it mostly does.
          <div className="mx-auto max-w-5xl divide-y">
            {groups.map((group) => (
              <section
                key={group.category}
                aria-labelledby={groupId(group.category)}
                className="grid gap-4 py-8 first:pt-0 last:pb-0 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-8"
              >
                <div>
                  <h2 id={groupId(group.category)} className="text-xl font-bold md:text-2xl">
                    {group.category}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {group.items.length} {group.items.length === 1 ? 'download' : 'downloads'}
                  </p>
                </div>
                <ul className="space-y-4">
                  {group.items.map((resource) => (
                    <li key={resource.id} data-testid="resource">
                      <ResourceRow resource={resource} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
      <CtaBand
        title="Have a Question the Guides Don’t Answer?"
        text={`Talk to a pool specialist: we reply ${withinHours(RESPONSE.contactReplyHours)}.`}
      >
        <Button asChild variant="white" size="lg">
          <Link href="/estimate?sourcePage=resources">Get Your Free Estimate</Link>
        </Button>
        <Button asChild variant="outlineOnDark" size="lg">
          <Link href="/contact?sourcePage=resources">Contact Us</Link>
        </Button>
      </CtaBand>
    </>
  )
}
