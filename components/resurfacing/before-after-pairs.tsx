import { Image } from '@/components/ui/image'
import { BEFORE_AFTER_TEXT } from '@/content/media-slots'
import { isUnoptimizedImage } from '@/lib/content/images'
import type { ShownPicture } from '@/lib/media/pictures'

export type BeforeAfterPair = { before: ShownPicture; after: ShownPicture }

/**
 * The resurfacing before/after pairs, side by side. Demo drawings are called illustrations, never
 * projects; a picture staff chose carries their own caption (docs/decisions/media-library.md).
 */
export function BeforeAfterPairs({ pairs }: { pairs: BeforeAfterPair[] }) {
  return (
    <ul className="grid gap-8" data-testid="before-after">
      {pairs.map((pair, i) => {
        const captions = [pair.before.caption, pair.after.caption].filter((c): c is string => !!c)
        const drawings = pair.before.drawing || pair.after.drawing
        return (
          <li key={i}>
            <figure className="rounded-2xl border bg-card p-3 shadow-sm sm:p-4">
              <div className="grid grid-cols-2 gap-3">
                {(['before', 'after'] as const).map((side) => {
                  const picture = pair[side]
                  return (
                    <div key={side} className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
                      <Image
                        src={picture.src}
                        alt={picture.alt}
                        unoptimized={isUnoptimizedImage(picture.src)}
                        fill
                        sizes="(min-width: 1024px) 440px, 50vw"
                        className="object-cover"
                      />
                      <span className="absolute top-2 left-2 rounded-full bg-slate-950/80 px-2.5 py-0.5 text-xs font-semibold text-white uppercase">
                        {side}
                      </span>
                    </div>
                  )
                })}
              </div>
              <figcaption className="mt-3 text-sm text-muted-foreground" data-testid="before-after-caption">
                {drawings && captions.length === 0
                  ? 'Illustration, not a photo of a project.'
                  : captions.join(' · ')}
              </figcaption>
            </figure>
          </li>
        )
      })}
    </ul>
  )
}

/** The gallery's introduction: honest while any picture is a drawing. */
export function beforeAfterIntro(pairs: BeforeAfterPair[]): string {
  const anyDrawing = pairs.some((pair) => pair.before.drawing || pair.after.drawing)
  return anyDrawing ? BEFORE_AFTER_TEXT.drawingsIntro : BEFORE_AFTER_TEXT.photosIntro
}
