import { Download, FileText } from 'lucide-react'
import Link from 'next/link'
import { CtaBand } from '@/components/content/cta-band'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
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

function typeLabel(type: string | null) {
  if (!type) return 'Document'
  return type.charAt(0).toUpperCase() + type.slice(1)
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
          <div className="space-y-12">
            {groups.map((group) => (
              <section key={group.category} aria-labelledby={groupId(group.category)}>
                <h2 id={groupId(group.category)} className="text-2xl font-bold">
                  {group.category}
                </h2>
                <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {group.items.map((resource) => (
                    <li
                      key={resource.id}
                      className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm"
                      data-testid="resource"
                    >
                      <div className="flex items-start gap-3">
                        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                          <FileText className="size-6" aria-hidden />
                        </span>
                        <div>
                          <h3 className="text-lg font-semibold">{resource.title}</h3>
                          <p className="text-sm text-muted-foreground">
                            {typeLabel(resource.type)}
                            {resource.pages
                              ? ` · ${resource.pages} ${resource.pages === 1 ? 'page' : 'pages'}`
                              : ''}
                          </p>
                        </div>
                      </div>
                      {resource.description && (
                        <p className="mt-4 text-muted-foreground">{resource.description}</p>
                      )}
                      <div className="mt-auto pt-6">
                        {resource.fileUrl ? (
                          <Button asChild variant="outline">
                            <a href={resource.fileUrl} download>
                              <Download aria-hidden /> Download
                              <span className="sr-only">
                                {' '}
                                {resource.title} (
                                {resource.fileUrl.toLowerCase().endsWith('.pdf') ? 'PDF' : 'file'})
                              </span>
                            </a>
                          </Button>
                        ) : (
                          <Link
                            href="/contact?sourcePage=resources"
                            className="text-sm font-semibold text-primary hover:underline"
                          >
                            Ask us for a copy
                          </Link>
                        )}
                      </div>
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
