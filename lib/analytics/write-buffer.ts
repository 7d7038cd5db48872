import 'server-only'
/**
 * Cheap writes for counters that may lag a few seconds: rows are kept in the process and written
 * in one statement every few seconds (the analytics-flush background job), at once when a buffer
 * reaches its batch size, and when the process is told to stop.
 *
 * Buffers live on globalThis: route handlers and the background job are separate module copies
 * in Next.js but share the process.
 */
import { isRowRefused } from '@/db/errors'
import { log } from '@/lib/log'

export type WriteBuffer<T> = {
  /** Adds an item; starts a flush at once when the batch size is reached. */
  add: (item: T) => void
  /** Writes everything buffered now; resolves when written (or given up after an error). */
  flush: () => Promise<void>
  size: () => number
}

type BufferState<T> = { items: T[]; flushing: Promise<void> | undefined; dropped: number }

type Registry = {
  flushers: Map<string, () => Promise<void>>
  shutdownHooked: boolean
  states: Map<string, unknown>
}
const holder = globalThis as typeof globalThis & { __poolsWriteBuffers?: Registry }
const registry: Registry = (holder.__poolsWriteBuffers ??= {
  flushers: new Map(),
  shutdownHooked: false,
  states: new Map(),
})

export function createWriteBuffer<T>(options: {
  name: string
  batchSize: number
  /** Items beyond this are dropped (with a warning) while the database cannot keep up. */
  maxItems: number
  write: (items: T[]) => Promise<void>
}): WriteBuffer<T> {
  const existing = registry.states.get(options.name) as BufferState<T> | undefined
  const state: BufferState<T> = existing ?? { items: [], flushing: undefined, dropped: 0 }
  registry.states.set(options.name, state)

  /**
   * Writes the rows; when the database refuses them (a value it cannot store, never a lost
   * connection), halves the batch until the refused rows stand alone and drops those, logging
   * each once: one bad row must never hold back the rows behind it. Throws the first error the
   * database gives for any other reason, with the rows not yet written.
   */
  async function writeOrDropRefused(batch: T[]): Promise<void> {
    try {
      await options.write(batch)
    } catch (error) {
      if (!isRowRefused(error)) throw new UnwrittenRows(batch, error)
      if (batch.length === 1) {
        state.dropped++
        log.warn(
          {
            buffer: options.name,
            error: error instanceof Error ? error.message : String(error),
            row: batch[0],
          },
          'buffered row refused by the database: dropped',
        )
        return
      }
      const half = Math.ceil(batch.length / 2)
      // In order, so that rows are written as they came; an unwritten tail keeps both halves.
      try {
        await writeOrDropRefused(batch.slice(0, half))
      } catch (inner) {
        if (inner instanceof UnwrittenRows)
          throw new UnwrittenRows([...inner.rows, ...batch.slice(half)], inner.cause)
        throw inner
      }
      await writeOrDropRefused(batch.slice(half))
    }
  }

  async function writeAll() {
    while (state.items.length) {
      const batch = state.items.splice(0, options.batchSize * 10)
      try {
        await writeOrDropRefused(batch)
      } catch (error) {
        const rows = error instanceof UnwrittenRows ? error.rows : batch
        const cause = error instanceof UnwrittenRows ? error.cause : error
        // Put the rows back for the next run unless that would overflow; never throw at callers.
        if (state.items.length + rows.length <= options.maxItems) state.items.unshift(...rows)
        else state.dropped += rows.length
        log.warn(
          { buffer: options.name, error: cause instanceof Error ? cause.message : String(cause) },
          'buffered write failed',
        )
        return
      }
    }
  }

  function flush(): Promise<void> {
    // One flush at a time; a flush asked for while one runs waits for it, then writes what is left.
    const previous = state.flushing ?? Promise.resolve()
    const next = previous.then(writeAll).finally(() => {
      if (state.flushing === next) state.flushing = undefined
    })
    state.flushing = next
    return next
  }

  function add(item: T) {
    if (state.items.length >= options.maxItems) {
      state.dropped++
      if (state.dropped % 1000 === 1)
        log.warn({ buffer: options.name, dropped: state.dropped }, 'write buffer full')
      return
    }
    state.items.push(item)
    installShutdownFlush()
    if (state.items.length >= options.batchSize && !state.flushing) void flush()
  }

  registry.flushers.set(options.name, flush)
  return { add, flush, size: () => state.items.length }
}

/** Rows a write could not store for a reason other than the rows themselves (kept for a retry). */
class UnwrittenRows<T> extends Error {
  constructor(
    readonly rows: T[],
    override readonly cause: unknown,
  ) {
    super('rows not written')
  }
}

/** Flushes every buffer of the process. */
export async function flushAllWriteBuffers(): Promise<void> {
  await Promise.all([...registry.flushers.values()].map((flush) => flush()))
}

const SHUTDOWN_GRACE_MS = 3000

/**
 * On SIGTERM/SIGINT, write what is buffered before the process ends. `next start` handles those
 * signals itself and calls process.exit() once its server has closed; that exit is held until
 * the buffers are written, at most SHUTDOWN_GRACE_MS. Without another handler we exit ourselves.
 */
function installShutdownFlush() {
  if (registry.shutdownHooked || typeof process === 'undefined' || typeof process.once !== 'function') return
  registry.shutdownHooked = true
  const onSignal = (signal: NodeJS.Signals) => {
    const code = signal === 'SIGINT' ? 130 : 143
    const othersHandle = process.listenerCount(signal) > 0
    const written = flushAllWriteBuffers().catch(() => undefined)
    const realExit = process.exit.bind(process)
    let exiting = false
    const exitAfterFlush = (exitCode?: number | string | null) => {
      if (exiting) return
      exiting = true
      const timer = setTimeout(() => realExit(exitCode ?? code), SHUTDOWN_GRACE_MS)
      void written.finally(() => {
        clearTimeout(timer)
        realExit(exitCode ?? code)
      })
    }
    process.exit = exitAfterFlush as typeof process.exit
    if (!othersHandle) exitAfterFlush(code)
  }
  process.once('SIGTERM', onSignal)
  process.once('SIGINT', onSignal)
  process.once('beforeExit', () => void flushAllWriteBuffers())
}
