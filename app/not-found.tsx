import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content'

export const metadata = notFoundMetadata

/**
 * The bare 404 page, for paths outside the public site (admin pages calling notFound()). Every
 * public path gets app/(site)/not-found.tsx, inside the header, banner and footer.
 */
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent />
    </main>
  )
}
