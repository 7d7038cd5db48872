import { HOME_TEASER } from '@/content/home'
import { POOL_COLORS } from '@/content/pool-colors'
import { POOL_SIZES } from '@/content/pricing'
import type { TeaserPool } from '@/lib/pools/card'
import { DesignTeaserIsland } from './islands'
import { SectionHeading } from './section-heading'

/** The size and colour price teaser with pools of each size (an island). */
export function DesignTeaserSection({ teaserPools }: { teaserPools: Record<string, TeaserPool[]> }) {
  return (
    <section className="below-fold mx-auto max-w-7xl px-4 py-20" aria-labelledby="design-title">
      <SectionHeading
        id="design-title"
        eyebrow="Price it in seconds"
        title={HOME_TEASER.title}
        intro={HOME_TEASER.intro}
      />
      <DesignTeaserIsland
        sizes={POOL_SIZES}
        colors={POOL_COLORS}
        poolsBySize={teaserPools}
        defaultSize={HOME_TEASER.defaultSize}
        sourcePage="home"
      />
    </section>
  )
}
