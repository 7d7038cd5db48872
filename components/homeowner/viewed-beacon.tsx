'use client'
import { useEffect } from 'react'
import { markQuoteViewedAction } from '@/lib/homeowner/actions'

/**
 * Tells the server the homeowner has the quote on screen, once per page load: the quote is marked
 * viewed from here rather than while the page renders, so a mail scanner fetching the link (it
 * runs no script) does not mark it.
 */
export function ViewedBeacon({ token, versionId }: { token: string; versionId: number }) {
  useEffect(() => {
    void markQuoteViewedAction(token, versionId)
  }, [token, versionId])
  return null
}
