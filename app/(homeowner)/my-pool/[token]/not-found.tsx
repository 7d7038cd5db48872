import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content'

export const metadata = notFoundMetadata

/** A link that opens nothing (tampered, guessed, expired or revoked): the site's 404, whatever the reason. */
export default function HomeownerNotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  )
}
