import 'server-only'
/**
 * Turning a project's e-mails to the homeowner off and on (issue 36 §4: staff can turn them off for
 * a project): receipts here, and the portal's notices, read projects.notifications_enabled. At the
 * project's version, with its history line and audit row.
 */
import { eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { projectEvents, projects } from '@/db/schema'
import { recordAudit } from '@/lib/audit/record'
import type { AdminUser } from '@/lib/auth/session'
import { lockAtVersion } from '@/lib/write/desk-lock'
import { PROJECT_EVENTS } from './history'
import { PROJECT_MESSAGES } from './rules'

export async function setProjectNotifications(
  actor: Pick<AdminUser, 'id' | 'username'>,
  projectId: number,
  values: { updatedAt: string; enabled: boolean },
) {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const before = await lockAtVersion(tx, projects, projectId, values.updatedAt, PROJECT_MESSAGES.notFound)
    if (before.notificationsEnabled === values.enabled) return before
    const now = new Date()
    const [after] = await tx
      .update(projects)
      .set({ notificationsEnabled: values.enabled, updatedAt: now })
      .where(eq(projects.id, projectId))
      .returning()
    if (!after) throw new Error('project not updated')
    await tx.insert(projectEvents).values({
      projectId,
      actor: actor.username,
      action: PROJECT_EVENTS.notifications,
      fromValue: before.notificationsEnabled ? 'on' : 'off',
      toValue: values.enabled ? 'on' : 'off',
      createdAt: now,
    })
    await recordAudit(tx, {
      actor,
      action: 'update',
      entity: 'project',
      entityId: projectId,
      before: { notificationsEnabled: before.notificationsEnabled },
      after: { notificationsEnabled: after.notificationsEnabled },
    })
    return after
  })
}
