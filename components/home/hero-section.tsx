import { ArrowDown, ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button'
import { Image } from '@/components/ui/image'
import { HOME_HERO } from '@/content/home'
import { isUnoptimizedImage } from '@/lib/content/images'
import type { ShownPicture } from '@/lib/media/pictures'

/**
 * The first screen: the promise, the estimate and design links, and a way down to the gallery.
 * Its picture is the one staff chose in the media library, else the demo drawing.
 */
export function HeroSection({ picture }: { picture: ShownPicture }) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 text-white">
      <Image
        src={picture.src}
        alt={picture.alt}
        unoptimized={isUnoptimizedImage(picture.src)}
        fill
        priority
        sizes="100vw"
        className="-z-10 object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-900/60 to-slate-900/20" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28 lg:py-36">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">{HOME_HERO.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">{HOME_HERO.intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={HOME_HERO.estimateHref} className={buttonVariants({ size: 'lg', variant: 'white' })}>
            {HOME_HERO.estimateLabel}
            <ArrowRight aria-hidden />
          </Link>
          <Link href={HOME_HERO.designHref} className={buttonVariants({ size: 'lg', variant: 'glass' })}>
            {HOME_HERO.designLabel}
          </Link>
        </div>
        <a
          href="#gallery"
          className="mt-10 inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-semibold text-white/90 hover:text-white"
        >
          <ArrowDown aria-hidden className="size-4 motion-safe:animate-bounce" />
          {HOME_HERO.galleryLabel}
        </a>
      </div>
    </section>
  )
}
