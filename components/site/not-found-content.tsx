import Link from 'next/link'

/** Spec 01 §2 "anything else": the texts of the 404 page. */
export const NOT_FOUND_TEXT = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
} as const

export const notFoundMetadata = { title: NOT_FOUND_TEXT.title, robots: { index: false } }

/** The body of the 404 page: inside the site shell for public paths, bare for the rest. */
export function NotFoundContent() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-md rounded-xl border bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold">{NOT_FOUND_TEXT.title}</h1>
        <p className="mt-3 text-muted-foreground">{NOT_FOUND_TEXT.text}</p>
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
