/**
 * Text tests the lead rules are made of, free of zod, so that code which runs while a page renders
 * can use them before any schema has loaded.
 */

/** Filled: something other than white space (spec 01 §5: blank after trimming is missing). */
export function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length
}
