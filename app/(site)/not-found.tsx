import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content'

export const metadata = notFoundMetadata

/** Spec 01 §2 "anything else", inside the site layout (header, banner, footer). */
export default function SiteNotFound() {
  return <NotFoundContent />
}
