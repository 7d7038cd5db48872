'use server'

import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { runAdminAction } from '@/lib/write/run-action'
import { AdminInputError } from '@/lib/errors'
import { OUTBOX_MESSAGES, retryFailedMail } from '@/lib/mail/failed-mail'

/** 'Retry' on a failed e-mail of the dashboard's outbox panel: back in the queue, audited. */
export async function retryMailAction(id: unknown): Promise<ActionResult<{ id: number }>> {
  return runAdminAction('outbox:retry', async (admin) => {
    const parsed = rowId.safeParse(id)
    if (!parsed.success) throw new AdminInputError(OUTBOX_MESSAGES.notFound, 404)
    const mail = await retryFailedMail(admin, parsed.data)
    return { ok: true, message: OUTBOX_MESSAGES.retried, data: { id: mail.id } }
  })
}
