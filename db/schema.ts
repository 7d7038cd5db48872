/**
 * The database schema: every stored table of spec 01 §3, plus the tables the product needs
 * around them (offices and company info staff can edit, the lead intake's idempotency keys,
 * spam, mail outbox and history, the admin audit trail, login events, rate limits, page views).
 * Column lengths follow spec 01 §3: name 255, place id 255, city 100, address 500, phone 20,
 * role 20, resource type 20, status 20, landing slug 255.
 */
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)

export const pools = pgTable(
  'pools',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    model: varchar('model', { length: 255 }),
    brand: varchar('brand', { length: 255 }),
    manufacturer: varchar('manufacturer', { length: 255 }),
    series: varchar('series', { length: 255 }),
    /** Free-text size as the maker states it, e.g. '16x32'. */
    size: varchar('size', { length: 100 }),
    /** One of POOL_SIZE_CATEGORIES: Plunge, Small, Medium, Large, X-Large. */
    sizeCategory: varchar('size_category', { length: 20 }),
    dimensions: varchar('dimensions', { length: 100 }),
    lengthFt: numeric('length_ft', { precision: 5, scale: 1, mode: 'number' }),
    widthFt: numeric('width_ft', { precision: 5, scale: 1, mode: 'number' }),
    depth: varchar('depth', { length: 100 }),
    volume: varchar('volume', { length: 100 }),
    shape: varchar('shape', { length: 100 }),
    builtInSpa: varchar('built_in_spa', { length: 10 }).notNull().default('No'),
    features: textList('features'),
    material: varchar('material', { length: 100 }).notNull().default('Fiberglass'),
    warranty: varchar('warranty', { length: 255 }).notNull().default('Lifetime structural and surface'),
    finishOptions: textList('finish_options'),
    productUrl: varchar('product_url', { length: 500 }),
    imageUrl: varchar('image_url', { length: 500 }),
    imageUrl1: varchar('image_url_1', { length: 500 }),
    imageUrl2: varchar('image_url_2', { length: 500 }),
    imageUrl3: varchar('image_url_3', { length: 500 }),
    imageUrl4: varchar('image_url_4', { length: 500 }),
    imageUrl5: varchar('image_url_5', { length: 500 }),
    image1Url: varchar('image_1_url', { length: 500 }),
    image2Url: varchar('image_2_url', { length: 500 }),
    image3Url: varchar('image_3_url', { length: 500 }),
    image4Url: varchar('image_4_url', { length: 500 }),
    image5Url: varchar('image_5_url', { length: 500 }),
    image6Url: varchar('image_6_url', { length: 500 }),
    image7Url: varchar('image_7_url', { length: 500 }),
    image8Url: varchar('image_8_url', { length: 500 }),
    image9Url: varchar('image_9_url', { length: 500 }),
    image10Url: varchar('image_10_url', { length: 500 }),
    /** Alt text per image, in the order the images are shown. */
    imageAlts: textList('image_alts'),
    description: text('description'),
    /** Price in whole US dollars; null when not published. */
    price: integer('price'),
    installationTime: varchar('installation_time', { length: 100 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pools_active_idx').on(t.isActive), index('pools_manufacturer_idx').on(t.manufacturer)],
)

export const poolColors = pgTable('pool_colors', {
  id: serial('id').primaryKey(),
  manufacturer: varchar('manufacturer', { length: 255 }),
  colorName: varchar('color_name', { length: 255 }).notNull(),
  colorSeries: varchar('color_series', { length: 255 }),
  colorType: varchar('color_type', { length: 100 }),
  colorHex: varchar('color_hex', { length: 20 }),
  gradientFrom: varchar('gradient_from', { length: 20 }),
  gradientTo: varchar('gradient_to', { length: 20 }),
  description: text('description'),
  displayOrder: integer('display_order').notNull().default(0),
  updatedAt: updatedAt(),
})

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  customerName: varchar('customer_name', { length: 255 }).notNull(),
  location: varchar('location', { length: 255 }),
  city: varchar('city', { length: 100 }),
  state: varchar('state', { length: 50 }),
  rating: integer('rating').notNull().default(5),
  content: text('content').notNull(),
  poolType: varchar('pool_type', { length: 255 }),
  poolSize: varchar('pool_size', { length: 100 }),
  installationYear: integer('installation_year'),
  projectValue: varchar('project_value', { length: 100 }),
  beforeImage: varchar('before_image', { length: 500 }),
  afterImage: varchar('after_image', { length: 500 }),
  isVerified: boolean('is_verified').notNull().default(false),
  isFeatured: boolean('is_featured').notNull().default(false),
  googleReviewId: varchar('google_review_id', { length: 255 }),
  googlePlaceId: varchar('google_place_id', { length: 255 }),
  source: varchar('source', { length: 50 }).notNull().default('manual'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** UTM parameters, referrer and first landing page of the visit that produced a lead. */
export type VisitAttribution = {
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  utmTerm?: string
  utmContent?: string
  referrer?: string
  landingPage?: string
}

/** The branch a lead was routed to, as shown to the visitor when they sent it. */
export type BranchDetails = {
  id: string
  name: string
  city: string
  phone: string
  email: string
  address?: string
  distanceMiles?: number | null
}

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    message: text('message').notNull(),
    source: varchar('source', { length: 50 }).notNull().default('contact_form'),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    nearestBranch: varchar('nearest_branch', { length: 100 }),
    branchDetails: jsonb('branch_details').$type<BranchDetails>(),
    sourcePage: varchar('source_page', { length: 255 }),
    attribution: jsonb('attribution').$type<VisitAttribution>(),
    notes: text('notes'),
    /** The rep working the message as a sales enquiry (a username, as on estimate requests). */
    salesRep: varchar('sales_rep', { length: 50 }),
    /** The lead this message was converted into (one lead per message; the lead links back). */
    estimateRequestId: integer('estimate_request_id').references(() => estimateRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
  },
  (t) => [
    index('contacts_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('contacts_estimate_request_idx').on(t.estimateRequestId),
    index('contacts_rep_created_idx').on(t.salesRep, t.createdAt),
    index('contacts_created_idx').on(t.createdAt),
    index('contacts_branch_idx').on(t.nearestBranch),
    index('contacts_source_page_idx').on(t.sourcePage),
  ],
)

/**
 * The text the admin leads desk searches (name, e-mail, phone digits, address), as one tsvector
 * expression with a GIN index, so a search stays fast at a million leads. Queries must use this
 * exact text.
 */
export const ESTIMATE_SEARCH_VECTOR_SQL =
  "to_tsvector('simple'::regconfig, coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') || ' ' || coalesce(address, ''))"

/**
 * A lead's phone as its last ten digits, reversed (all of them for a shorter number): the same
 * key for '+1 (352) 555-0142' and '352.555.0142'. A btree over it (text_pattern_ops) answers "the
 * number ends in 7781" as a prefix (LIKE '1877%'), which the full-text index cannot, and "the same
 * number" as an equality for the duplicate rule. Queries must use this exact text.
 */
export const ESTIMATE_PHONE_KEY_SQL =
  "left(reverse(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')), 10)"

/**
 * The leads desk's equality filters (status, type, branch, source page, sales rep) as one array of
 * tagged values with a GIN index. Any two or more filters together are answered by intersecting the
 * index's lists, where the per-column indexes would walk every lead matching the most selective
 * one (a year of leads for all filters at once). A missing branch or rep is the bare tag ('b:').
 * Queries must use this exact text (in parentheses: an index expression needs them).
 */
export const ESTIMATE_FACETS_SQL =
  "(array['s:' || status, 't:' || request_type, 'b:' || coalesce(nearest_branch, ''), 'p:' || coalesce(source_page, ''), 'r:' || coalesce(sales_rep, '')])"

/**
 * The sort keys of the leads desk besides created_at, as index expressions (each with id as the
 * tie-break, for keyset pages). Queries must use these exact texts so the planner matches them.
 * The last status change is the creation for a lead never moved, and never before it (greatest
 * ignores a null), so a "received from" date is also a lower bound of the key.
 */
export const ESTIMATE_STATUS_CHANGED_SQL = 'greatest(created_at, status_updated_at)'
export const ESTIMATE_NAME_SORT_SQL = "lower(first_name || ' ' || last_name)"

export const estimateRequests = pgTable(
  'estimate_requests',
  {
    id: serial('id').primaryKey(),
    firstName: varchar('first_name', { length: 255 }).notNull(),
    lastName: varchar('last_name', { length: 255 }).notNull().default(''),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 20 }),
    address: varchar('address', { length: 500 }),
    poolType: varchar('pool_type', { length: 255 }),
    budgetRange: varchar('budget_range', { length: 50 }),
    timeframe: varchar('timeframe', { length: 50 }),
    message: text('message'),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    nearestBranch: varchar('nearest_branch', { length: 100 }),
    branchDetails: jsonb('branch_details').$type<BranchDetails>(),
    requestType: varchar('request_type', { length: 20 }).notNull().default('estimate'),
    sourcePage: varchar('source_page', { length: 255 }),
    salesRep: varchar('sales_rep', { length: 50 }),
    /** The 'Other' text of a lost lead, or the free text stored before lost reasons were a list. */
    lostReason: varchar('lost_reason', { length: 500 }),
    /** The reason picked from the staff-managed list (lost_reasons) when the lead was lost. */
    lostReasonId: integer('lost_reason_id').references(() => lostReasons.id, { onDelete: 'set null' }),
    /** Where a lead entered by staff came from (phone, walk-in, referral, …); null for web leads. */
    leadSourceId: integer('lead_source_id').references(() => leadSources.id, { onDelete: 'set null' }),
    /** The deal's value in cents: set by hand, or the total of the accepted quote. */
    dealValueCents: integer('deal_value_cents'),
    attribution: jsonb('attribution').$type<VisitAttribution>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
  },
  (t) => [
    check('estimates_deal_value_check', sql`${t.dealValueCents} is null or ${t.dealValueCents} >= 0`),
    index('estimates_status_created_idx').on(t.status, t.createdAt),
    index('estimates_created_idx').on(t.createdAt),
    index('estimates_branch_created_idx').on(t.nearestBranch, t.createdAt),
    index('estimates_source_created_idx').on(t.sourcePage, t.createdAt),
    index('estimates_type_created_idx').on(t.requestType, t.createdAt),
    index('estimates_rep_created_idx').on(t.salesRep, t.createdAt),
    index('estimates_phone_idx').on(t.phone),
    index('estimates_email_idx').on(t.email),
    index('estimates_search_idx').using('gin', sql.raw(ESTIMATE_SEARCH_VECTOR_SQL)),
    index('estimates_phone_key_idx').on(sql.raw(`(${ESTIMATE_PHONE_KEY_SQL}) text_pattern_ops`)),
    index('estimates_facets_idx').using('gin', sql.raw(ESTIMATE_FACETS_SQL)),
    index('estimates_status_changed_idx').on(sql.raw(ESTIMATE_STATUS_CHANGED_SQL), t.id),
    index('estimates_name_idx').on(sql.raw(ESTIMATE_NAME_SORT_SQL), t.id),
  ],
)

export const estimateComments = pgTable(
  'estimate_comments',
  {
    id: serial('id').primaryKey(),
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimateRequests.id, { onDelete: 'cascade' }),
    comment: text('comment').notNull(),
    author: varchar('author', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('estimate_comments_estimate_idx').on(t.estimateId, t.createdAt)],
)

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    customerName: varchar('customer_name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 20 }),
    address: varchar('address', { length: 500 }),
    message: text('message'),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    /** The estimate request the appointment variant of the form stored alongside. */
    estimateRequestId: integer('estimate_request_id').references(() => estimateRequests.id, {
      onDelete: 'set null',
    }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    /** The office the consultation belongs to (offices.id); its slots are booked per office. */
    officeId: varchar('office_id', { length: 50 }),
    assigneeId: integer('assignee_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** iCalendar SEQUENCE of the last invite sent: each update or cancellation raises it. */
    inviteSequence: integer('invite_sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }),
  },
  (t) => [
    index('appointments_status_created_idx').on(t.status, t.createdAt),
    index('appointments_scheduled_idx').on(t.scheduledAt),
    index('appointments_assignee_scheduled_idx').on(t.assigneeId, t.scheduledAt),
    // One live consultation per office and start time: two visitors taking the same slot at once
    // cannot both get it (the second insert fails on this index).
    uniqueIndex('appointments_office_slot_idx')
      .on(t.officeId, t.scheduledAt)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.scheduledAt} is not null`),
  ],
)

/** Every change to a lead (status, rep, comment, spam flag), shown as its history. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: serial('id').primaryKey(),
    /** 'estimate' | 'contact' | 'appointment' */
    leadType: varchar('lead_type', { length: 20 }).notNull(),
    leadId: integer('lead_id').notNull(),
    actor: varchar('actor', { length: 50 }).notNull(),
    action: varchar('action', { length: 50 }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadType, t.leadId, t.createdAt)],
)

/**
 * Follow-ups: a call-back or task on an estimate lead, contact message or appointment, due at an
 * instant (entered as Eastern wall time), for one staff user. Done or not (doneAt). requestKey is
 * the add form's one-time key: a double click or a retried request stores one follow-up.
 * remindedAt is claimed by the reminder job in the same statement that queues its e-mail, so two
 * instances never remind twice.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: serial('id').primaryKey(),
    /** 'estimate' | 'contact' | 'appointment', as lead_events.lead_type */
    leadType: varchar('lead_type', { length: 20 }).notNull(),
    leadId: integer('lead_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    assigneeId: integer('assignee_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: varchar('done_by', { length: 50 }),
    createdBy: varchar('created_by', { length: 50 }).notNull(),
    requestKey: varchar('request_key', { length: 100 }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('follow_ups_lead_idx').on(t.leadType, t.leadId, t.dueAt),
    index('follow_ups_open_assignee_idx')
      .on(t.assigneeId, t.dueAt)
      .where(sql`${t.doneAt} is null`),
    index('follow_ups_reminder_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null and ${t.remindedAt} is null`),
    uniqueIndex('follow_ups_request_key_idx').on(t.requestKey),
  ],
)

/**
 * Submissions the spam defences caught: kept apart for staff to review (/admin/spam), never
 * dropped. 'Not spam' stores the submission as a real lead and records which (restoredAs,
 * restoredId) with who and when (reviewedBy, reviewedAt); 'Delete' removes the row.
 */
export const leadSpam = pgTable(
  'lead_spam',
  {
    id: serial('id').primaryKey(),
    requestType: varchar('request_type', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 100 }).notNull(),
    payload: jsonb('payload').notNull(),
    ipHash: varchar('ip_hash', { length: 64 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: varchar('reviewed_by', { length: 50 }),
    /** 'estimate' (estimate_requests, appointments included) or 'contact' (contacts). */
    restoredAs: varchar('restored_as', { length: 20 }),
    restoredId: integer('restored_id'),
    /**
     * An appointment request's consultation slot, checked as for a lead and answered as booked,
     * but not taken: 'Not spam' books it if it is still free (lib/leads/spam/mutations).
     */
    slotOfficeId: varchar('slot_office_id', { length: 50 }),
    slotAt: timestamp('slot_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_spam_created_idx').on(t.createdAt),
    index('lead_spam_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.reviewedAt} is null`),
    index('lead_spam_reviewed_idx')
      .on(t.reviewedAt, t.id)
      .where(sql`${t.reviewedAt} is not null`),
  ],
)

/** One row per form instance key: a retry or double click gets the first answer back. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: varchar('key', { length: 100 }).primaryKey(),
  requestType: varchar('request_type', { length: 20 }).notNull(),
  leadId: integer('lead_id').notNull(),
  /** Hash of the payload first sent with the key: the same key with another payload is refused (422). */
  payloadHash: varchar('payload_hash', { length: 64 }),
  createdAt: createdAt(),
})

export const failureNotifications = pgTable('failure_notifications', {
  id: serial('id').primaryKey(),
  errorType: varchar('error_type', { length: 50 }).notNull(),
  errorMessage: text('error_message').notNull(),
  source: varchar('source', { length: 100 }).notNull(),
  submissionData: jsonb('submission_data'),
  createdAt: createdAt(),
})

/** A file attached to an outbox mail: its name and type as the recipient sees them, and its private-storage key. */
export type MailAttachmentRef = { filename: string; contentType: string; privateKey: string }

/** Durable e-mail outbox, worked in the background with retries and backoff. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 500 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    kind: varchar('kind', { length: 50 }).notNull(),
    refId: integer('ref_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** An iCalendar invite sent with the mail (nodemailer icalEvent): method and .ics text. */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
    /**
     * Files attached to the mail, by their key in the private storage (a signed contract's PDF):
     * the worker reads them when it sends, so the bytes are never copied into the database.
     */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.sentAt, t.nextAttemptAt),
    // One homeowner confirmation per lead, one reminder per follow-up and one morning digest per
    // rep and day ('digest:YYYY-MM-DD', ref_id the user), whatever retries or instances do.
    uniqueIndex('mail_outbox_once_idx')
      .on(t.kind, t.refId)
      .where(
        sql`${t.kind} like 'confirmation:%' or ${t.kind} = 'follow-up:reminder' or ${t.kind} like 'digest:%'`,
      ),
  ],
)

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull().unique(),
    excerpt: text('excerpt'),
    content: text('content').notNull().default(''),
    coverImage: varchar('cover_image', { length: 500 }),
    category: varchar('category', { length: 255 }),
    tags: textList('tags'),
    author: varchar('author', { length: 255 }),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_status_published_idx').on(t.status, t.publishedAt)],
)

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull().unique(),
  slug: varchar('slug', { length: 255 }).notNull().unique(),
  description: text('description'),
})

