import { BadgeDollarSign, Check, Droplets, ShieldCheck, Timer } from 'lucide-react'
import { Section } from '@/components/content/section'
import { ABOVE_GROUND_INCLUDED, ABOVE_GROUND_PAGE, type AboveGroundSeries } from '@/content/above-ground'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { slotPicture } from '@/lib/media/pictures'
import { getPlacedPicturesOrNone } from '@/lib/media/queries'
import { SeriesPage } from './series-page'

const BENEFIT_ICONS = [BadgeDollarSign, Timer, ShieldCheck, Droplets]

/** /above-ground-pools (spec 02 §2.5): the series with their shapes, sizes and features, and what is included. */
export async function AboveGroundPoolsPage() {
  if (isBuildPrerender()) return null
  const placed = await getPlacedPicturesOrNone()
  const pictures = {
    hero: slotPicture(placed, 'above-ground-hero'),
    series: ABOVE_GROUND_PAGE.series.items.map((s) =>
      slotPicture(placed, `above-ground-${s.name.toLowerCase()}`),
    ),
  }
  return (
    <SeriesPage
      copy={ABOVE_GROUND_PAGE}
      pictures={pictures}
      titleId="above-ground-title"
      benefitIcons={BENEFIT_ICONS}
      details={(series) => <SeriesDetails series={series} />}
    >
      <Section id="included" title={ABOVE_GROUND_INCLUDED.title} intro={ABOVE_GROUND_INCLUDED.intro}>
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          {ABOVE_GROUND_INCLUDED.items.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg border bg-card p-4">
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden /> {item}
            </li>
          ))}
        </ul>
      </Section>
    </SeriesPage>
  )
}

function SeriesDetails({ series }: { series: AboveGroundSeries }) {
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="font-semibold">Shapes</dt>
          <dd className="text-muted-foreground">{series.shapes.join(', ')}</dd>
        </div>
        <div>
          <dt className="font-semibold">Sizes</dt>
          <dd className="text-muted-foreground">{series.sizes.join(', ')}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-2">
        {series.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden /> {feature}
          </li>
        ))}
      </ul>
    </>
  )
}
