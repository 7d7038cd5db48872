import { clsx } from 'clsx'
import { ImageOff } from 'lucide-react'

/**
 * What the gallery shows for a picture that failed to load: a grey dashed box. `compact`
 * (thumbnails) hides the caption text by a zero font size; the icon stays.
 */
export function BrokenImage({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <div
      className={clsx(
        'flex h-full w-full flex-col items-center justify-center gap-2 border-2 border-dashed border-gray-400 bg-gray-100 text-gray-600',
        compact ? 'text-[0px]' : 'text-sm',
        className,
      )}
      data-testid="gallery-image-fallback"
    >
      <ImageOff aria-hidden className="size-8" />
      <span>Image unavailable</span>
    </div>
  )
}
