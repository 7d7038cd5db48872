import { Panel } from '@/components/admin/detail-list'
import { formatDateTime } from '@/lib/format'
import { FAILED_LIST_LIMIT, type OutboxHealth } from '@/lib/mail/failed-mail'
import { MAX_ATTEMPTS } from '@/lib/mail/backoff'
import { RetryMailButton } from './retry-mail-button'

/** The mail outbox: what waits to be sent, what the worker gave up on, and Retry for those. */
export function OutboxPanel({ health, canRetry }: { health: OutboxHealth; canRetry: boolean }) {
  return (
    <Panel title="Mail outbox" className="lg:col-span-2 xl:col-span-3">
      <div className="mb-3 flex flex-wrap gap-6 text-sm">
        <p>
          <span className="block text-2xl font-bold tabular-nums" data-testid="outbox-waiting">
            {health.waiting}
          </span>
          waiting to be sent
        </p>
        <p>
          <span
            className={`block text-2xl font-bold tabular-nums ${health.failed > 0 ? 'text-red-700' : ''}`}
            data-testid="outbox-failed"
          >
            {health.failed}
          </span>
          failed (gave up after {MAX_ATTEMPTS} attempts)
        </p>
      </div>
      {health.failedMails.length === 0 ? (
        <p className="text-sm text-muted-foreground">No failed e-mail.</p>
      ) : (
        <ul className="divide-y text-sm" data-testid="outbox-failed-list">
          {health.failedMails.map((mail) => (
            <li
              key={mail.id}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <p className="font-semibold">{mail.subject}</p>
                <p className="text-muted-foreground">
                  To {mail.to} · queued {formatDateTime(mail.createdAt)} · last tried{' '}
                  {formatDateTime(mail.lastTriedAt)}
                </p>
                <p className="text-red-800">{mail.lastError ?? 'No error recorded.'}</p>
              </div>
              {canRetry ? <RetryMailButton id={mail.id} subject={mail.subject} /> : null}
            </li>
          ))}
        </ul>
      )}
      {health.failed > health.failedMails.length ? (
        <p className="mt-2 text-xs text-muted-foreground">The newest {FAILED_LIST_LIMIT} are listed.</p>
      ) : null}
    </Panel>
  )
}
