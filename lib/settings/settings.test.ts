import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { analyticsConfig, auditLog, offices, testimonials } from '@/db/schema'
import { resolveAnalyticsTag } from '@/lib/analytics/tag'
import { getCompanyInfo, getOffices } from '@/lib/offices/queries'
import { createRoleAdmins, signInAs, type TestAdmin } from '@/tests/helpers/admin-content'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { deleteSettingsAction, saveSettingsAction } from '@/lib/settings/actions'
import { ANALYTICS_EVENT_NAMES, CUSTOM_EVENTS_EXAMPLE } from '@/lib/analytics/config-form'
import { SETTINGS_FORMS, toFormValues } from './forms'

vi.mock('next/headers', () => import('@/tests/helpers/admin-content'))

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()
let users: Record<'admin' | 'operations' | 'sales', TestAdmin>

const office = {
  id: 'ocala',
  name: 'Ocala Office',
  city: 'Ocala',
  address: '2105 SW College Rd',
  phone: '(352) 555-0142',
  email: 'ocala@example.test',
  hours: 'Mon-Fri 9AM-4PM',
  lat: '29.1666',
  lng: '-82.1593',
  displayOrder: '0',
  isPrimary: 'on',
  isActive: 'on',
  serviceAreas: 'Ocala\nThe Villages',
}

beforeAll(async () => {
  users = await createRoleAdmins(db())
})

