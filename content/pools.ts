/** Copy of the pool gallery (/pools) and pool pages that tests also import. */
export const POOLS_EMPTY_STATE_TEXT = 'No pools match your current filters...'
/** Shown in the /pools hero while the number of pools is not known (spec 01 §2). */
export const UNKNOWN_POOL_COUNT_TEXT = '100+'
