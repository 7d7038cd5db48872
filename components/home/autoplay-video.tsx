'use client'

import { Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Image } from '@/components/ui/image'

export function mutedAutoplayEmbedUrl(videoId: string) {
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    playsinline: '1',
    loop: '1',
    playlist: videoId,
    rel: '0',
    modestbranding: '1',
  })
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`
}

/**
 * A muted autoplay video behind a light facade: a local poster and a play button. The
 * privacy-enhanced YouTube player is requested only once the video is scrolled into view (or
 * played), so nothing is fetched from the video service before that.
 */
export function AutoplayVideo({
  videoId,
  title,
  poster,
}: {
  videoId: string
  title: string
  poster: string
}) {
  const [active, setActive] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (active || !element || !('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setActive(true)
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [active])

  return (
    <div
      ref={box}
      className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 shadow-lg"
      data-testid="home-video"
      data-state={active ? 'player' : 'poster'}
    >
      {active ? (
        <iframe
          src={mutedAutoplayEmbedUrl(videoId)}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setActive(true)}
          className="group absolute inset-0 h-full w-full"
          aria-label={`Play video: ${title}`}
        >
          <Image src={poster} alt="" fill sizes="(min-width: 1024px) 45vw, 100vw" className="object-cover" />
          <span className="absolute inset-0 bg-black/25 group-hover:bg-black/15" aria-hidden />
          <span
            aria-hidden
            className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform group-hover:scale-110"
          >
            <Play className="ml-1 size-8 fill-current" />
          </span>
          <span className="absolute right-3 bottom-3 left-3 truncate rounded bg-black/70 px-3 py-1.5 text-left text-sm font-medium text-white">
            {title}
          </span>
        </button>
      )}
    </div>
  )
}
