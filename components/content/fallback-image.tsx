'use client'

import Image, { type ImageProps } from 'next/image'
import { useState } from 'react'

/**
 * next/image that swaps in a fallback picture when the original fails to load (spec 02 §8:
 * a timeline image that fails shows the default background image).
 */
export function FallbackImage({ fallbackSrc, src, alt, ...props }: ImageProps & { fallbackSrc: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <Image
      {...props}
      src={failed ? fallbackSrc : src}
      alt={alt}
      data-fallback={failed ? 'true' : undefined}
      onError={() => {
        if (!failed) setFailed(true)
      }}
    />
  )
}
