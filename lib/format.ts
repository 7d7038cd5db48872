/**
 * Number formatting and text ordering without Intl, for code that runs in the browser while a page
 * hydrates. The first Intl number format in a page costs Chromium 35–50 ms of ICU set-up and the
 * first localeCompare 20–28 ms (measured on this machine), one long task that Lighthouse's 4× CPU
 * slowdown turns into 150–200 ms of blocking time. These give the en-US results the site needs
 * (the unit tests compare them with Intl) for the cost of a few string operations.
 */

/**
 * `abs` (≥ 0) with exactly `decimals` places, rounded half away from zero on its shortest decimal
 * form, in decimal digits as Intl does (binary arithmetic would round 118790.54999999999 up).
 */
function fixed(abs: number, decimals: number): string {
  const text = String(abs)
  if (text.includes('e')) return abs.toFixed(decimals)
  const [whole = '0', fraction = ''] = text.split('.')
  const digits = (whole + fraction.padEnd(decimals, '0').slice(0, decimals)).split('').map(Number)
  if ((fraction[decimals] ?? '0') >= '5') {
    let i = digits.length - 1
    while (i >= 0 && digits[i] === 9) digits[i--] = 0
    if (i >= 0) digits[i] = (digits[i] ?? 0) + 1
    else digits.unshift(1)
  }
  const joined = digits.join('')
  const cut = joined.length - decimals
  return decimals ? `${joined.slice(0, cut)}.${joined.slice(cut)}` : joined
}

function grouped(value: number, decimals: number, prefix: string): string {
  if (!Number.isFinite(value)) return String(value)
  const [whole = '0', fraction] = fixed(Math.abs(value), decimals).split('.')
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const text = fraction ? `${prefix}${digits}.${fraction}` : `${prefix}${digits}`
  // A value that rounds to zero reads "0", never "-0".
  return value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? `-${text}` : text
}

/** '54,200', '4.9' with one decimal: en-US digits with thousands separators. */
export function formatNumber(value: number, decimals = 0): string {
  return grouped(value, decimals, '')
}

/** '$54,200', '-$1,200': US dollars without cents. */
export function formatUsd(amount: number): string {
  return grouped(amount, 0, '$')
}

/**
 * Orders text case-insensitively, a lower-case spelling before an upper-case one of the same word,
 * as localeCompare does for the names and facet values the site sorts (letters, digits, spaces).
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return a === b ? 0 : a > b ? -1 : 1
}

/**
 * A wait as a message states it, from the Retry-After seconds it goes with: '45 seconds',
 * '1 minute', '10 minutes', '2 hours' (rounded up: nobody is told to come back too early).
 */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return s === 1 ? '1 second' : `${s} seconds`
  const minutes = Math.ceil(s / 60)
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  return `${Math.ceil(minutes / 60)} hours`
}
