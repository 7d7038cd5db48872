'use client'

import { createContext } from 'react'

/**
 * performance.now() when an island (components/ui/island) hydrated its server HTML, for the
 * component it later renders live: the visitor has seen, and may have filled in, that HTML since.
 * Null outside islands and where the component rendered without server HTML.
 */
export const IslandShownSince = createContext<number | null>(null)