describe('settings actions', () => {
  it('are for admins only: anonymous 401, operations and sales 403', async () => {
    signInAs(null)
    expect(await saveSettingsAction('office', null, office)).toMatchObject({ ok: false, status: 401 })
    for (const role of ['operations', 'sales'] as const) {
      signInAs(users[role].token)
      expect(await saveSettingsAction('office', null, office)).toMatchObject({ ok: false, status: 403 })
    }
    expect(await db().select().from(offices)).toEqual([])
  })

  it('an office unticked as taking online bookings is stored inactive (no consultation slots)', async () => {
    signInAs(users.admin.token)
    const saved = await saveSettingsAction('office', null, {
      ...office,
      id: 'tampa',
      isPrimary: '',
      isActive: '',
    })
    if (!saved.ok) throw new Error(saved.message)
    const [row] = await db().select().from(offices).where(eq(offices.id, 'tampa'))
    expect(row?.isActive).toBe(false)
    await db().delete(offices).where(eq(offices.id, 'tampa'))
  })

  it('an office phone change shows in the public office list at once, audited', async () => {
    signInAs(users.admin.token)
    const created = await saveSettingsAction('office', null, office)
    if (!created.ok) throw new Error(created.message)
    const second = await saveSettingsAction('office', null, {
      ...office,
      id: 'orlando',
      name: 'Orlando Office',
      city: 'Orlando',
      isPrimary: '',
    })
    expect(second.ok).toBe(true)
    expect((await getOffices()).find((o) => o.id === 'ocala')?.phone).toBe('(352) 555-0142')

    const saved = await saveSettingsAction('office', 'ocala', {
      ...office,
      phone: '(352) 555-0199',
      updatedAt: created.data.updatedAt,
    })
    if (!saved.ok) throw new Error(saved.message)
    expect((await getOffices()).find((o) => o.id === 'ocala')).toMatchObject({
      phone: '(352) 555-0199',
      serviceAreas: ['Ocala', 'The Villages'],
      coordinates: { lat: 29.1666, lng: -82.1593 },
    })
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({
      entity: 'office',
      entityId: 'ocala',
      action: 'update',
      actorUsername: users.admin.username,
    })
    expect(audit?.before).toMatchObject({ phone: '(352) 555-0142' })
    expect(audit?.after).toMatchObject({ phone: '(352) 555-0199' })

    const stale = await saveSettingsAction('office', 'ocala', {
      ...office,
      phone: '(352) 555-0000',
      updatedAt: created.data.updatedAt,
    })
    expect(stale).toMatchObject({ ok: false, conflict: true })

    const bad = await saveSettingsAction('office', 'ocala', {
      ...office,
      phone: '12',
      lat: '45',
      email: 'nope',
      updatedAt: saved.data.updatedAt ?? '',
    })
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        phone: 'Please enter a valid phone number',
        lat: 'Latitude must be at most 31.5',
        email: 'Email: please enter a valid email address',
      },
    })
  })

  it('keeps one primary office, and the id an office was created with', async () => {
    signInAs(users.admin.token)
    const [orlando] = await db().select().from(offices).where(eq(offices.id, 'orlando'))
    if (!orlando) throw new Error('orlando missing')
    const values = {
      ...toFormValues('office', orlando),
      id: 'renamed-id',
      isPrimary: 'on',
      updatedAt: orlando.updatedAt.toISOString(),
    }
    const saved = await saveSettingsAction('office', 'orlando', values)
    expect(saved.ok).toBe(true)
    const rows = await db().select().from(offices)
    expect(rows.map((r) => r.id).sort()).toEqual(['ocala', 'orlando'])
    expect(rows.filter((r) => r.isPrimary).map((r) => r.id)).toEqual(['orlando'])
    // Ocala lost the flag in the same change, with its own audit row.
    const [cleared] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'office'), eq(auditLog.entityId, 'ocala')))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(cleared).toMatchObject({
      action: 'update',
      actorUsername: users.admin.username,
      before: { isPrimary: true },
      after: { isPrimary: false },
    })
  })

  it('a new primary office clears the flag on the others in its own transaction, audited', async () => {
    signInAs(users.admin.token)
    const created = await saveSettingsAction('office', null, {
      ...office,
      id: 'tampa',
      name: 'Tampa Office',
      city: 'Tampa',
      isPrimary: 'on',
    })
    if (!created.ok) throw new Error(created.message)
    const rows = await db().select().from(offices)
    expect(rows.filter((r) => r.isPrimary).map((r) => r.id)).toEqual(['tampa'])
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'office'), eq(auditLog.entityId, 'orlando')))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audits[0]).toMatchObject({ before: { isPrimary: true }, after: { isPrimary: false } })
    // Offices that were not primary keep their version (no needless stale edits for colleagues).
    const [ocala] = rows.filter((r) => r.id === 'ocala')
    const ocalaSaved = await saveSettingsAction('office', 'ocala', {
      ...toFormValues('office', ocala ?? {}),
      updatedAt: ocala?.updatedAt.toISOString(),
    })
    expect(ocalaSaved.ok).toBe(true)
    const del = await deleteSettingsAction('office', 'tampa', created.data.updatedAt ?? '')
    expect(del).toMatchObject({ ok: true })
  })

  it('analytics: ids must be GA4 / GTM shaped; custom events are checked as the tag reads them', async () => {
    signInAs(users.admin.token)
    const base = {
      gaTrackingId: ' g-abc1234567 ',
      gtmContainerId: '',
      isEnabled: 'on',
      excludedPaths: '/admin',
      customEvents: CUSTOM_EVENTS_EXAMPLE,
    }
    const saved = await saveSettingsAction('analytics', null, base)
    if (!saved.ok) throw new Error(saved.message)
    const [row] = await db().select().from(analyticsConfig)
    expect(row).toMatchObject({
      gaTrackingId: 'G-ABC1234567',
      customEvents: { phone_call: { value: 75 }, cta_click: { enabled: false } },
    })
    // What was saved is what the site's tag applies.
    expect(
      resolveAnalyticsTag(row ? { ...row, customEvents: row.customEvents ?? null } : null),
    ).toMatchObject({
      kind: 'ga4',
      id: 'G-ABC1234567',
      eventOverrides: { phone_call: { value: 75 }, cta_click: { enabled: false } },
    })
    const refused = async (values: Record<string, string>) => {
      const result = await saveSettingsAction('analytics', 1, {
        ...base,
        ...values,
        updatedAt: saved.data.updatedAt ?? '',
      })
      expect(result.ok).toBe(false)
      return result.ok ? {} : (result.fieldErrors ?? {})
    }
    expect(await refused({ gaTrackingId: 'UA-12345-1' })).toEqual({
      gaTrackingId: 'Measurement id must look like G-XXXXXXXXXX; other ids load nothing',
    })
    expect(await refused({ gtmContainerId: 'GT-1234' })).toEqual({
      gtmContainerId: 'Container id must look like GTM-XXXXXXX; other ids load nothing',
    })
    // The old hint's shape, a number per event, is what the tag ignores: refused on the field.
    expect((await refused({ customEvents: '{"estimate_request": 100}' })).customEvents).toMatch(
      /“estimate_request” must be \{"value"/,
    )
    expect((await refused({ customEvents: '{"estimate_submit": {"value": 100}}' })).customEvents).toMatch(
      /Unknown event “estimate_submit”. Events: contact_submit, estimate_request/,
    )
    expect((await refused({ customEvents: '{"phone_call": {"valeu": 75}}' })).customEvents).toMatch(
      /“phone_call” must be/,
    )
    expect((await refused({ customEvents: '[1]' })).customEvents).toMatch(/must be a JSON object/)
    expect((await refused({ customEvents: '{oops' })).customEvents).toMatch(/must be valid JSON/)
    const hint = SETTINGS_FORMS.analytics.fields.find((f) => f.name === 'customEvents')?.hint
    expect(hint).toContain(CUSTOM_EVENTS_EXAMPLE)
    expect(hint).toContain(ANALYTICS_EVENT_NAMES.join(', '))
  })

  it('saves the single company row and the site reads it', async () => {
    signInAs(users.admin.token)
    const company = {
      name: 'Florida Fiberglass Pools',
      legalName: 'Florida Fiberglass Pools LLC',
      phone: '(352) 555-0100',
      email: 'info@example.test',
      hours: 'Mon-Fri 9AM-4PM',
      logo: '/images/logo.svg',
      madeInUsa: 'Made in the USA',
      disclaimer: 'Dimensions may vary up to 3%.',
      installationNote: 'Installation from 45 days after permit approval and shell delivery.',
      serviceAreas: 'Ocala\nOrlando',
      socialLinks: 'Facebook | https://facebook.com/ffp',
    }
    const first = await saveSettingsAction('company', null, company)
    if (!first.ok) throw new Error(first.message)
    expect(await getCompanyInfo()).toMatchObject({
      legalName: 'Florida Fiberglass Pools LLC',
      socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/ffp' }],
    })
    const second = await saveSettingsAction('company', 1, {
      ...company,
      phone: '(352) 555-0111',
      updatedAt: first.data.updatedAt,
    })
    if (!second.ok) throw new Error(second.message)
    expect((await getCompanyInfo()).phone).toBe('(352) 555-0111')
    const badLinks = await saveSettingsAction('company', 1, {
      ...company,
      socialLinks: 'Facebook',
      updatedAt: second.data.updatedAt,
    })
    expect(badLinks).toMatchObject({
      ok: false,
      fieldErrors: { socialLinks: "Line 1 must be shaped 'Label | https://…'" },
    })
  })

  it('creates, features and deletes a testimonial', async () => {
    signInAs(users.admin.token)
    const created = await saveSettingsAction('testimonial', null, {
      customerName: 'Pat R.',
      rating: '5',
      content: 'Great crew, pool in two weeks.',
      source: 'manual',
      isFeatured: 'on',
      isVerified: 'on',
    })
    if (!created.ok) throw new Error(created.message)
    const [row] = await db()
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, Number(created.data.id)))
    expect(row).toMatchObject({ isFeatured: true, isVerified: true, rating: 5 })
    expect(
      await saveSettingsAction('testimonial', null, {
        customerName: 'X',
        rating: '7',
        content: 'x',
        source: 'manual',
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { rating: 'Rating must be at most 5' },
    })
    expect(
      await deleteSettingsAction('testimonial', created.data.id, created.data.updatedAt ?? ''),
    ).toMatchObject({ ok: true })
    expect(await deleteSettingsAction('company', 1, new Date().toISOString())).toMatchObject({ ok: false })
  })
})
