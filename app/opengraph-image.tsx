/** The site-wide social image (home page and any page without its own). */
import { SITE_NAME, SOCIAL_IMAGE_SIZE } from '@/lib/seo/metadata'
import { renderSocialImage, SOCIAL_IMAGE_TAGLINE } from '@/lib/seo/social-image'

export const alt = `${SITE_NAME}: ${SOCIAL_IMAGE_TAGLINE}`
export const size = SOCIAL_IMAGE_SIZE
export const contentType = 'image/png'

export default function OpengraphImage() {
  return renderSocialImage({ title: SITE_NAME, subtitle: SOCIAL_IMAGE_TAGLINE })
}
