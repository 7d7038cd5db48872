'use client'

import { useState, type ComponentProps } from 'react'
import { Image } from '@/components/ui/image'
import { isUnoptimizedImage } from '@/lib/content/images'
import { PLACEHOLDER_POOL_IMAGE } from '@/lib/pools/images'

type PoolImageProps = Omit<ComponentProps<typeof Image>, 'src' | 'onError'> & {
  src: string | null | undefined
}

/**
 * A pool picture that swaps itself for the placeholder when it fails to load (spec 01 §8).
 * Remote (http) pictures are shown as they are: only local files go through the optimiser.
 */
export function PoolImage({ src, alt, unoptimized, ...props }: PoolImageProps) {
  const wanted = src || PLACEHOLDER_POOL_IMAGE
  const [failed, setFailed] = useState<string | null>(null)
  const shown = failed === wanted ? PLACEHOLDER_POOL_IMAGE : wanted
  return (
    <Image
      {...props}
      src={shown}
      alt={alt}
      unoptimized={unoptimized ?? isUnoptimizedImage(shown)}
      onError={() => {
        if (shown !== PLACEHOLDER_POOL_IMAGE) setFailed(wanted)
      }}
    />
  )
}
