import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { DeleteMediaButton, MediaWordsForm } from '@/components/admin/media/media-words-form'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { getMedia } from '@/lib/media/queries'
import { listMediaPlaces } from '@/lib/media/places'

export const metadata: Metadata = { title: 'Edit picture' }

export default async function EditMediaPage({ params }: { params: Promise<{ id: string }> }) {
  const { denied } = await requirePagePermission('media:write')
  if (denied) return denied
  const id = Number((await params).id)
  if (!Number.isSafeInteger(id) || id <= 0) notFound()
  const picture = await getMedia(id)
  if (!picture) notFound()
  const places = (await listMediaPlaces()).filter((place) => picture.slots.includes(place.key))
  const updatedAt = picture.updatedAt.toISOString()
  return (
    <div className="max-w-3xl space-y-6">
      <AdminPageHeader
        title="Edit picture"
        back={{ href: '/admin/media', label: 'Media library' }}
        description={`${picture.width}×${picture.height} px WebP${picture.fileName ? `, uploaded as ${picture.fileName}` : ''}${picture.uploadedBy ? ` by ${picture.uploadedBy}` : ''}.`}
        actions={<DeleteMediaButton id={picture.id} updatedAt={updatedAt} inUse={places.length > 0} />}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- an admin preview of a stored picture */}
      <img
        src={picture.url}
        alt={picture.alt}
        className="max-h-96 w-full rounded-xl border bg-muted object-contain"
      />
      <section className="rounded-xl border bg-white p-5 text-sm shadow-sm">
        <h2 className="font-semibold">Shown on the site</h2>
        {places.length === 0 ? (
          <p className="mt-1 text-muted-foreground">
            Nowhere yet. Choose it for a place on “Pictures on the site”.
          </p>
        ) : (
          <ul className="mt-1 list-disc pl-5">
            {places.map((place) => (
              <li key={place.key}>
                <Link href={`/admin/media/places/${place.key}`} className="underline underline-offset-2">
                  {place.page}: {place.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="rounded-xl border bg-white p-5 shadow-sm">
        <MediaWordsForm
          id={picture.id}
          updatedAt={updatedAt}
          alt={picture.alt}
          caption={picture.caption ?? ''}
        />
      </section>
    </div>
  )
}
