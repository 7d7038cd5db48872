'use client'

import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type * as React from 'react'
import { Image } from '@/components/ui/image'
import { isUnoptimizedImage } from '@/lib/content/images'
import { BrokenImage } from './gallery-broken-image'
import type { GalleryImage } from './image-gallery'
import { PhotoArrows } from './photo-arrows'
import type { SwipeHandlers } from './use-swipe'

/**
 * The gallery's full-screen view (a Radix dialog: focus trapped, Escape closes, focus back on the
 * picture that opened it). Loaded by ImageGallery on demand.
 */
export function GalleryLightbox({
  open,
  onOpenChange,
  image,
  position,
  count,
  failed,
  onFailed,
  onPrev,
  onNext,
  onKeyDown,
  swipe,
  opener,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  image: GalleryImage
  /** 'Image 2 of 5' */
  position: string
  count: number
  failed: boolean
  onFailed: (src: string) => void
  onPrev: () => void
  onNext: () => void
  onKeyDown: (event: React.KeyboardEvent) => void
  swipe: SwipeHandlers
  opener: React.RefObject<HTMLElement | null>
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col outline-none"
          onKeyDown={(e) => {
            // React events bubble out of the portal to the gallery region: handle them once.
            e.stopPropagation()
            onKeyDown(e)
          }}
          aria-describedby={undefined}
          // The opener is the picture's own link (no Dialog.Trigger): give it the focus back on close.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            opener.current?.focus()
          }}
        >
          <div className="flex items-center justify-between p-3 text-white">
            <Dialog.Title className="text-sm font-medium">
              {image.alt} <span className="text-white/70">({position})</span>
            </Dialog.Title>
            <Dialog.Close
              className="rounded-full bg-white/10 p-2 text-white hover:bg-white/20"
              aria-label="Close full-screen view"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <div {...swipe} className={`relative flex-1 ${swipe.className}`}>
            {failed ? (
              <BrokenImage className="mx-auto max-w-xl" />
            ) : (
              <Image
                key={image.src}
                src={image.src}
                alt={image.alt}
                fill
                sizes="100vw"
                className="object-contain"
                unoptimized={isUnoptimizedImage(image.src)}
                onError={() => onFailed(image.src)}
              />
            )}
            {count > 1 && (
              <PhotoArrows
                onPrev={onPrev}
                onNext={onNext}
                prevLabel="Previous image"
                nextLabel="Next image"
                large
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
