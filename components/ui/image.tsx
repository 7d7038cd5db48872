import { preload } from 'react-dom'
import type * as React from 'react'
import { imageAttributes, type ImageAttributes } from '@/lib/images/optimizer'

type ImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'onError'> & {
  src: string
  alt: string
  /** Fills the positioned parent (absolute, full width and height), as next/image `fill`. */
  fill?: boolean
  width?: number
  height?: number
  /** The picture is the page's largest: loaded at once, at high priority, and preloaded in <head>. */
  priority?: boolean
  /** Shown as it is, without the optimiser (remote pictures, SVG). */
  unoptimized?: boolean
  /** Called when the picture fails to load, also when it failed before the page hydrated. */
  onError?: () => void
}

const FILL_STYLE: React.CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  inset: 0,
}

/**
 * A picture through the image optimiser, with the markup next/image renders (srcset, sizes, lazy
 * loading, async decoding) but no client code: it works in server components (nothing is sent to
 * the browser) and in client ones. See lib/images/optimizer.ts.
 */
export function Image({
  src,
  alt,
  fill = false,
  width,
  height,
  sizes,
  priority = false,
  unoptimized = false,
  loading,
  fetchPriority,
  decoding = 'async',
  style,
  onError,
  ...rest
}: ImageProps) {
  const attributes: ImageAttributes = imageAttributes({ src, width, sizes, unoptimized })
  if (priority) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: 'high',
    })
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is the site's image component
    <img
      {...rest}
      alt={alt}
      // `loading` before `src`: React sets attributes in order (next/image does the same).
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : fetchPriority}
      width={width}
      height={height}
      decoding={decoding}
      style={fill ? { ...FILL_STYLE, ...style } : style}
      sizes={attributes.sizes}
      srcSet={attributes.srcSet}
      src={attributes.src}
      ref={onError ? replayEarlyError : undefined}
      onError={onError}
    />
  )
}

/**
 * A picture that failed before hydration fired its error event before React listened. Setting
 * src again after mount makes the browser try once more and report the outcome (next/image does
 * the same for every picture with an error handler; here only for one that finished with nothing
 * to show).
 */
function replayEarlyError(img: HTMLImageElement | null) {
  if (img && img.complete && img.naturalWidth === 0) img.src = img.src
}