export const financingOptions = pgTable('financing_options', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  description: text('description'),
  lender: varchar('lender', { length: 255 }),
  loanTermMonths: integer('loan_term_months'),
  interestRate: numeric('interest_rate', { precision: 5, scale: 2, mode: 'number' }),
  apr: numeric('apr', { precision: 5, scale: 2, mode: 'number' }),
  creditScoreRequired: integer('credit_score_required'),
  url: varchar('url', { length: 500 }),
  isActive: boolean('is_active').notNull().default(true),
  lastRateUpdate: timestamp('last_rate_update', { withTimezone: true }),
  updatedAt: updatedAt(),
})

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  /** Lines shaped 'title – text'. */
  description: text('description'),
  /** Image URL, data URI or emoji. */
  logo: text('logo'),
  iconLogo: text('icon_logo'),
  enabled: boolean('enabled').notNull().default(true),
  website: varchar('website', { length: 500 }),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const googleBusinessLocations = pgTable('google_business_locations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  placeId: varchar('place_id', { length: 255 }).notNull().unique(),
  city: varchar('city', { length: 100 }),
  address: varchar('address', { length: 500 }),
  phone: varchar('phone', { length: 20 }),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
})

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull().unique(),
    email: varchar('email', { length: 255 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).notNull().default('operations'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A username is taken whatever its letters' case (lib/users/mutations checks it first, with
  // a message; this closes the gap between two creations at the same moment).
  (t) => [uniqueIndex('admin_users_username_lower_idx').on(sql`lower(${t.username})`)],
)

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    token: varchar('token', { length: 128 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
)

/**
 * One-time sign-in codes (lib/auth/login-codes): e-mailed to a staff member who signs in with the
 * right password from an unknown address while a limit shared with strangers is reached. Short
 * lived and single use; only hashes are stored.
 */
export const adminLoginCodes = pgTable(
  'admin_login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the challenge the browser keeps between the password and the code. */
    challengeHash: varchar('challenge_hash', { length: 64 }).notNull().unique(),
    /** HMAC of the code, keyed by the server secret and bound to the challenge. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ipHash: varchar('ip_hash', { length: 64 }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_login_codes_user_idx').on(t.userId),
    index('admin_login_codes_expires_idx').on(t.expiresAt),
  ],
)

export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    ipHash: varchar('ip_hash', { length: 64 }),
    success: boolean('success').notNull(),
    reason: varchar('reason', { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_events_created_idx').on(t.createdAt),
    // The staff login asks whether an address has signed in as a user before (lib/auth/login).
    index('login_events_username_ip_idx').on(t.username, t.ipHash),
  ],
)

/** Fixed-window counters shared by every instance (login and public form limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    actorUsername: varchar('actor_username', { length: 50 }).notNull(),
    action: varchar('action', { length: 50 }).notNull(),
    entity: varchar('entity', { length: 50 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
)

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description'),
  category: varchar('category', { length: 255 }),
  type: varchar('type', { length: 20 }),
  fileUrl: varchar('file_url', { length: 500 }),
  pages: integer('pages'),
  status: varchar('status', { length: 20 }).notNull().default('draft'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 255 }).notNull().unique(),
    city: varchar('city', { length: 100 }),
    service: varchar('service', { length: 255 }),
    metaTitle: varchar('meta_title', { length: 255 }),
    metaDescription: text('meta_description'),
    contentType: varchar('content_type', { length: 20 }).notNull().default('html'),
    content: text('content'),
    localPagePath: varchar('local_page_path', { length: 255 }),
    targetKeywords: textList('target_keywords'),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    strategy: varchar('strategy', { length: 50 }).notNull().default('standard'),
    views: integer('views').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('landing_pages_status_idx').on(t.status)],
)

export const analyticsConfig = pgTable('analytics_config', {
  id: serial('id').primaryKey(),
  gaTrackingId: varchar('ga_tracking_id', { length: 50 }),
  gtmContainerId: varchar('gtm_container_id', { length: 50 }),
  isEnabled: boolean('is_enabled').notNull().default(true),
  testMode: boolean('test_mode').notNull().default(false),
  debugMode: boolean('debug_mode').notNull().default(false),
  customEvents: jsonb('custom_events').$type<Record<string, unknown>>(),
  excludedPaths: textList('excluded_paths'),
  updatedAt: updatedAt(),
})

/** First-party page views: no personal data, no cookie. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 500 }).notNull(),
    referrer: varchar('referrer', { length: 500 }),
    utmSource: varchar('utm_source', { length: 255 }),
    utmMedium: varchar('utm_medium', { length: 255 }),
    utmCampaign: varchar('utm_campaign', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_path_idx').on(t.path)],
)

/** Generic session store table of spec 01 §3 (sid, sess, expire). */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 255 }).primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { precision: 6 }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
)

