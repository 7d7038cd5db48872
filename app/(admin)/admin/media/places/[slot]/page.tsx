import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { MediaPicker } from '@/components/admin/media/media-picker'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { getMediaPlace } from '@/lib/media/places'
import { listMedia } from '@/lib/media/queries'

export const metadata: Metadata = { title: 'Choose a picture' }

export default async function MediaPlacePage({ params }: { params: Promise<{ slot: string }> }) {
  const { denied } = await requirePagePermission('media:write')
  if (denied) return denied
  const place = await getMediaPlace((await params).slot)
  if (!place) notFound()
  const pictures = await listMedia()
  return (
    <div className="max-w-5xl space-y-6">
      <AdminPageHeader
        title={`${place.page}: ${place.label}`}
        back={{ href: '/admin/media/places', label: 'Pictures on the site' }}
        description={
          <>
            Shown on{' '}
            <a href={place.path} target="_blank" rel="noreferrer" className="underline underline-offset-2">
              {place.path}
            </a>
            . Saving shows the choice there at once.
          </>
        }
      />
      <MediaPicker
        slot={place.key}
        chosenId={place.chosen?.id ?? null}
        fallback={{ label: place.fallbackLabel, src: place.fallback?.src ?? null }}
        pictures={pictures.map((p) => ({ id: p.id, url: p.url, alt: p.alt, caption: p.caption }))}
      />
    </div>
  )
}
