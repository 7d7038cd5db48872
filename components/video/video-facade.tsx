'use client'

import { Play } from 'lucide-react'
import { clsx } from 'clsx'
import { useEffect, useRef, useState } from 'react'
import { Image } from '@/components/ui/image'

export type VideoFacadeProps = {
  /** YouTube video id. */
  videoId: string
  title: string
  /** Local poster picture shown until the player loads. */
  poster: string
  /** `sizes` of the poster picture. */
  sizes?: string
  /** Load the player when the video scrolls into view (default), not only on a click. */
  loadOnView?: boolean
  /** The poster is the page's main picture. */
  priority?: boolean
  className?: string
}

export function youTubeEmbedUrl(videoId: string, autoplay: boolean) {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1', playsinline: '1' })
  if (autoplay) params.set('autoplay', '1')
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`
}

/**
 * A light video: a local poster and a play button. The privacy-enhanced YouTube player (no
 * cookies until play) loads only when the visitor presses play, or when the video has been
 * scrolled into view, so the page does not pay for the player's scripts up front.
 */
export function VideoFacade({
  videoId,
  title,
  poster,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  loadOnView = true,
  priority = false,
  className,
}: VideoFacadeProps) {
  const [mode, setMode] = useState<'poster' | 'view' | 'play'>('poster')
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!loadOnView || mode !== 'poster' || !element || !('IntersectionObserver' in window)) return
    // Only after the visitor scrolls: a video already on screen at load stays a poster until played.
    let scrolled = false
    const onScroll = () => {
      scrolled = true
    }
    window.addEventListener('scroll', onScroll, { passive: true, once: true })
    const observer = new IntersectionObserver(
      (entries) => {
        if (scrolled && entries.some((e) => e.isIntersecting)) setMode((m) => (m === 'poster' ? 'view' : m))
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', onScroll)
    }
  }, [loadOnView, mode])

  return (
    <div
      ref={box}
      className={clsx(
        'relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 shadow-lg',
        className,
      )}
      data-testid="video-facade"
      data-state={mode}
    >
      {mode === 'poster' ? (
        <button
          type="button"
          onClick={() => setMode('play')}
          className="group absolute inset-0 h-full w-full cursor-pointer"
          aria-label={`Play video: ${title}`}
        >
          <Image src={poster} alt="" fill sizes={sizes} priority={priority} className="object-cover" />
          <span
            className="absolute inset-0 bg-black/30 transition-colors group-hover:bg-black/20"
            aria-hidden
          />
          <span
            className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform group-hover:scale-110 sm:size-20"
            aria-hidden
          >
            <Play className="ml-1 size-8 fill-current" />
          </span>
          <span className="absolute right-3 bottom-3 left-3 truncate rounded bg-black/70 px-3 py-1.5 text-left text-sm font-medium text-white">
            {title}
          </span>
        </button>
      ) : (
        <iframe
          src={youTubeEmbedUrl(videoId, mode === 'play')}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          loading="lazy"
        />
      )}
    </div>
  )
}
