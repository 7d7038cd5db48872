import { HOME_VIDEOS } from '@/content/home'
import { AutoplayVideoIsland } from './islands'
import { SectionHeading } from './section-heading'

/** Installation videos, each a facade until the visitor comes near (an island). */
export function VideosSection() {
  return (
    <section className="below-fold bg-slate-900 py-20 text-white" aria-labelledby="videos-title">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading
          id="videos-title"
          eyebrow="See it for yourself"
          title="Watch a Fiberglass Pool Go In"
          intro="A shell is craned in, levelled, plumbed and backfilled in days, not months."
          light
        />
        <div className="grid gap-6 lg:grid-cols-2">
          {HOME_VIDEOS.map((video) => (
            <AutoplayVideoIsland
              key={video.videoId}
              videoId={video.videoId}
              title={video.title}
              poster={video.poster}
            />
          ))}
        </div>
      </div>
    </section>
  )
}
