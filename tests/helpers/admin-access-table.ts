/**
 * Who may call each way into the app: every route handler ('METHOD /path') and every exported
 * server action ('file#name'). lib/admin/permissions-usage.test.ts finds them all on disk and
 * fails for one missing here, then calls each guarded one to prove the code checks what this
 * table says. A new route handler or server action is declared here, on purpose.
 *
 * The calls name real rows (tests/helpers/access-fixtures.ts) with their current versions and,
 * where it is short, a valid change: a call the guard let through would really write.
 */
import { businessDay, toDateTimeLocal } from '@/lib/format'
import type { Permission } from '@/lib/auth/permissions'
import { UPLOAD_KINDS, type UploadKind } from '@/lib/uploads/rules'
import type { AccessFixtures as Fx } from './access-fixtures'

/** What one call of a guarded route handler sends. */
export type HandlerRequest = { query?: string; params?: Record<string, string>; body?: unknown }

/** One guarded call: the permission it needs and what to send (label: which variant). */
export type HandlerCall = { permission: Permission; label?: string; request: (fx: Fx) => HandlerRequest }

export type HandlerAccess = { public: string } | { signedIn: string } | { calls: HandlerCall[] }

/**
 * refusal 'preview': the editors' live previews answer anonymous and forbidden callers alike
 * with PREVIEW_REFUSED instead of the form results.
 */
export type ActionAccess =
  { public: string } | { permission: Permission; args: (fx: Fx) => unknown[]; refusal?: 'preview' }

export const PREVIEW_REFUSED = { ok: false, message: 'Sign in again to see the preview.' }

const guarded = (
  permission: Permission,
  request: (fx: Fx) => HandlerRequest = () => ({}),
): HandlerAccess => ({
  calls: [{ permission, request }],
})

const id = (row: { id: number }) => ({ id: String(row.id) })

/** Who may upload into which folder (the permission of the form that uses the picture). */
const UPLOAD_PERMISSION: Record<UploadKind, Permission> = {
  pools: 'pools:write',
  manufacturers: 'manufacturers:write',
  blog: 'blog:write',
  testimonials: 'settings:manage',
  resources: 'settings:manage',
  company: 'settings:manage',
  media: 'media:write',
}

const PUBLIC_CATALOGUE = { public: 'the public catalogue' }
const PUBLIC_UPLOADS = { public: 'uploaded pictures shown on public pages (read only)' }

