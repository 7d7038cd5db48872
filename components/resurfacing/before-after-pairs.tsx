import { ImageGallery } from '@/components/pools/image-gallery'
import { BEFORE_AFTER_TEXT } from '@/content/media-slots'
import type { ShownPicture } from '@/lib/media/pictures'

export type BeforeAfterPair = { before: ShownPicture; after: ShownPicture }

/**
 * The resurfacing before/after pictures in the gallery of spec 02 §2.9 (arrows, thumbnails,
 * lightbox), each pair's words under it: demo drawings are called illustrations, never projects;
 * a picture staff chose carries their own caption (docs/decisions/media-library.md).
 */
export function BeforeAfterPairs({ pairs }: { pairs: BeforeAfterPair[] }) {
  const images = pairs.flatMap((pair) => [pair.before, pair.after]).map(({ src, alt }) => ({ src, alt }))
  return (
    <div data-testid="before-after">
      <ImageGallery images={images} showThumbnails sizes="(min-width: 1024px) 896px, 100vw" />
      <ol className="mt-4 space-y-1 text-sm text-muted-foreground">
        {pairs.map((pair, i) => {
          const captions = [pair.before.caption, pair.after.caption].filter((c): c is string => !!c)
          const drawing = pair.before.drawing || pair.after.drawing
          return (
            <li key={i} data-testid="before-after-caption">
              <span className="font-semibold text-foreground">{`Pictures ${2 * i + 1} and ${2 * i + 2}: `}</span>
              {captions.length ? captions.join(' · ') : drawing ? BEFORE_AFTER_TEXT.drawingCaption : ''}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** The gallery's introduction: honest while any picture is a drawing. */
export function beforeAfterIntro(pairs: BeforeAfterPair[]): string {
  const anyDrawing = pairs.some((pair) => pair.before.drawing || pair.after.drawing)
  return anyDrawing ? BEFORE_AFTER_TEXT.drawingsIntro : BEFORE_AFTER_TEXT.photosIntro
}
