import { Suspense } from 'react'

/**
 * Server-rendered content that the browser may hydrate after the rest of the page: React leaves a
 * Suspense boundary's server HTML in place during the first hydration pass and hydrates it in its
 * own later, low-priority pass (at once if the visitor interacts with it). Long pages wrap their
 * sections below the first screen in it, so hydration runs as several short tasks instead of one
 * long one. Nothing suspends here: the HTML is complete, also without JavaScript.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>
}
