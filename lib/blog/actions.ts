'use server'

import { rowId } from '@/lib/write/fields-schema'
import { parseForm, runAdminAction, versionArg } from '@/lib/write/run-action'
import type { ActionResult } from '@/lib/write/result'
import { createPost, deletePost, updatePost } from '@/lib/blog/mutations'
import { blogPostFormSchema } from '@/lib/blog/schema'
import { requirePermission } from '@/lib/auth/guard'
import { renderMarkdown } from '@/lib/blog/markdown'

type Saved = ActionResult<{ id: number; updatedAt: string; slug: string; status: string }>

const STATUS_MESSAGES: Record<string, string> = {
  draft: 'saved as a draft',
  scheduled: 'scheduled',
  published: 'published',
  archived: 'archived',
}

export async function savePostAction(id: number | null, raw: unknown): Promise<Saved> {
  return runAdminAction('blog:write', async (admin) => {
    const parsed = parseForm(blogPostFormSchema, raw)
    if (!parsed.ok) return parsed.result
    const row =
      id === null
        ? await createPost(admin, parsed.data)
        : await updatePost(admin, rowId.parse(id), parsed.data)
    return {
      ok: true,
      message: `Post “${row.title}” ${STATUS_MESSAGES[row.status] ?? 'saved'}.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString(), slug: row.slug, status: row.status },
    }
  })
}

export async function deletePostAction(id: number, version: string): Promise<Saved> {
  return runAdminAction('blog:write', async (admin) => {
    const row = await deletePost(admin, rowId.parse(id), versionArg(version))
    return {
      ok: true,
      message: `Post “${row.title}” deleted.`,
      data: { id: row.id, updatedAt: row.updatedAt.toISOString(), slug: row.slug, status: row.status },
    }
  })
}

const MAX_PREVIEW = 100_000

/** The live preview of the editor: the same renderer the public post page uses. */
export async function previewMarkdownAction(
  markdown: unknown,
): Promise<{ ok: true; html: string } | { ok: false; message: string }> {
  try {
    await requirePermission('blog:write')
  } catch {
    return { ok: false, message: 'Sign in again to see the preview.' }
  }
  const text = typeof markdown === 'string' ? markdown.slice(0, MAX_PREVIEW) : ''
  return { ok: true, html: renderMarkdown(text) }
}
