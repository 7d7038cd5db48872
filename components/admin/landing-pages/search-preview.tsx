import { LengthCounter } from '@/components/admin/forms/fields'

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

/** How the page may look in a search result: title, address, description (cut where engines cut). */
export function SearchResultPreview({
  siteUrl,
  slug,
  title,
  description,
  titleMax,
  descriptionMax,
}: {
  siteUrl: string
  slug: string
  title: string
  description: string
  titleMax: number
  descriptionMax: number
}) {
  const host = siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')
  return (
    <figure className="rounded-lg border bg-white p-4 sm:col-span-2" aria-label="Search result preview">
      <figcaption className="mb-2 flex flex-wrap justify-between gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Search result preview
        <span className="flex gap-3 normal-case">
          <span>
            Title <LengthCounter length={title.length} recommended={titleMax} />
          </span>
          <span>
            Description <LengthCounter length={description.length} recommended={descriptionMax} />
          </span>
        </span>
      </figcaption>
      <p className="truncate text-sm text-emerald-800">
        {host} › {slug || '…'}
      </p>
      <p className="text-lg leading-snug text-blue-800" data-testid="serp-title">
        {cut(title || 'Page title', titleMax)}
      </p>
      <p className="text-sm text-slate-700" data-testid="serp-description">
        {description
          ? cut(description, descriptionMax)
          : 'Add a meta description; without one, search engines pick text from the page.'}
      </p>
    </figure>
  )
}
