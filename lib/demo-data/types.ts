import type { Database } from '@/db/client'

/** The transaction handle the seed writes through. */
export type SeedTx = Parameters<Parameters<Database['transaction']>[0]>[0]
