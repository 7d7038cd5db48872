/**
 * The copy of a page that presents a line of pool series (spec 02 §2.5 above-ground pools, §2.6
 * San Juan): a photo hero, the benefits, the series in a carousel and a closing call to action,
 * laid out by components/brands/series-page.tsx.
 */
export type PoolSeries = { name: string; description: string; image: string }

export type SeriesPageCopy<S extends PoolSeries> = {
  /** The page's sourcePage in its estimate and contact links. */
  source: string
  hero: { title: string; intro: string; image: string; estimateLabel: string; seriesLabel: string }
  benefits: { id: string; title: string; items: readonly { title: string; text: string }[] }
  series: {
    title: string
    intro: string
    /** Accessible name of the carousel. */
    label: string
    items: readonly S[]
    imageAlt: (series: S) => string
    quoteLabel: (series: S) => string
  }
  cta: { title: string; text: string; estimateLabel: string; contactLabel: string }
}
