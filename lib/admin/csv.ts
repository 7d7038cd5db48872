/**
 * CSV for the admin exports: RFC 4180 quoting, and cells that a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) are prefixed with an apostrophe.
 * Exports stream in batches, so a million rows never sit in memory.
 */

import { formatSortableDateTime } from '@/lib/format'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  // A time reads as every other CSV time: Eastern, sortable (headers say ET).
  let text = value instanceof Date ? formatSortableDateTime(value) : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/** A byte stream of the header then every batch of rows; the byte-order mark lets Excel read UTF-8. */
export function csvStream(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
) {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(header)}`))
    },
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) {
        controller.close()
        return
      }
      controller.enqueue(encoder.encode(value.map(csvRow).join('')))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
}

export function csvResponse(stream: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
