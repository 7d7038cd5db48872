'use server'
/**
 * The projects' server actions (issue 36), each checking its permission first: operations and
 * admins run projects ('projects:write': stages, notifications, files) and record payments
 * ('payments:write'); sales only read (no action here is theirs).
 */
import { rowId } from '@/lib/write/fields-schema'
import type { ActionResult } from '@/lib/write/result'
import { parseForm, runAdminAction } from '@/lib/write/run-action'
import { formatCents } from '@/lib/money/cents'
import { removeProjectFile } from './files'
import { setProjectNotifications } from './notifications'
import { recordPayment } from './payments'
import {
  PAYMENT_METHOD_LABELS,
  PROJECT_MESSAGES,
  formatDay,
  isProjectStageKey,
  projectStageLabel,
} from './rules'
import { moveFormSchema, notificationsFormSchema, paymentFormSchema, stageFormSchema } from './schema'
import { moveProject, saveStage } from './stages'
import { AdminInputError } from '@/lib/errors'

type Saved = ActionResult<{ id: number; updatedAt: string }>

export async function saveStageAction(projectId: number, stage: string, raw: unknown): Promise<Saved> {
  return runAdminAction('projects:write', async (admin) => {
    if (!isProjectStageKey(stage)) throw new AdminInputError(PROJECT_MESSAGES.unknownStage, 400, 'stage')
    const parsed = parseForm(stageFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const saved = await saveStage(admin, rowId.parse(projectId), stage, parsed.data)
    const label = projectStageLabel(stage)
    return {
      ok: true,
      message: !saved.changed
        ? `Nothing to save: ${label} is as it was.`
        : saved.stage.actualOn
          ? `${label} saved: reached on ${formatDay(saved.stage.actualOn)}.`
          : `${label} saved.`,
      data: { id: saved.project.id, updatedAt: saved.project.updatedAt.toISOString() },
    }
  })
}

export async function moveProjectAction(projectId: number, raw: unknown): Promise<Saved> {
  return runAdminAction('projects:write', async (admin) => {
    const parsed = parseForm(moveFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const saved = await moveProject(admin, rowId.parse(projectId), parsed.data)
    return {
      ok: true,
      message: `${saved.project.customerName}: ${projectStageLabel(parsed.data.stage)} reached today.`,
      data: { id: saved.project.id, updatedAt: saved.project.updatedAt.toISOString() },
    }
  })
}

export async function setProjectNotificationsAction(projectId: number, raw: unknown): Promise<Saved> {
  return runAdminAction('projects:write', async (admin) => {
    const parsed = parseForm(notificationsFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const project = await setProjectNotifications(admin, rowId.parse(projectId), parsed.data)
    return {
      ok: true,
      message: project.notificationsEnabled
        ? 'E-mails to the homeowner are on for this project.'
        : 'E-mails to the homeowner are off for this project: no receipts or notices are sent.',
      data: { id: project.id, updatedAt: project.updatedAt.toISOString() },
    }
  })
}

export async function removeProjectFileAction(fileId: number): Promise<ActionResult<{ id: number }>> {
  return runAdminAction('projects:write', async (admin) => {
    const removed = await removeProjectFile(admin, rowId.parse(fileId))
    return {
      ok: true,
      message: `${removed.kind === 'photo' ? 'Photo' : 'Document'} removed from ${projectStageLabel(removed.stageKey)}.`,
      data: { id: removed.id },
    }
  })
}

export async function recordPaymentAction(
  projectId: number,
  raw: unknown,
): Promise<ActionResult<{ id: number; balanceCents: number; updatedAt: null }>> {
  return runAdminAction('payments:write', async (admin) => {
    const parsed = parseForm(paymentFormSchema(), raw)
    if (!parsed.ok) return parsed.result
    const recorded = await recordPayment(admin, rowId.parse(projectId), parsed.data)
    const { payment } = recorded
    const what = `${formatCents(payment.amountCents)} by ${PAYMENT_METHOD_LABELS[parsed.data.method].toLowerCase()}`
    return {
      ok: true,
      message: recorded.duplicate
        ? `This payment was already recorded (${what}).`
        : `Payment of ${what} recorded. Balance on the contract: ${formatCents(recorded.contractBalanceCents)}.${recorded.receiptQueued ? ' A receipt is on its way to the homeowner.' : ''}`,
      // A payment leaves the project's version alone: the stage forms open beside it stay current.
      data: { id: payment.id, balanceCents: recorded.contractBalanceCents, updatedAt: null },
    }
  })
}
