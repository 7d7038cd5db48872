import Link from 'next/link'

export const metadata = { title: '404 Page Not Found', robots: { index: false } }

export default function NotFound() {
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4">
      <div className="max-w-md rounded-xl border bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        <p className="mt-3 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link href="/" className="mt-6 inline-block rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground">
          Back to the home page
        </Link>
      </div>
    </main>
  )
}
