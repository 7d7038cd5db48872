'use client'

/**
 * The page token (lib/leads/form-token) the public layout signed when it rendered this page: the
 * lead forms post it without JavaScript, and with JavaScript when a visitor's token could not be
 * fetched. Empty outside the public layout.
 */
import { createContext } from 'react'

export const PageFormTime = createContext('')

export function PageFormTimeProvider({ token, children }: { token: string; children: React.ReactNode }) {
  return <PageFormTime value={token}>{children}</PageFormTime>
}
