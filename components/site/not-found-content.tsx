import Link from 'next/link'
import { NOT_FOUND_LINKS, NOT_FOUND_TEXT } from '@/content/not-found'

export { NOT_FOUND_TEXT }

export const notFoundMetadata = { title: NOT_FOUND_TEXT.title, robots: { index: false } }

/** The body of the 404 page: inside the site shell for public paths, bare for the rest. */
export function NotFoundContent() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-lg rounded-xl border bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold">{NOT_FOUND_TEXT.title}</h1>
        <p className="mt-3 text-muted-foreground">{NOT_FOUND_TEXT.text}</p>
        <p className="mt-6 font-medium">The page may have moved. These may help:</p>
        <nav aria-label="Useful pages" className="mt-3">
          <ul className="grid gap-2 text-left sm:grid-cols-2" data-testid="not-found-links">
            {NOT_FOUND_LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="flex min-h-11 items-center rounded-md border px-3 py-2 font-medium text-primary hover:bg-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          href="/"
          className="mt-6 inline-block rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground"
        >
          Back to the home page
        </Link>
      </div>
    </div>
  )
}
