import { formatNumber } from '@/lib/format'
import { CountUpClient } from './count-up-client'

/**
 * A number that counts up from zero with requestAnimationFrame the first time it scrolls into
 * view. The server HTML holds the final value, so it reads right without JavaScript, and it is
 * left alone under prefers-reduced-motion. Screen readers get the final value only. Formatted
 * here, on the server: the browser loads the formatting code only to count.
 */
export function CountUp({
  value,
  decimals = 0,
  suffix = '',
}: {
  value: number
  decimals?: number
  suffix?: string
}) {
  const text = formatNumber(value, decimals)
  return (
    <>
      <span aria-hidden className="tabular-nums">
        <CountUpClient value={value} decimals={decimals} text={text} />
        {suffix}
      </span>
      <span className="sr-only">
        {text}
        {suffix}
      </span>
    </>
  )
}