/** The three offices (spec 01 §3 Office), editable by staff. */
export const offices = pgTable('offices', {
  id: varchar('id', { length: 50 }).primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  city: varchar('city', { length: 100 }).notNull(),
  address: varchar('address', { length: 500 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  email: varchar('email', { length: 255 }).notNull(),
  hours: varchar('hours', { length: 255 }).notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  serviceAreas: textList('service_areas'),
  displayOrder: integer('display_order').notNull().default(0),
  /** Unticked ('Takes online bookings' in settings): the office offers no consultation slots. */
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: updatedAt(),
})

/** Online booking of consultations (issue 25); a single row, id 1. */
export const bookingSettings = pgTable('booking_settings', {
  id: integer('id').primaryKey().default(1),
  slotMinutes: integer('slot_minutes').notNull().default(60),
  leadTimeHours: integer('lead_time_hours').notNull().default(24),
  updatedAt: updatedAt(),
})

/** Company facts shown across the site (spec 01 §3 Company info); a single row, id 1. */
export const companyInfo = pgTable('company_info', {
  id: integer('id').primaryKey().default(1),
  name: varchar('name', { length: 255 }).notNull(),
  legalName: varchar('legal_name', { length: 255 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  email: varchar('email', { length: 255 }).notNull(),
  serviceAreas: textList('service_areas'),
  hours: varchar('hours', { length: 255 }).notNull(),
  madeInUsa: varchar('made_in_usa', { length: 255 }).notNull(),
  disclaimer: text('disclaimer').notNull(),
  installationNote: text('installation_note').notNull(),
  logo: varchar('logo', { length: 500 }).notNull(),
  socialLinks: jsonb('social_links').$type<{ label: string; url: string }[]>().notNull().default([]),
  /** The state contractor's license number printed on every contract (e.g. 'CPC1459999'). */
  contractorLicenseNumber: varchar('contractor_license_number', { length: 50 }).notNull().default(''),
  updatedAt: updatedAt(),
})

/*
 * From lead to signed contract (issue 35) and on to the project (issue 36).
 *
 * Money is integer cents everywhere (at most $10,000,000 = 1,000,000,000 cents, inside an integer).
 * Percentages are basis points (1 % = 100). A quote belongs to a lead and has versions; a version has
 * one to three alternatives ('good / better / best'), each a pool and its lines, with totals the
 * server computes (lib/quotes/totals.ts). Signing a version stores one quote_signatures row (the
 * contract: who, when, from where, which alternative, the document's SHA-256, the PDF) and its
 * payment schedule as contract_installments rows, which projects and payments build on.
 */

/** The items a rep adds to a pool (issue 35 §2): managed by admin and operations. */
export const priceBookItems = pgTable(
  'price_book_items',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    /** One of PRICE_BOOK_CATEGORIES (lib/price-book/categories.ts). */
    category: varchar('category', { length: 30 }).notNull(),
    /** One of PRICE_BOOK_UNITS: 'each' | 'sq_ft' | 'linear_ft' | 'lump_sum'. */
    unit: varchar('unit', { length: 20 }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** The all-inclusive package already includes it: on a quote it shows as included, at $0. */
    includedInPackage: boolean('included_in_package').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('price_book_items_price_check', sql`${t.unitPriceCents} between 0 and 1000000000`),
    index('price_book_items_list_idx').on(t.isActive, t.category, t.sortOrder),
  ],
)

/** Where a lead entered by staff came from (phone, walk-in, referral, home show, …): a list staff manage. */
export const leadSources = pgTable(
  'lead_sources',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('lead_sources_name_idx').on(sql`lower(${t.name})`)],
)

/** Why a lead was lost: a list staff manage; the row with requiresText ('Other') asks for a text. */
export const lostReasons = pgTable(
  'lost_reasons',
  {
    id: serial('id').primaryKey(),
    label: varchar('label', { length: 100 }).notNull(),
    requiresText: boolean('requires_text').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('lost_reasons_label_idx').on(sql`lower(${t.label})`)],
)

/** The quote rules staff set (issue 35 §3); a single row, id 1. */
export const quoteSettings = pgTable('quote_settings', {
  id: integer('id').primaryKey().default(1),
  /** A quote is valid this many days after it is sent unless the rep sets another date. */
  validityDays: integer('validity_days').notNull().default(30),
  /** Largest discount a rep may give without an admin's approval, in basis points of the subtotal. */
  repDiscountLimitBasisPoints: integer('rep_discount_limit_basis_points').notNull().default(500),
  updatedAt: updatedAt(),
})

/**
 * The contract's texts (terms and the Florida notices), by version. A version is never changed: an
 * edit publishes the next one, and a signed contract keeps the version it was signed with.
 */
export const contractTexts = pgTable(
  'contract_texts',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull(),
    terms: text('terms').notNull(),
    /** Florida Statutes §713.015: the mandatory notice of the Construction Lien Law. */
    lienLawNotice: text('lien_law_notice').notNull(),
    /** Florida Statutes §489.1425: the Florida Homeowners' Construction Recovery Fund notice. */
    recoveryFundNotice: text('recovery_fund_notice').notNull(),
    /** Florida Statutes chapter 558: the notice of the construction-defect claim process. */
    constructionDefectNotice: text('construction_defect_notice').notNull(),
    /** True for the built-in demo wording, which a Florida lawyer must replace before production. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdBy: varchar('created_by', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('contract_texts_version_idx').on(t.version)],
)

/**
 * A quote for a lead. status and currentVersion mirror its latest version (for the quote list's
 * filters), and are written in the same transaction as that version.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    estimateRequestId: integer('estimate_request_id')
      .notNull()
      .references(() => estimateRequests.id),
    /** The office (offices.id) the quote is made by, for the list's office filter. */
    officeId: varchar('office_id', { length: 50 }),
    /** The rep who owns the quote. */
    repId: integer('rep_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The status of the latest version (QUOTE_STATUSES). */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_lead_idx').on(t.estimateRequestId),
    index('quotes_status_updated_idx').on(t.status, t.updatedAt),
    index('quotes_rep_updated_idx').on(t.repId, t.updatedAt),
    index('quotes_office_updated_idx').on(t.officeId, t.updatedAt),
  ],
)

/**
 * One version of a quote. A draft is edited in place; sending freezes it. Sending a changed quote
 * makes the next version and marks the previous one superseded. A signed (accepted) version is
 * never changed again.
 */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    /** draft | sent | viewed | accepted | declined | expired | superseded (QUOTE_STATUSES) */
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    /** Last day the offer stands (inclusive), a calendar day in Eastern time. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** Shown to the homeowner. */
    notes: text('notes'),
    /** 'none' | 'amount' | 'percent' */
    discountKind: varchar('discount_kind', { length: 10 }).notNull().default('none'),
    /** Cents for an amount, basis points for a percentage; 0 without a discount. */
    discountValue: integer('discount_value').notNull().default(0),
    discountReason: varchar('discount_reason', { length: 255 }),
    /** 'not_needed' | 'pending' | 'approved' | 'rejected': above the rep's limit an admin approves. */
    discountApproval: varchar('discount_approval', { length: 20 }).notNull().default('not_needed'),
    discountApprovedById: integer('discount_approved_by_id').references(() => adminUsers.id, {
      onDelete: 'set null',
    }),
    discountApprovedAt: timestamp('discount_approved_at', { withTimezone: true }),
    /** The financing example's inputs (spec 02 §9.1 calculator rules), per alternative's total. */
    financingDownPercent: integer('financing_down_percent').notNull().default(20),
    financingTermMonths: integer('financing_term_months').notNull().default(120),
    financingCreditBand: integer('financing_credit_band').notNull().default(650),
    /** The alternative the homeowner chose when signing. */
    acceptedAlternativeId: integer('accepted_alternative_id'),
    declineReason: varchar('decline_reason', { length: 1000 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quote_versions_number_idx').on(t.quoteId, t.versionNumber),
    check(
      'quote_versions_status_check',
      sql`${t.status} in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded')`,
    ),
    check('quote_versions_discount_check', sql`${t.discountKind} in ('none', 'amount', 'percent')`),
    // The scheduler's sweep: open offers whose last day has passed.
    index('quote_versions_open_valid_idx')
      .on(t.validUntil)
      .where(sql`${t.status} in ('sent', 'viewed')`),
  ],
)

/** The financing example printed with an alternative (lib/quotes/financing-example.ts). */
export type StoredFinancingExample = {
  downPercent: number
  termMonths: number
  creditBand: number
  loanAmountCents: number
  downPaymentCents: number
  lender: string
  apr: number
  monthlyPaymentCents: number
  totalPaymentCents: number
} | null

/** One of up to three alternatives of a version: a pool at its installed price, a colour, its lines. */
export const quoteAlternatives = pgTable(
  'quote_alternatives',
  {
    id: serial('id').primaryKey(),
    quoteVersionId: integer('quote_version_id')
      .notNull()
      .references(() => quoteVersions.id, { onDelete: 'cascade' }),
    /** 1, 2 or 3. */
    position: integer('position').notNull(),
    /** 'Good', 'Better', 'Best' or the rep's own words. */
    label: varchar('label', { length: 50 }).notNull(),
    poolId: integer('pool_id').references(() => pools.id, { onDelete: 'set null' }),
    /** The pool as quoted (name and installed price copied: a catalogue change leaves quotes alone). */
    poolName: varchar('pool_name', { length: 255 }).notNull(),
    poolPriceCents: integer('pool_price_cents').notNull(),
    finishColor: varchar('finish_color', { length: 255 }),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    financingExample: jsonb('financing_example').$type<StoredFinancingExample>(),
  },
  (t) => [
    uniqueIndex('quote_alternatives_position_idx').on(t.quoteVersionId, t.position),
    check('quote_alternatives_position_check', sql`${t.position} between 1 and 3`),
  ],
)

/** A line of an alternative: a price-book item (copied) or a one-off. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    alternativeId: integer('alternative_id')
      .notNull()
      .references(() => quoteAlternatives.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The price-book item it came from; null for a one-off line. */
    priceBookItemId: integer('price_book_item_id').references(() => priceBookItems.id, {
      onDelete: 'set null',
    }),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    unit: varchar('unit', { length: 20 }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Included in the all-inclusive package: listed, not charged (line total 0). */
    includedInPackage: boolean('included_in_package').notNull().default(false),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (t) => [
    uniqueIndex('quote_lines_position_idx').on(t.alternativeId, t.position),
    check('quote_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
)

/**
 * The homeowner's private link (one page per lead, which issue 36 extends into the project
 * portal). Only the SHA-256 of the token is stored; a new link revokes the earlier ones.
 */
export const homeownerAccessTokens = pgTable(
  'homeowner_access_tokens',
  {
    id: serial('id').primaryKey(),
    estimateRequestId: integer('estimate_request_id')
      .notNull()
      .references(() => estimateRequests.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Who had it issued (a staff username, or 'homeowner' for a link re-sent on request). */
    createdBy: varchar('created_by', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('homeowner_access_tokens_hash_idx').on(t.tokenHash),
    index('homeowner_access_tokens_lead_idx').on(t.estimateRequestId),
  ],
)

/**
 * The signed contract: one per signed version, never changed. documentSha256 is the SHA-256 of
 * the canonical JSON of what was signed (lib/contracts/document.ts); pdfSha256 that of the stored
 * PDF's bytes, kept under pdfKey in the private uploads storage.
 */
export const quoteSignatures = pgTable(
  'quote_signatures',
  {
    id: serial('id').primaryKey(),
    quoteVersionId: integer('quote_version_id')
      .notNull()
      .references(() => quoteVersions.id),
    alternativeId: integer('alternative_id')
      .notNull()
      .references(() => quoteAlternatives.id),
    contractTextId: integer('contract_text_id')
      .notNull()
      .references(() => contractTexts.id),
    signerName: varchar('signer_name', { length: 255 }).notNull(),
    /** The drawn signature as a PNG data URL. */
    signatureImage: text('signature_image').notNull(),
    /** The words of the consent to sign electronically the signer ticked. */
    consentText: text('consent_text').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 1000 }),
    totalCents: integer('total_cents').notNull(),
    documentSha256: varchar('document_sha256', { length: 64 }).notNull(),
    pdfKey: varchar('pdf_key', { length: 500 }),
    pdfSha256: varchar('pdf_sha256', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('quote_signatures_version_idx').on(t.quoteVersionId)],
)

/**
 * The payment schedule of a signed contract (spec 02 §9.2, docs/decisions/
 * payment-schedule-six-installments.md): amounts in cents that add up to the signed total, each
 * falling due when the project reaches its stage (PROJECT_STAGES in content/project-stages.ts).
 */
export const contractInstallments = pgTable(
  'contract_installments',
  {
    id: serial('id').primaryKey(),
    signatureId: integer('signature_id')
      .notNull()
      .references(() => quoteSignatures.id),
    position: integer('position').notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    percentBasisPoints: integer('percent_basis_points').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The project stage whose arrival makes it due. */
    dueStage: varchar('due_stage', { length: 40 }).notNull(),
    /**
     * The day it must be paid by: set when the project reaches its stage (the stage's date plus the
     * payment terms of lib/projects/rules.ts), cleared if that date is taken back; null until then.
     */
    dueOn: date('due_on', { mode: 'string' }),
    /**
     * What the project's payments against it add up to (project_payments), kept in step by the one
     * function that records a payment, in its transaction under this row's lock: the lists find
     * overdue installments by an index instead of summing payments per project.
     */
    paidCents: integer('paid_cents').notNull().default(0),
  },
  (t) => [
    uniqueIndex('contract_installments_position_idx').on(t.signatureId, t.position),
    check('contract_installments_paid_check', sql`${t.paidCents} between 0 and ${t.amountCents}`),
    // Overdue installments (My day, the dashboard, the projects list): due and not paid in full.
    index('contract_installments_unpaid_due_idx')
      .on(t.dueOn, t.signatureId)
      .where(sql`${t.dueOn} is not null and ${t.paidCents} < ${t.amountCents}`),
  ],
)

/*
 * Projects (issue 36): the build that follows a signed contract. One project per signature; its
 * eleven stages (content/project-stages.ts) each have a planned and an actual date, an owner, notes
 * and files; payments received are recorded against the contract's installments. Every change is
 * in the project's history (project_events) and the audit log.
 */

/** One project per signed contract. updatedAt is the version every stage edit is checked against. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    estimateRequestId: integer('estimate_request_id')
      .notNull()
      .references(() => estimateRequests.id),
    signatureId: integer('signature_id')
      .notNull()
      .references(() => quoteSignatures.id),
    quoteVersionId: integer('quote_version_id')
      .notNull()
      .references(() => quoteVersions.id),
    /** The office (offices.id) that builds it: the quote's office, else the lead's. */
    officeId: varchar('office_id', { length: 50 }),
    /** The rep who sold it (their customer): the quote's rep, else the lead's assigned rep. */
    repId: integer('rep_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The homeowner's name as signed, for lists and search without a join. */
    customerName: varchar('customer_name', { length: 255 }).notNull(),
    /** The pool as signed (the chosen alternative's pool name). */
    poolName: varchar('pool_name', { length: 255 }).notNull(),
    contractTotalCents: integer('contract_total_cents').notNull(),
    /** The day the contract was signed, in Eastern time: no stage date may be earlier. */
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    /** The furthest stage reached (the highest position with an actual date). */
    currentStage: varchar('current_stage', { length: 40 }).notNull().default('contract_signed'),
    /** When the current stage was reached (days in the stage). */
    currentStageOn: date('current_stage_on', { mode: 'string' }).notNull(),
    /** The first stage after the current one not yet reached, and its planned date (null: completed). */
    nextStage: varchar('next_stage', { length: 40 }),
    nextPlannedOn: date('next_planned_on', { mode: 'string' }),
    /** E-mails to the homeowner about this project (receipts, and the portal's notices). */
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_signature_idx').on(t.signatureId),
    index('projects_lead_idx').on(t.estimateRequestId),
    index('projects_stage_next_idx').on(t.currentStage, t.nextPlannedOn, t.id),
    index('projects_office_next_idx').on(t.officeId, t.nextPlannedOn, t.id),
    index('projects_rep_next_idx').on(t.repId, t.nextPlannedOn, t.id),
    index('projects_next_idx').on(t.nextPlannedOn, t.id),
  ],
)

/** The eleven stages of a project, one row each (stageKey from PROJECT_STAGES, position 1–11). */
export const projectStages = pgTable(
  'project_stages',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stageKey: varchar('stage_key', { length: 40 }).notNull(),
    position: integer('position').notNull(),
    plannedOn: date('planned_on', { mode: 'string' }),
    /** The day the stage was reached (its work done): null until then. */
    actualOn: date('actual_on', { mode: 'string' }),
    /** The staff member who sees to it (My day lists their stages). */
    ownerId: integer('owner_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    notes: text('notes'),
    /** Why the stage was reached before an earlier one (required then). */
    outOfOrderReason: varchar('out_of_order_reason', { length: 500 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('project_stages_key_idx').on(t.projectId, t.stageKey),
    // My day: an owner's stages not reached yet, by planned date.
    index('project_stages_owner_idx')
      .on(t.ownerId, t.plannedOn)
      .where(sql`${t.actualOn} is null`),
    // The calendar: excavation and installation days in a date range.
    index('project_stages_calendar_idx').on(t.stageKey, t.plannedOn),
  ],
)

/**
 * Photos and documents of a stage, kept in the private storage (lib/uploads/private-storage) and
 * served only through an authorised route. kind: 'photo' or a document kind (PROJECT_FILE_KINDS).
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stageKey: varchar('stage_key', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** The name of the file as uploaded (documents are downloaded under it). */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** What it shows, typed by staff; shown under a photo. */
    caption: varchar('caption', { length: 500 }),
    uploadedById: integer('uploaded_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    uploadedBy: varchar('uploaded_by', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('project_files_key_idx').on(t.storageKey),
    index('project_files_project_idx').on(t.projectId, t.stageKey, t.createdAt),
  ],
)

/**
 * A payment received against one installment (spec 02 §9.2: check, bank transfer or Zelle). Partial
 * payments are rows of their own; an installment's balance is its amount less their sum, never
 * below zero (lib/projects/payments.ts refuses more). requestKey is the form's one-time key: a
 * double click records one payment.
 */
export const projectPayments = pgTable(
  'project_payments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    installmentId: integer('installment_id')
      .notNull()
      .references(() => contractInstallments.id),
    method: varchar('method', { length: 20 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The day the money arrived (Eastern time), never in the future. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** Check number, transfer or Zelle confirmation. */
    reference: varchar('reference', { length: 100 }),
    requestKey: varchar('request_key', { length: 64 }),
    recordedById: integer('recorded_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    recordedBy: varchar('recorded_by', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('project_payments_method_check', sql`${t.method} in ('check', 'bank_transfer', 'zelle')`),
    check('project_payments_amount_check', sql`${t.amountCents} > 0`),
    index('project_payments_installment_idx').on(t.installmentId),
    index('project_payments_project_idx').on(t.projectId, t.receivedOn),
    uniqueIndex('project_payments_request_idx').on(t.requestKey),
  ],
)

/** The history of a project: every change, who made it and when (shown on the project's page). */
export const projectEvents = pgTable(
  'project_events',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actor: varchar('actor', { length: 50 }).notNull(),
    action: varchar('action', { length: 50 }).notNull(),
    stageKey: varchar('stage_key', { length: 40 }),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: createdAt(),
  },
  (t) => [index('project_events_project_idx').on(t.projectId, t.createdAt)],
)

/** How homeowners pay (issue 36 §2: nothing is charged online); a single row, id 1, admins edit it. */
export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey().default(1),
  checkPayableTo: varchar('check_payable_to', { length: 255 }).notNull().default(''),
  checkMailingAddress: varchar('check_mailing_address', { length: 500 }).notNull().default(''),
  zelleRecipient: varchar('zelle_recipient', { length: 255 }).notNull().default(''),
  bankTransferDetails: text('bank_transfer_details').notNull().default(''),
  /** Anything else the homeowner should know (write the quote reference on the check, …). */
  notes: text('notes').notNull().default(''),
  updatedAt: updatedAt(),
})
/**
 * The media library (issue 33): pictures staff uploaded once, each with its alt text and an
 * optional caption in their own words, stored as WebP by the upload pipeline (lib/uploads).
 */
export const mediaImages = pgTable('media_images', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 1000 }).notNull(),
  /** The stored file's key (<kind>/<yyyy>/<mm>/<uuid>.webp), to remove it with the record. */
  storageKey: varchar('storage_key', { length: 255 }).notNull(),
  alt: varchar('alt', { length: 250 }).notNull(),
  caption: varchar('caption', { length: 250 }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  fileName: varchar('file_name', { length: 255 }),
  uploadedBy: varchar('uploaded_by', { length: 50 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * Which library picture a place on the public pages shows (content/media-slots.ts names the
 * places: heroes, before/after pairs, installation steps, brand logos, office pictures). A place
 * without a row shows its demo drawing. A picture in use cannot be deleted.
 */
export const mediaPlacements = pgTable(
  'media_placements',
  {
    slot: varchar('slot', { length: 100 }).primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'restrict' }),
    updatedAt: updatedAt(),
    updatedBy: varchar('updated_by', { length: 50 }),
  },
  (t) => [index('media_placements_media_idx').on(t.mediaId)],
)
