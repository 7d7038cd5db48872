import Link from 'next/link'
import { LANDING_MESSAGES } from '@/content/landing-pages'

/** The landing pages' 'Page Not Found' screen (spec 01 §2, §8), with the error detail if any. */
export function LandingNotFound({ detail }: { detail?: string }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{LANDING_MESSAGES.notFoundTitle}</h1>
      <p className="mt-3 text-muted-foreground">{LANDING_MESSAGES.notFoundText}</p>
      {detail && (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="landing-error">
          {detail}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground hover:bg-primary/90"
        >
          Back to the home page
        </Link>
        <Link
          href="/estimate"
          className="rounded-md border border-input px-4 py-2 font-semibold hover:bg-accent"
        >
          Get a free estimate
        </Link>
      </div>
    </section>
  )
}
