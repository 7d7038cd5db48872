import { Award, Camera, Check, Flag, ShieldCheck, Sparkles } from 'lucide-react'
import Link from 'next/link'
import { BrandGallery } from '@/components/content/brand-gallery'
import { brandGalleryPools, type BrandGalleryPool } from '@/components/content/brand-gallery-pools'
import { Section } from '@/components/content/section'
import { Button } from '@/components/ui/button'
import { SAN_JUAN_GALLERY, SAN_JUAN_PAGE, type BrandSeries } from '@/content/brands'
import { isBuildPrerender } from '@/lib/cache/build-phase'
import { log } from '@/lib/log'
import { getActivePools } from '@/lib/pools/queries'
import { slotPicture } from '@/lib/media/pictures'
import { getPlacedPicturesOrNone } from '@/lib/media/queries'
import { SeriesPage } from './series-page'

const BENEFIT_ICONS = [ShieldCheck, Award, Sparkles, Flag]
const BRAND = 'san juan'

/** The San Juan pools of the catalogue that have a picture (the shared image-selection rule). */
async function galleryPools(): Promise<BrandGalleryPool[]> {
  try {
    return brandGalleryPools(await getActivePools(), BRAND)
  } catch (error) {
    log.error({ err: error }, '/san-juan-pools: the pool list could not be loaded')
    return []
  }
}

/** /san-juan-pools (spec 02 §2.6): the three series, and the San Juan pools of the catalogue. */
export async function SanJuanPoolsPage() {
  if (isBuildPrerender()) return null
  const [gallery, placed] = await Promise.all([galleryPools(), getPlacedPicturesOrNone()])
  const pictures = {
    hero: slotPicture(placed, 'san-juan-hero'),
    series: SAN_JUAN_PAGE.series.items.map((s) => slotPicture(placed, `san-juan-${s.name.toLowerCase()}`)),
  }
  return (
    <SeriesPage
      copy={SAN_JUAN_PAGE}
      pictures={pictures}
      titleId="san-juan-title"
      heroHeight="tall"
      benefitIcons={BENEFIT_ICONS}
      details={(series) => <SeriesDetails series={series} />}
    >
      <Section
        id="gallery"
        title={SAN_JUAN_GALLERY.title}
        intro={gallery.length > 0 ? SAN_JUAN_GALLERY.intro : undefined}
      >
        {gallery.length > 0 ? (
          <BrandGallery pools={gallery} label="San Juan pools" />
        ) : (
          <p
            className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center text-lg text-muted-foreground"
            data-testid="gallery-ask-photos"
          >
            <Camera className="size-10" aria-hidden />
            {SAN_JUAN_GALLERY.noPictures}
          </p>
        )}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link href="/pools">View All Pool Brands</Link>
          </Button>
          <Button asChild>
            <Link href="/estimate">Get Custom Estimate</Link>
          </Button>
        </div>
      </Section>
    </SeriesPage>
  )
}

/** A slide's first two features and shapes, and the series' warranty. */
function SeriesDetails({ series }: { series: BrandSeries }) {
  return (
    <>
      <h4 className="mt-4 text-sm font-semibold">Features</h4>
      <ul className="mt-2 space-y-2">
        {series.features.slice(0, 2).map((feature) => (
          <li key={feature} className="flex gap-2 text-sm">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden /> {feature}
          </li>
        ))}
      </ul>
      <h4 className="mt-4 text-sm font-semibold">Shapes</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {series.shapes.slice(0, 2).map((shape) => (
          <li key={shape} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
            {shape}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center gap-2 text-sm font-medium">
        <ShieldCheck className="size-4 text-primary" aria-hidden /> {series.warranty}
      </p>
    </>
  )
}
