import 'server-only'
/**
 * Signed contracts leaving the private storage (issue 35 §5): as an attachment download, never
 * cached anywhere (`private, no-store`), to the homeowner whose token opens the lead, or to staff
 * with leads:read (the download is audited). The PDF is the stored one, byte for byte.
 */
import { and, eq } from 'drizzle-orm'
import { getDb } from '@/db/client'
import { quoteSignatures, quoteVersions, quotes } from '@/db/schema'
import type { AdminUser } from '@/lib/auth/sessions'
import { recordAudit } from '@/lib/audit/record'
import { signedContractFilename } from '@/lib/quotes/portal-mail'
import { quoteReference } from './document'
import { readSignedContract } from './store'

export type PdfFile = { filename: string; bytes: Buffer }

/** The stored PDF of a signature (optionally only if it belongs to `leadId`), or null. */
export async function signedContractFile(signatureId: number, leadId?: number): Promise<PdfFile | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      pdfKey: quoteSignatures.pdfKey,
      quoteId: quotes.id,
      versionNumber: quoteVersions.versionNumber,
    })
    .from(quoteSignatures)
    .innerJoin(quoteVersions, eq(quoteVersions.id, quoteSignatures.quoteVersionId))
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(
      and(
        eq(quoteSignatures.id, signatureId),
        leadId === undefined ? undefined : eq(quotes.estimateRequestId, leadId),
      ),
    )
  if (!row?.pdfKey) return null
  const bytes = await readSignedContract(row.pdfKey)
  if (!bytes) return null
  return { filename: signedContractFilename(quoteReference(row.quoteId, row.versionNumber)), bytes }
}

/** Staff download: the file, with an audit entry naming who took it. */
export async function staffSignedContract(admin: Pick<AdminUser, 'id' | 'username'>, signatureId: number) {
  const file = await signedContractFile(signatureId)
  if (file)
    await recordAudit(await getDb(), {
      actor: admin,
      action: 'download',
      entity: 'contract',
      entityId: signatureId,
    })
  return file
}

/** The answer carrying a PDF: a download, kept by no cache. */
export function pdfResponse(file: PdfFile, disposition: 'attachment' | 'inline' = 'attachment'): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
      'Content-Length': String(file.bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    },
  })
}
