import { Image } from '@/components/ui/image'
import { isUnoptimizedImage } from '@/lib/content/images'

const OVERLAY = {
  normal: 'from-slate-950/90 via-slate-900/70 to-slate-900/30',
  deep: 'from-slate-950/90 via-slate-900/75 to-slate-900/40',
} as const

const HEIGHT = { normal: 'py-16 sm:py-24', tall: 'py-20 sm:py-28' } as const

/**
 * The top of a content page over a photo (the brand, series and resurfacing pages): the title and
 * intro in white over a dark gradient, the page's buttons, and whatever else the page puts under
 * them. The photo is the page's first picture, loaded with priority.
 */
export function PhotoHero({
  titleId,
  title,
  intro,
  image,
  actions,
  children,
  overlay = 'normal',
  height = 'normal',
}: {
  /** id of the h1, which names the section. */
  titleId: string
  title: string
  intro: string
  image: string
  actions: React.ReactNode
  children?: React.ReactNode
  overlay?: keyof typeof OVERLAY
  height?: keyof typeof HEIGHT
}) {
  return (
    <section className="relative isolate overflow-hidden text-white" aria-labelledby={titleId}>
      <Image
        src={image}
        alt=""
        unoptimized={isUnoptimizedImage(image)}
        fill
        priority
        sizes="100vw"
        className="-z-20 object-cover"
      />
      <div className={`absolute inset-0 -z-10 bg-gradient-to-r ${OVERLAY[overlay]}`} />
      <div className={`mx-auto max-w-7xl px-4 ${HEIGHT[height]}`}>
        <h1 id={titleId} className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90">{intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        {children}
      </div>
    </section>
  )
}
