'use server'

import { rowId } from '@/lib/write/fields-schema'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import type { ActionResult } from '@/lib/write/result'
import { createLandingPage, deleteLandingPage, updateLandingPage } from '@/lib/landing-pages/mutations'
import { landingPageFormSchema } from '@/lib/landing-pages/schema'
import { requirePermission } from '@/lib/auth/guard'
import { sanitizeHtml } from '@/lib/sanitize/html'

type Saved = ActionResult<{ id: number; updatedAt: string; slug: string }>

export async function saveLandingPageAction(id: number | null, raw: unknown): Promise<Saved> {
  return runAdminAction('landing-pages:write', async (admin) => {
    const parsed = parseForm(landingPageFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const row =
      id === null
        ? await createLandingPage(admin, parsed.data)
        : await updateLandingPage(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: `Landing page “${row.title}” ${id === null ? 'created' : 'saved'}${row.status === 'published' ? ` and live at /${row.slug}` : ' as a draft'}.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString(), slug: row.slug },
    }
  })
}

export async function deleteLandingPageAction(id: number, version: string): Promise<Saved> {
  return runAdminAction('landing-pages:write', async (admin) => {
    const row = await deleteLandingPage(admin, rowId.parse(id), versionArg(version))
    return {
      ok: true,
      message: `Landing page “${row.title}” deleted.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString(), slug: row.slug },
    }
  })
}

/** The sanitised preview of HTML content: exactly what the public page will render. */
export async function previewLandingHtmlAction(
  html: unknown,
): Promise<{ ok: true; html: string } | { ok: false; message: string }> {
  try {
    await requirePermission('landing-pages:write')
  } catch {
    return { ok: false, message: 'Sign in again to see the preview.' }
  }
  return { ok: true, html: sanitizeHtml(typeof html === 'string' ? html.slice(0, 200_000) : '') }
}
