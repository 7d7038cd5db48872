/**
 * Roles and what they may do: the one table of code every admin handler and server action checks
 * (through lib/auth/guard). The UI hides what a role may not do; the server decides.
 *
 * admin      — everything, users and settings included
 * operations — leads, contacts, appointments and all content (catalogue, blog, landing pages,
 *              the media library),
 *              and retrying e-mail the outbox gave up on
 * sales      — leads, contacts and appointments, without exporting them (a CSV of every lead
 *              walks out with a leaving rep: docs/decisions/lead-export-admin-and-operations-only.md),
 *              and reading the price book (to quote from it), building and sending quotes
 * The price book, and the lead sources and lost reasons reps pick from, are managed by admin and
 * operations. Quotes: sales build and send them (on their own and unassigned leads:
 * lib/quotes/access.ts), operations read them, admins do everything and approve the discounts
 * above a rep's limit.
 * follow-ups and My day go with the leads desk; another rep's My day is for admins.
 * Projects (issue 36): operations run them and record payments; sales see their own customers'
 * projects, read-only (projects:read without projects:any-rep); admins see and change everything.
 */
export const ROLES = ['admin', 'operations', 'sales'] as const
export type Role = (typeof ROLES)[number]

export const PERMISSIONS = [
  'dashboard:read',
  'leads:read',
  'leads:write',
  'leads:export',
  'contacts:read',
  'contacts:write',
  'appointments:read',
  'appointments:write',
  /** Follow-ups on any lead, contact or appointment; My day. */
  'follow-ups:read',
  'follow-ups:write',
  /** Looking at another rep's My day. */
  'follow-ups:any-rep',
  'pools:write',
  'manufacturers:write',
  /** Reading the price book (the items quoted with a pool). */
  'price-book:read',
  /** Adding, changing and deactivating price-book items. */
  'price-book:write',
  /** Adding, renaming and deactivating lead sources and lost reasons (reps pick from them with leads:write). */
  'lead-lists:write',
  /** Seeing quotes (the list, a quote and its versions). */
  'quotes:read',
  /** Building, changing and sending quotes. */
  'quotes:write',
  /** Approving or turning down a discount above the rep's limit. */
  'quotes:approve',
  'blog:write',
  'landing-pages:write',
  /** The media library: uploading pictures and choosing them for the public pages. */
  'media:write',
  'users:manage',
  'settings:manage',
  'audit:read',
  /** Putting an e-mail the outbox gave up on back in the queue (dashboard). */
  'outbox:retry',
  /** Reading projects: every project with projects:any-rep, else the reader's own customers'. */
  'projects:read',
  /** Seeing every project, not only one's own customers'. */
  'projects:any-rep',
  /** Running projects: stage dates, owners, notes, photos and documents, notifications. */
  'projects:write',
  /** Recording the payments homeowners make. */
  'payments:write',
] as const
export type Permission = (typeof PERMISSIONS)[number]

const LEAD_DESK: Permission[] = [
  'dashboard:read',
  'leads:read',
  'leads:write',
  'contacts:read',
  'contacts:write',
  'appointments:read',
  'appointments:write',
  'follow-ups:read',
  'follow-ups:write',
]

const CONTENT: Permission[] = [
  'pools:write',
  'manufacturers:write',
  'blog:write',
  'landing-pages:write',
  'media:write',
]

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(PERMISSIONS),
  operations: new Set([
    ...LEAD_DESK,
    'leads:export',
    'outbox:retry',
    ...CONTENT,
    'price-book:read',
    'price-book:write',
    'lead-lists:write',
    'quotes:read',
    'projects:read',
    'projects:any-rep',
    'projects:write',
    'payments:write',
  ]),
  sales: new Set([...LEAD_DESK, 'price-book:read', 'quotes:read', 'quotes:write', 'projects:read']),
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

export function can(role: string, permission: Permission): boolean {
  return isRole(role) && ROLE_PERMISSIONS[role].has(permission)
}