export const HANDLER_ACCESS: Record<string, HandlerAccess> = {
  'GET /api/admin/appointments': guarded('appointments:read'),
  'GET /api/admin/appointments/[id]': guarded('appointments:read', (fx) => ({ params: id(fx.appointment) })),
  'PATCH /api/admin/appointments/[id]': guarded('appointments:write', (fx) => ({
    params: id(fx.appointment),
    body: { updatedAt: fx.appointment.version, status: 'cancelled' },
  })),
  'GET /api/admin/contacts': guarded('contacts:read'),
  'GET /api/admin/contacts/[id]': guarded('contacts:read', (fx) => ({ params: id(fx.contact) })),
  'PATCH /api/admin/contacts/[id]': guarded('contacts:write', (fx) => ({
    params: id(fx.contact),
    body: { updatedAt: fx.contact.version, status: 'replied' },
  })),
  'POST /api/admin/contacts/[id]/convert': guarded('leads:write', (fx) => ({
    params: id(fx.contact),
    body: { updatedAt: fx.contact.version },
  })),
  'GET /api/admin/contacts/export': guarded('leads:export'),
  'GET /api/admin/dashboard': guarded('dashboard:read'),
  'GET /api/admin/estimates': guarded('leads:read'),
  'GET /api/admin/estimates/[id]': guarded('leads:read', (fx) => ({ params: id(fx.lead) })),
  'PATCH /api/admin/estimates/[id]': guarded('leads:write', (fx) => ({
    params: id(fx.lead),
    body: { updatedAt: fx.lead.version, status: 'contacted' },
  })),
  'PATCH /api/admin/estimates/[id]/details': guarded('leads:write', (fx) => ({
    params: id(fx.lead),
    body: {
      updatedAt: fx.lead.version,
      firstName: 'Access',
      phone: '(352) 555-0177',
      nearestBranch: 'ocala',
    },
  })),
  'POST /api/admin/estimates/[id]/comments': guarded('leads:write', (fx) => ({
    params: id(fx.lead),
    body: { comment: 'Called back, wants a quote.' },
  })),
  'GET /api/admin/estimates/export': guarded('leads:export'),
  'GET /api/admin/follow-ups': guarded('follow-ups:read', (fx) => ({
    query: `target=estimate&targetId=${fx.lead.id}`,
  })),
  'POST /api/admin/follow-ups': guarded('follow-ups:write', (fx) => ({
    body: {
      target: 'estimate',
      targetId: fx.lead.id,
      due: toDateTimeLocal(new Date(Date.now() + 86_400_000)),
      assigneeId: fx.staff.id,
    },
  })),
  'PATCH /api/admin/follow-ups/[id]': guarded('follow-ups:write', (fx) => ({
    params: id(fx.followUp),
    body: { updatedAt: fx.followUp.version, done: true },
  })),
  'PATCH /api/admin/pipeline/[id]': guarded('leads:write', (fx) => ({
    params: id(fx.lead),
    body: { updatedAt: fx.lead.version, status: 'contacted' },
  })),
  'POST /api/admin/projects/[id]/files': guarded('projects:write', (fx) => ({ params: id(fx.project) })),
  'GET /api/admin/projects/[id]/files/[fileId]': guarded('projects:read', (fx) => ({
    params: { id: String(fx.project.id), fileId: String(fx.project.fileId) },
  })),
  'GET /api/admin/projects/[id]/contract': guarded('projects:read', (fx) => ({ params: id(fx.project) })),
  'POST /api/admin/uploads': {
    calls: UPLOAD_KINDS.map((kind) => ({
      permission: UPLOAD_PERMISSION[kind],
      label: `kind=${kind}`,
      request: () => ({ query: `?kind=${kind}` }),
    })),
  },
  'POST /api/admin/media': guarded('media:write'),
  'GET /api/admin/verify': { signedIn: 'who is signed in: any role, 401 without a session' },
  'POST /api/admin/login': { public: 'signing in (its own origin, JSON and rate-limit checks)' },
  'POST /api/admin/logout': { public: 'ends the session it is sent with, if any' },
  'POST /api/analytics/page-view': { public: 'page-view beacon of the public site' },
  'POST /api/estimates': { public: 'the public lead intake' },
  'GET /api/booking/slots': { public: 'free consultation slots for the appointment form (read only)' },
  'GET /api/form-token': { public: 'a signed form time for the public lead forms' },
  'POST /api/failure-notification': { public: 'the public forms report a failed submission' },
  'GET /api/health': { public: 'health check' },
  'GET /api/admin/contracts/[id]': guarded('leads:read', () => ({ params: { id: '999999' } })),
  'GET /my-pool/[token]/contract': {
    public: 'the homeowner’s signed contract, authorised by their private link',
  },
  'GET /my-pool/[token]/contract/copy': {
    public: 'an unsigned copy of the homeowner’s contract to read, authorised by their private link',
  },
  'GET /my-pool/[token]/files/[fileId]': {
    public: 'a photo or document of the homeowner’s own project, authorised by their private link',
  },
  'GET /api/landing-pages/[slug]': { public: 'a published landing page' },
  'POST /api/landing-pages/[slug]/track-view': { public: 'landing view counter of the public site' },
  'GET /api/manufacturers': PUBLIC_CATALOGUE,
  'GET /api/places/zip/[zip]': { public: 'where a ZIP code is, for the nearest office (read only)' },
  'GET /api/pools': PUBLIC_CATALOGUE,
  'GET /og': { public: 'social pictures of public pages' },
  'GET /uploads/[...path]': PUBLIC_UPLOADS,
  'HEAD /uploads/[...path]': PUBLIC_UPLOADS,
}

const PREVIEW = { refusal: 'preview' } as const

