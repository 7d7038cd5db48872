import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { listMediaPlaces, type MediaPlace } from '@/lib/media/places'

export const metadata: Metadata = { title: 'Pictures on the site' }

export default async function MediaPlacesPage() {
  const { denied } = await requirePagePermission('media:write')
  if (denied) return denied
  const places = await listMediaPlaces()
  const pages = [...new Set(places.map((place) => place.page))]
  return (
    <div className="max-w-5xl space-y-8">
      <AdminPageHeader
        title="Pictures on the site"
        back={{ href: '/admin/media', label: 'Media library' }}
        description="Every picture of the public pages that is not a pool’s. A place shows its demo drawing until you choose a picture from the library."
      />
      {pages.map((page) => (
        <section key={page} aria-labelledby={`page-${page}`}>
          <h2 id={`page-${page}`} className="mb-2 text-lg font-semibold">
            {page}
          </h2>
          <ul className="divide-y rounded-xl border bg-white shadow-sm">
            {places
              .filter((place) => place.page === page)
              .map((place) => (
                <PlaceRow key={place.key} place={place} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function PlaceRow({ place }: { place: MediaPlace }) {
  const src = place.chosen?.url ?? place.fallback?.src ?? null
  return (
    <li
      className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-3 p-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
      data-testid="media-place"
      data-slot={place.key}
    >
      <span className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-xs text-muted-foreground">
        {src ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of any stored picture
          <img src={src} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          'None'
        )}
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="block font-medium">{place.label}</span>
        <span className="block text-muted-foreground">
          {place.chosen ? (
            <>Library picture: {place.chosen.alt}</>
          ) : (
            <span className="inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-950">
              {place.fallbackLabel}
            </span>
          )}
        </span>
      </span>
      <Link
        href={`/admin/media/places/${place.key}`}
        className="col-span-2 w-fit rounded-md border px-3 py-1.5 text-sm font-medium hover:bg-accent sm:col-span-1"
        // The name starts with the words shown (WCAG 2.5.3, label in name).
        aria-label={`Choose picture for ${place.page}: ${place.label}`}
      >
        Choose picture
      </Link>
    </li>
  )
}
