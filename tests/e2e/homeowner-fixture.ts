/**
 * `tsx --conditions=react-server tests/e2e/homeowner-fixture.ts` with PGLITE_DIR (a new folder) or
 * DATABASE_URL, and PRIVATE_UPLOADS_DIR: migrates, loads the demo data and makes one homeowner per
 * state of their page with the product's functions, then prints their links as JSON on the last
 * line. The homeowner page's end-to-end spec, its screenshots and `npm run bench:portal` start a
 * server on the database it made (PGlite allows one process at a time: this one ends first).
 */
import { eq } from 'drizzle-orm'
import { getDatabaseHandle } from '@/db/client'
import { runMigrations } from '@/db/migrate'
import { googleBusinessLocations, quoteVersions } from '@/db/schema'
import { seedDemoData } from '@/lib/demo-data'
import { contractDocumentFor, loadContractSource } from '@/lib/contracts/source'
import { documentSha256 } from '@/lib/contracts/document'
import { declineQuote } from '@/lib/quotes/decline'
import { signQuote } from '@/lib/quotes/signing'
import { sampleSignatureImage } from '@/tests/helpers/contract-fixture'
import { createSentQuote, daysFromToday } from '@/tests/helpers/quote-fixture'
import { PORTAL_PLACE_ID, PORTAL_SIGNED_DAYS_AGO } from './portal-facts'

export type HomeownerFixture = Record<
  'open' | 'single' | 'signed' | 'declined' | 'expired' | 'superseded' | 'project',
  { token: string; leadId: number; email: string | null }
>

async function main() {
  const handle = await getDatabaseHandle()
  try {
    const fixture = await handle.withExclusiveLock(async (db) => {
      await runMigrations(handle.driver, db)
      await seedDemoData(db)
      const stamp = Date.now().toString(36)
      const make = async (name: string, options: Parameters<typeof createSentQuote>[1] = {}) => {
        const email = `${name}-${stamp}@example.test`
        const quote = await createSentQuote(db, {
          firstName: 'Maria',
          lastName: `Delgado ${name}`,
          email,
          ...options,
        })
        return { quote, entry: { token: quote.token, leadId: quote.leadId, email } }
      }
      const open = await make('open', { alternatives: 3 })
      const single = await make('single', { alternatives: 1 })
      const signed = await make('signed', { alternatives: 2 })
      const source = await loadContractSource(db, signed.quote.versionId)
      const document = contractDocumentFor(source!, signed.quote.alternativeIds[1]!)!
      await signQuote({
        leadId: signed.quote.leadId,
        versionId: signed.quote.versionId,
        input: {
          alternativeId: String(signed.quote.alternativeIds[1]),
          signerName: 'Maria Delgado Signed',
          signatureImage: await sampleSignatureImage(),
          consent: 'on',
          documentSha256: documentSha256(document),
        },
        clientIp: '203.0.113.24',
        userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36',
        token: signed.quote.token,
      })
      // A contract signed a month ago, whose build the portal's journey follows (portal.mobile.spec),
      // in an office whose Google listing has a real-looking place id (the review request's link).
      const project = await make('project', { alternatives: 1 })
      const projectSource = await loadContractSource(db, project.quote.versionId)
      const projectDocument = contractDocumentFor(projectSource!, project.quote.alternativeIds[0]!)!
      await signQuote({
        leadId: project.quote.leadId,
        versionId: project.quote.versionId,
        input: {
          alternativeId: String(project.quote.alternativeIds[0]),
          signerName: 'Maria Delgado Project',
          signatureImage: await sampleSignatureImage(),
          consent: 'on',
          documentSha256: documentSha256(projectDocument),
        },
        clientIp: '203.0.113.25',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) Mobile/15E148 Safari/604.1',
        token: project.quote.token,
        now: new Date(Date.now() - PORTAL_SIGNED_DAYS_AGO * 86_400_000),
      })
      await db
        .update(googleBusinessLocations)
        .set({ placeId: PORTAL_PLACE_ID })
        .where(eq(googleBusinessLocations.placeId, 'demo-place-orlando'))
      const declined = await make('declined')
      await declineQuote({
        leadId: declined.quote.leadId,
        versionId: declined.quote.versionId,
        input: { reason: 'We went with a smaller pool from another company.' },
      })
      const expired = await make('expired')
      await db
        .update(quoteVersions)
        .set({ validUntil: daysFromToday(-3) })
        .where(eq(quoteVersions.id, expired.quote.versionId))
      const superseded = await make('superseded')
      await db
        .update(quoteVersions)
        .set({ status: 'superseded', supersededAt: new Date() })
        .where(eq(quoteVersions.id, superseded.quote.versionId))
      const result: HomeownerFixture = {
        open: open.entry,
        single: single.entry,
        signed: signed.entry,
        declined: declined.entry,
        expired: expired.entry,
        superseded: superseded.entry,
        project: project.entry,
      }
      return result
    })
    console.log(JSON.stringify(fixture))
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
