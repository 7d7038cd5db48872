import type { Metadata } from 'next'
import Link from 'next/link'
import { LayoutGrid } from 'lucide-react'
import { MediaUploadForm } from '@/components/admin/media/media-upload-form'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { Button } from '@/components/ui/button'
import { listMedia } from '@/lib/media/queries'

export const metadata: Metadata = { title: 'Media library' }

export default async function AdminMediaPage() {
  const { denied } = await requirePagePermission('media:write')
  if (denied) return denied
  const pictures = await listMedia()
  return (
    <div className="max-w-6xl space-y-8">
      <AdminPageHeader
        title="Media library"
        description="Upload a picture once, with its alt text, then choose it for the heroes, before/after pairs, installation steps, brand logos and office pictures of the public pages."
        actions={
          <Button asChild variant="outline">
            <Link href="/admin/media/places">
              <LayoutGrid aria-hidden /> Pictures on the site
            </Link>
          </Button>
        }
      />
      <section className="rounded-xl border bg-white p-5 shadow-sm">
        <MediaUploadForm />
      </section>
      <section aria-labelledby="library-heading">
        <h2 id="library-heading" className="mb-3 text-lg font-semibold">
          The library ({pictures.length})
        </h2>
        {pictures.length === 0 ? (
          <p className="rounded-xl border bg-white p-8 text-center text-muted-foreground">
            No pictures yet. The public pages show their demo drawings until you choose your own.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-library">
            {pictures.map((picture) => (
              <li key={picture.id} className="overflow-hidden rounded-xl border bg-white shadow-sm">
                {/* eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of a stored picture */}
                <img
                  src={picture.url}
                  alt=""
                  className="aspect-[4/3] w-full bg-muted object-cover"
                  loading="lazy"
                />
                <div className="space-y-1 p-3 text-sm">
                  <p className="font-medium">
                    <Link href={`/admin/media/${picture.id}`} className="underline-offset-4 hover:underline">
                      {picture.alt}
                    </Link>
                  </p>
                  {picture.caption && <p className="text-muted-foreground">“{picture.caption}”</p>}
                  <p className="text-xs text-muted-foreground">
                    {picture.width}×{picture.height} px ·{' '}
                    {picture.slots.length === 0
                      ? 'Not on the site'
                      : `On the site in ${picture.slots.length} ${picture.slots.length === 1 ? 'place' : 'places'}`}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
