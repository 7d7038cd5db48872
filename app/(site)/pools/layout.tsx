import { PoolsGallery } from '@/components/pools/pools-page'
import { isBuildPrerender } from '@/lib/cache/build-phase'

/**
 * The gallery's hero and filter panel: a layout, so they stay mounted while the filters change
 * (each set of filters is a cached variant route below it) and the search box keeps its focus and
 * text; the page and its variants render the results.
 */
export default function PoolsLayout({ children }: { children: React.ReactNode }) {
  if (isBuildPrerender()) return null
  return <PoolsGallery>{children}</PoolsGallery>
}
