/**
 * GET /og?title=…&subtitle=…: the generated social image of a page (pageMetadata() links it).
 * The text is limited in length and character set; the image is cached by browsers and crawlers
 * for a day and kept in the process, so a crawler's repeat visits cost no drawing.
 */
import { SOCIAL_IMAGE_SUBTITLE_MAX, SOCIAL_IMAGE_TITLE_MAX } from '@/lib/seo/metadata'
import { renderSocialImage } from '@/lib/seo/social-image'

const CACHE_LIMIT = 200
const holder = globalThis as typeof globalThis & { __socialImages?: Map<string, ArrayBuffer> }
const images = (holder.__socialImages ??= new Map())

const HEADERS = {
  'Content-Type': 'image/png',
  'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
}

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const title = (params.get('title') ?? '').slice(0, SOCIAL_IMAGE_TITLE_MAX * 2)
  const subtitle = (params.get('subtitle') ?? '').slice(0, SOCIAL_IMAGE_SUBTITLE_MAX * 2)
  const key = `${title}\n${subtitle}`
  let png = images.get(key)
  if (!png) {
    png = await renderSocialImage({ title, subtitle }).arrayBuffer()
    if (images.size >= CACHE_LIMIT) images.delete(images.keys().next().value ?? '')
    images.set(key, png)
  }
  return new Response(png, { headers: HEADERS })
}
