import { Download, FileText } from 'lucide-react'
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import type { PublicResource } from '@/lib/resources/queries'

function typeLabel(type: string | null) {
  if (!type) return 'Document'
  return type.charAt(0).toUpperCase() + type.slice(1)
}

function pagesLabel(pages: number | null) {
  if (!pages) return ''
  return ` · ${pages} ${pages === 1 ? 'page' : 'pages'}`
}

/**
 * One downloadable document on /resources, as a wide row: what it is on the left, the download on
 * the right (below the text on phones), so a short list fills the width it is given.
 */
export function ResourceRow({ resource }: { resource: PublicResource }) {
  return (
    <article className="flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:gap-6 sm:p-6">
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary sm:inline-flex">
        <FileText className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 grow">
        <h3 className="text-lg font-semibold">{resource.title}</h3>
        <p className="text-sm text-muted-foreground">
          {typeLabel(resource.type)}
          {pagesLabel(resource.pages)}
        </p>
        {resource.description && <p className="mt-2 text-muted-foreground">{resource.description}</p>}
      </div>
      <div className="shrink-0">
        {resource.fileUrl ? (
          <Button asChild variant="outline">
            <a href={resource.fileUrl} download>
              <Download aria-hidden /> Download
              <span className="sr-only">
                {' '}
                {resource.title} ({resource.fileUrl.toLowerCase().endsWith('.pdf') ? 'PDF' : 'file'})
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
    </article>
  )
}