export const ACTION_ACCESS: Record<string, ActionAccess> = {
  'lib/leads/appointments/actions.ts#updateAppointmentAction': {
    permission: 'appointments:write',
    args: (fx) => [fx.appointment.id, { updatedAt: fx.appointment.version, status: 'cancelled' }],
  },
  'lib/leads/appointments/actions.ts#bookSiteVisitAction': {
    permission: 'appointments:write',
    args: (fx) => [
      fx.lead.id,
      {
        updatedAt: fx.lead.version,
        visitDate: businessDay(new Date(Date.now() + 7 * 86_400_000)),
        visitTime: '23:00',
        durationMinutes: '60',
        officeId: 'ocala',
        assigneeId: String(fx.staff.id),
        outsideHours: 'on',
      },
    ],
  },
  'lib/mail/actions.ts#retryMailAction': {
    permission: 'outbox:retry',
    args: (fx) => [fx.failedMail.id],
  },
  'lib/blog/actions.ts#savePostAction': { permission: 'blog:write', args: (fx) => [fx.post.id, {}] },
  'lib/blog/actions.ts#deletePostAction': {
    permission: 'blog:write',
    args: (fx) => [fx.post.id, fx.post.version],
  },
  'lib/blog/actions.ts#previewMarkdownAction': {
    permission: 'blog:write',
    args: () => ['# Hi'],
    ...PREVIEW,
  },
  'lib/leads/contacts/actions.ts#updateContactAction': {
    permission: 'contacts:write',
    args: (fx) => [fx.contact.id, { updatedAt: fx.contact.version, status: 'replied' }],
  },
  'lib/leads/contacts/actions.ts#convertContactAction': {
    permission: 'leads:write',
    args: (fx) => [fx.contact.id, { updatedAt: fx.contact.version }],
  },
  'lib/leads/estimates/actions.ts#updateLeadAction': {
    permission: 'leads:write',
    args: (fx) => [fx.lead.id, { updatedAt: fx.lead.version, status: 'contacted' }],
  },
  'lib/leads/estimates/actions.ts#updateLeadsManyAction': {
    permission: 'leads:write',
    args: (fx) => [{ leads: [{ id: fx.lead.id, updatedAt: fx.lead.version }], status: 'contacted' }],
  },
  'lib/leads/estimates/actions.ts#createLeadAction': {
    permission: 'leads:write',
    args: (fx) => [
      {
        firstName: 'Walk',
        lastName: 'In',
        phone: '(352) 555-0166',
        nearestBranch: 'ocala',
        leadSourceId: String(fx.leadSource.id),
      },
    ],
  },
  'lib/leads/estimates/actions.ts#updateLeadDetailsAction': {
    permission: 'leads:write',
    args: (fx) => [
      fx.lead.id,
      { updatedAt: fx.lead.version, firstName: 'Access', phone: '(352) 555-0177', nearestBranch: 'ocala' },
    ],
  },
  'lib/leads/estimates/actions.ts#addCommentAction': {
    permission: 'leads:write',
    args: (fx) => [fx.lead.id, { comment: 'Called back, wants a quote.' }],
  },
  'lib/follow-ups/actions.ts#addFollowUpAction': {
    permission: 'follow-ups:write',
    args: (fx) => [
      {
        target: 'estimate',
        targetId: fx.lead.id,
        due: toDateTimeLocal(new Date(Date.now() + 86_400_000)),
        assigneeId: fx.staff.id,
        note: 'Call back about the quote.',
      },
    ],
  },
  'lib/follow-ups/actions.ts#editFollowUpAction': {
    permission: 'follow-ups:write',
    args: (fx) => [
      fx.followUp.id,
      {
        updatedAt: fx.followUp.version,
        due: toDateTimeLocal(new Date(Date.now() + 2 * 86_400_000)),
        assigneeId: fx.staff.id,
        note: 'Moved to Thursday.',
      },
    ],
  },
  'lib/follow-ups/actions.ts#setFollowUpDoneAction': {
    permission: 'follow-ups:write',
    args: (fx) => [fx.followUp.id, { updatedAt: fx.followUp.version, done: true }],
  },
  'lib/landing-pages/actions.ts#saveLandingPageAction': {
    permission: 'landing-pages:write',
    args: (fx) => [fx.landingPage.id, {}],
  },
  'lib/landing-pages/actions.ts#deleteLandingPageAction': {
    permission: 'landing-pages:write',
    args: (fx) => [fx.landingPage.id, fx.landingPage.version],
  },
  'lib/landing-pages/actions.ts#previewLandingHtmlAction': {
    permission: 'landing-pages:write',
    args: () => ['<p>Hi</p>'],
    ...PREVIEW,
  },
  'lib/manufacturers/actions.ts#saveManufacturerAction': {
    permission: 'manufacturers:write',
    args: (fx) => [fx.manufacturer.id, {}],
  },
  'lib/manufacturers/actions.ts#setManufacturerEnabledAction': {
    permission: 'manufacturers:write',
    args: (fx) => [fx.manufacturer.id, fx.manufacturer.version, false],
  },
  'lib/manufacturers/actions.ts#deleteManufacturerAction': {
    permission: 'manufacturers:write',
    args: (fx) => [fx.manufacturer.id, fx.manufacturer.version],
  },
  'lib/media/actions.ts#saveMediaWordsAction': { permission: 'media:write', args: () => [1, {}] },
  'lib/media/actions.ts#deleteMediaAction': {
    permission: 'media:write',
    args: () => [999_999, '2020-01-01T00:00:00.000Z'],
  },
  'lib/media/actions.ts#placeMediaAction': { permission: 'media:write', args: () => ['home-hero', {}] },
  'lib/pools/actions.ts#savePoolAction': { permission: 'pools:write', args: (fx) => [fx.pool.id, {}] },
  'lib/pools/actions.ts#setPoolActiveAction': {
    permission: 'pools:write',
    args: (fx) => [fx.pool.id, fx.pool.version, false],
  },
  'lib/pools/actions.ts#duplicatePoolAction': { permission: 'pools:write', args: (fx) => [fx.pool.id] },
  'lib/pools/actions.ts#deletePoolAction': {
    permission: 'pools:write',
    args: (fx) => [fx.pool.id, fx.pool.version],
  },
  'lib/settings/actions.ts#saveSettingsAction': {
    permission: 'settings:manage',
    args: (fx) => ['testimonial', fx.testimonial.id, {}],
  },
  'lib/settings/actions.ts#publishContractTextsAction': { permission: 'settings:manage', args: () => [{}] },
  'lib/homeowner/actions.ts#markQuoteViewedAction': {
    public: 'the homeowner’s page, authorised by its private link',
  },
  'lib/homeowner/actions.ts#signQuoteAction': {
    public: 'signing on the homeowner’s page, authorised by its private link',
  },
  'lib/homeowner/actions.ts#declineQuoteAction': {
    public: 'declining on the homeowner’s page, authorised by its private link',
  },
  'lib/homeowner/actions.ts#requestHomeownerLinkAction': {
    public: 'the public “lost your link?” form (same answer for every address, rate limited)',
  },
  'lib/settings/actions.ts#deleteSettingsAction': {
    permission: 'settings:manage',
    args: (fx) => ['testimonial', fx.testimonial.id, fx.testimonial.version],
  },
  'lib/leads/spam/actions.ts#restoreSpamAction': { permission: 'leads:write', args: (fx) => [fx.spam.id] },
  'lib/leads/spam/actions.ts#deleteSpamAction': { permission: 'leads:write', args: (fx) => [fx.spam.id] },
  'lib/leads/spam/actions.ts#deleteSpamManyAction': {
    permission: 'leads:write',
    args: (fx) => [[fx.spam.id]],
  },
  'lib/users/actions.ts#createUserAction': {
    permission: 'users:manage',
    args: () => [
      { username: 'uninvited', email: 'uninvited@example.test', role: 'admin', isActive: 'on', password: '' },
    ],
  },
  'lib/users/actions.ts#updateUserAction': {
    permission: 'users:manage',
    args: (fx) => [
      fx.staff.id,
      {
        updatedAt: fx.staff.version,
        username: fx.staff.username,
        email: `${fx.staff.username}@example.test`,
        role: 'admin',
        isActive: 'on',
      },
    ],
  },
  'lib/users/actions.ts#setUserActiveAction': {
    permission: 'users:manage',
    args: (fx) => [fx.staff.id, fx.staff.version, false],
  },
  'lib/users/actions.ts#resetPasswordAction': { permission: 'users:manage', args: (fx) => [fx.staff.id] },
  'lib/price-book/actions.ts#savePriceBookItemAction': {
    permission: 'price-book:write',
    args: (fx) => [fx.priceBookItem.id, {}],
  },
  'lib/price-book/actions.ts#setPriceBookItemActiveAction': {
    permission: 'price-book:write',
    args: (fx) => [fx.priceBookItem.id, fx.priceBookItem.version, false],
  },
  'lib/projects/actions.ts#saveStageAction': {
    permission: 'projects:write',
    args: (fx) => [
      fx.project.id,
      'technical_visit',
      {
        updatedAt: fx.project.version,
        plannedOn: '',
        actualOn: '',
        ownerId: '',
        notes: 'Gate code changed.',
        outOfOrderReason: '',
      },
    ],
  },
  'lib/projects/actions.ts#moveProjectAction': {
    permission: 'projects:write',
    args: (fx) => [fx.project.id, { updatedAt: fx.project.version, stage: 'technical_visit' }],
  },
  'lib/projects/actions.ts#setProjectNotificationsAction': {
    permission: 'projects:write',
    args: (fx) => [fx.project.id, { updatedAt: fx.project.version, enabled: '' }],
  },
  'lib/projects/actions.ts#removeProjectFileAction': {
    permission: 'projects:write',
    args: (fx) => [fx.project.fileId],
  },
  'lib/projects/actions.ts#recordPaymentAction': {
    permission: 'payments:write',
    args: (fx) => [
      fx.project.id,
      {
        installmentId: String(fx.project.installmentId),
        method: 'check',
        amount: '10',
        receivedOn: businessDay(new Date()),
      },
    ],
  },
  'lib/leads/lists/actions.ts#saveLeadSourceAction': {
    permission: 'lead-lists:write',
    args: (fx) => [fx.leadSource.id, { updatedAt: fx.leadSource.version, name: 'Radio ad' }],
  },
  'lib/leads/lists/actions.ts#setLeadSourceActiveAction': {
    permission: 'lead-lists:write',
    args: (fx) => [fx.leadSource.id, fx.leadSource.version, false],
  },
  'lib/leads/lists/actions.ts#saveLostReasonAction': {
    permission: 'lead-lists:write',
    args: (fx) => [fx.lostReason.id, { updatedAt: fx.lostReason.version, label: 'Moved away' }],
  },
  'lib/leads/lists/actions.ts#setLostReasonActiveAction': {
    permission: 'lead-lists:write',
    args: (fx) => [fx.lostReason.id, fx.lostReason.version, false],
  },
  'lib/quotes/actions.ts#saveQuoteAction': {
    permission: 'quotes:write',
    args: (fx) => [{ quoteId: fx.quote.id }, {}],
  },
  'lib/quotes/actions.ts#newQuoteVersionAction': {
    permission: 'quotes:write',
    args: (fx) => [fx.quote.id, fx.quote.version],
  },
  'lib/quotes/actions.ts#sendQuoteAction': {
    permission: 'quotes:write',
    args: (fx) => [fx.quote.id, fx.quote.version],
  },
  'lib/quotes/actions.ts#decideDiscountAction': {
    permission: 'quotes:approve',
    args: (fx) => [fx.quote.id, fx.quote.version, 'approve'],
  },
  'lib/leads/actions.ts#estimateFormAction': { public: 'the public estimate form' },
  'lib/leads/actions.ts#submitContactPageAction': { public: 'the public contact page form' },
  'lib/leads/actions.ts#submitHomeContactAction': { public: 'the home page contact form' },
}
