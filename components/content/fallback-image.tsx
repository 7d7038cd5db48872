'use client'

import { useState, type ComponentProps } from 'react'
import { Image } from '@/components/ui/image'

/**
 * A picture that swaps in a fallback picture when the original fails to load (spec 02 §8:
 * a timeline image that fails shows the default background image).
 */
export function FallbackImage({
  fallbackSrc,
  src,
  alt,
  ...props
}: Omit<ComponentProps<typeof Image>, 'onError'> & { fallbackSrc: string }) {
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
