/**
 * The settings forms (spec 01 §3: company info, offices, analytics config, financing options,
 * testimonials, resources, Google Business locations, pool colours): for each, its fields as the
 * form shows them and its zod schema, shared by the browser and the server. Schema keys are the
 * column names of the table they save to.
 */
import { z } from 'zod'
import {
  checkbox,
  lines,
  oneOf,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredNumber,
  requiredText,
  version,
} from '@/lib/admin/write/fields-schema'
import {
  EVENT_NAME_PATTERN,
  GA4_ID_PATTERN,
  GTM_ID_PATTERN,
  eventOverrideSchema,
  type EventOverride,
} from '@/lib/analytics/tag'
import { ANALYTICS_EVENTS } from '@/lib/analytics/track'

export type FieldKind =
  'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'lines' | 'image' | 'email' | 'date'
export type FieldDef = {
  name: string
  label: string
  kind: FieldKind
  options?: readonly string[]
  hint?: string
  required?: boolean
  wide?: boolean
  /** Only editable when the record is created (e.g. an office id). */
  createOnly?: boolean
}

const asText = (v: unknown) => (v == null ? '' : v)

const phone = (label: string, required = true) =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .max(20, `${label} must be at most 20 characters`)
      .refine((v) => (required ? v !== '' : true), `${label} is required`)
      .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, 'Please enter a valid phone number')
      .transform((v) => (v === '' ? null : v)),
  )

const email = (label: string) =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(255)
      .pipe(z.email(`${label}: please enter a valid email address`)),
  )

const hexColor = (label: string) =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .refine((v) => v === '' || /^#[0-9a-fA-F]{6}$/.test(v), `${label} must look like #1f4e9c`)
      .transform((v) => (v === '' ? null : v.toLowerCase())),
  )

const optionalDate = (label: string) =>
  z.preprocess(
    asText,
    z
      .string()
      .trim()
      .transform((v, ctx) => {
        if (v === '') return null
        const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T12:00:00Z` : v)
        if (Number.isNaN(date.getTime())) {
          ctx.addIssue({ code: 'custom', message: `${label} must be a date` })
          return z.NEVER
        }
        return date
      }),
  )

/** 'Facebook | https://facebook.com/…' per line. */
const socialLinks = z.preprocess(
  asText,
  z.string().transform((value, ctx) => {
    const links: { label: string; url: string }[] = []
    const rows = value
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
    for (const [i, row] of rows.entries()) {
      const [label, url] = row.split('|').map((part) => part.trim())
      if (!label || !url || !/^https?:\/\/\S+$/.test(url)) {
        ctx.addIssue({ code: 'custom', message: `Line ${i + 1} must be shaped 'Label | https://…'` })
        return z.NEVER
      }
      links.push({ label, url })
    }
    return links
  }),
)

/** The events the site sends (lib/analytics/track.ts), which staff may re-value or switch off. */
export const ANALYTICS_EVENT_NAMES = [...new Set(Object.values(ANALYTICS_EVENTS).map((e) => e.name))]

export const CUSTOM_EVENTS_EXAMPLE = '{"phone_call": {"value": 75}, "cta_click": {"enabled": false}}'

/**
 * analytics_config.customEvents: a JSON object of event name → override, each override checked
 * with the schema the analytics tag reads it with (lib/analytics/tag.ts), so what is saved is
 * what the site applies; unknown events and keys are refused with the line at fault.
 */
const customEvents = z.preprocess(
  asText,
  z.string().transform((value, ctx) => {
    if (value.trim() === '') return null
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return fail(`Custom events must be valid JSON, e.g. ${CUSTOM_EVENTS_EXAMPLE}`)
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return fail(`Custom events must be a JSON object, e.g. ${CUSTOM_EVENTS_EXAMPLE}`)
    const overrides: Record<string, EventOverride> = {}
    for (const [name, override] of Object.entries(parsed)) {
      if (!EVENT_NAME_PATTERN.test(name) || !ANALYTICS_EVENT_NAMES.includes(name as never))
        return fail(`Unknown event “${name}”. Events: ${ANALYTICS_EVENT_NAMES.join(', ')}`)
      const checked = eventOverrideSchema.strict().safeParse(override)
      if (!checked.success)
        return fail(
          `“${name}” must be {"value": a number from 0 to 100000} and/or {"enabled": true or false}, e.g. {"${name}": {"value": 75}}`,
        )
      overrides[name] = checked.data
    }
    return overrides
  }),
)

/** An optional GA4 / GTM id: trimmed, upper-cased, and shaped as the analytics tag accepts it. */
const tagId = (label: string, pattern: RegExp, example: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    optionalText(label, 50).refine(
      (v) => v === null || pattern.test(v),
      `${label} must look like ${example}; other ids load nothing`,
    ),
  )

export const SETTINGS_FORMS = {
  company: {
    title: 'Company info',
    singular: 'company info',
    deletable: false,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'legalName', label: 'Legal name', kind: 'text', required: true },
      { name: 'phone', label: 'Main phone', kind: 'text', required: true },
      { name: 'email', label: 'Main email', kind: 'email', required: true },
      { name: 'hours', label: 'Office hours', kind: 'text', required: true, hint: 'e.g. Mon-Fri 9AM-4PM' },
      { name: 'logo', label: 'Logo', kind: 'image' },
      { name: 'madeInUsa', label: 'Made in the USA line', kind: 'text', required: true, wide: true },
      { name: 'disclaimer', label: 'Disclaimer', kind: 'textarea', required: true, wide: true },
      {
        name: 'installationNote',
        label: 'Installation-time note',
        kind: 'textarea',
        required: true,
        wide: true,
      },
      { name: 'serviceAreas', label: 'Service areas', kind: 'lines', hint: 'One town per line.' },
      {
        name: 'socialLinks',
        label: 'Social links',
        kind: 'lines',
        hint: "One per line: 'Facebook | https://facebook.com/…'",
      },
    ],
    schema: z.object({
      updatedAt: version,
      name: requiredText('Name', 255),
      legalName: requiredText('Legal name', 255),
      phone: phone('Main phone').pipe(z.string()),
      email: email('Main email'),
      hours: requiredText('Office hours', 255),
      logo: optionalUrl('Logo').pipe(z.string('Logo is required')),
      madeInUsa: requiredText('Made in the USA line', 255),
      disclaimer: requiredText('Disclaimer', 2000),
      installationNote: requiredText('Installation-time note', 2000),
      serviceAreas: lines('service area', { maxItems: 100, maxLength: 100 }),
      socialLinks,
    }),
  },
  office: {
    title: 'Offices',
    singular: 'office',
    deletable: true,
    fields: [
      {
        name: 'id',
        label: 'Office id',
        kind: 'text',
        required: true,
        createOnly: true,
        hint: 'Lower-case, e.g. tampa. Cannot be changed later.',
      },
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'city', label: 'City', kind: 'text', required: true },
      { name: 'address', label: 'Street address', kind: 'text', required: true },
      {
        name: 'phone',
        label: 'Phone',
        kind: 'text',
        required: true,
        hint: 'Shown in the top banner for visitors near this office.',
      },
      { name: 'email', label: 'Email', kind: 'email', required: true },
      { name: 'hours', label: 'Hours', kind: 'text', required: true },
      {
        name: 'lat',
        label: 'Latitude',
        kind: 'number',
        required: true,
        hint: 'Decimal degrees, e.g. 29.1666',
      },
      {
        name: 'lng',
        label: 'Longitude',
        kind: 'number',
        required: true,
        hint: 'Decimal degrees, e.g. -82.1593',
      },
      { name: 'displayOrder', label: 'Display order', kind: 'number', required: true },
      { name: 'isPrimary', label: 'Primary office (headquarters)', kind: 'checkbox' },
      { name: 'serviceAreas', label: 'Service areas', kind: 'lines', hint: 'One town per line.', wide: true },
    ],
    schema: z.object({
      updatedAt: version,
      id: z.preprocess(
        asText,
        z
          .string()
          .trim()
          .toLowerCase()
          .min(2, 'Office id must be at least 2 characters')
          .max(50, 'Office id must be at most 50 characters')
          .regex(
            /^[a-z0-9]+(-[a-z0-9]+)*$/,
            'Use lower-case letters, digits and dashes, e.g. west-palm-beach',
          ),
      ),
      name: requiredText('Name', 255),
      city: requiredText('City', 100),
      address: requiredText('Street address', 500),
      phone: phone('Phone').pipe(z.string()),
      email: email('Email'),
      hours: requiredText('Hours', 255),
      lat: requiredNumber('Latitude', { min: 24, max: 31.5 }),
      lng: requiredNumber('Longitude', { min: -88, max: -79.5 }),
      displayOrder: requiredNumber('Display order', { min: 0, max: 999, integer: true }),
      isPrimary: checkbox,
      serviceAreas: lines('service area', { maxItems: 60, maxLength: 100 }),
    }),
  },
  analytics: {
    title: 'Analytics',
    singular: 'analytics configuration',
    deletable: false,
    fields: [
      {
        name: 'gaTrackingId',
        label: 'Google Analytics measurement id',
        kind: 'text',
        hint: 'e.g. G-XXXXXXXXXX',
      },
      { name: 'gtmContainerId', label: 'Tag Manager container id', kind: 'text', hint: 'e.g. GTM-XXXXXXX' },
      { name: 'isEnabled', label: 'Analytics enabled', kind: 'checkbox' },
      { name: 'testMode', label: 'Test mode (events are not sent)', kind: 'checkbox' },
      { name: 'debugMode', label: 'Debug mode (log events in the browser console)', kind: 'checkbox' },
      {
        name: 'excludedPaths',
        label: 'Excluded paths',
        kind: 'lines',
        hint: 'One path per line, e.g. /admin',
      },
      {
        name: 'customEvents',
        label: 'Custom events (JSON)',
        kind: 'textarea',
        wide: true,
        hint: `Change an event's value or switch it off, e.g. ${CUSTOM_EVENTS_EXAMPLE}. Events: ${ANALYTICS_EVENT_NAMES.join(', ')}`,
      },
    ],
    schema: z.object({
      updatedAt: version,
      gaTrackingId: tagId('Measurement id', GA4_ID_PATTERN, 'G-XXXXXXXXXX'),
      gtmContainerId: tagId('Container id', GTM_ID_PATTERN, 'GTM-XXXXXXX'),
      isEnabled: checkbox,
      testMode: checkbox,
      debugMode: checkbox,
      excludedPaths: lines('excluded path', { maxItems: 50, maxLength: 200 }).refine(
        (paths) => paths.every((p) => p.startsWith('/')),
        'Each path must start with /',
      ),
      customEvents,
    }),
  },
  financing: {
    title: 'Financing options',
    singular: 'financing option',
    deletable: true,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'lender', label: 'Lender', kind: 'text' },
      { name: 'loanTermMonths', label: 'Loan term (months)', kind: 'number' },
      { name: 'interestRate', label: 'Interest rate (%)', kind: 'number' },
      {
        name: 'apr',
        label: 'APR (%)',
        kind: 'number',
        hint: 'The rate the calculator shows and uses; the interest rate when empty.',
      },
      {
        name: 'creditScoreRequired',
        label: 'Credit score required',
        kind: 'number',
        hint: 'Offered to the credit range this score falls in: 720 or higher, 650 to 719, or below 650 (empty: below 650).',
      },
      { name: 'url', label: 'Application link', kind: 'text' },
      { name: 'lastRateUpdate', label: 'Rates last checked', kind: 'date' },
      { name: 'isActive', label: 'Active (shown on the financing page)', kind: 'checkbox' },
      {
        name: 'description',
        label: 'Qualifications',
        kind: 'textarea',
        wide: true,
        hint: 'Shown under the option in the financing calculator; separate them with commas, semicolons or new lines, e.g. Credit score 650+, stable employment',
      },
    ],
    schema: z.object({
      updatedAt: version,
      name: requiredText('Name', 255),
      lender: optionalText('Lender', 255),
      loanTermMonths: optionalNumber('Loan term', { min: 1, max: 480, integer: true }),
      interestRate: optionalNumber('Interest rate', { min: 0, max: 99.99 }),
      apr: optionalNumber('APR', { min: 0, max: 99.99 }),
      creditScoreRequired: optionalNumber('Credit score', { min: 300, max: 850, integer: true }),
      url: optionalUrl('Application link'),
      lastRateUpdate: optionalDate('Rates last checked'),
      isActive: checkbox,
      description: optionalText('Qualifications', 5000),
    }),
  },
  testimonial: {
    title: 'Testimonials',
    singular: 'testimonial',
    deletable: true,
    fields: [
      { name: 'customerName', label: 'Customer name', kind: 'text', required: true },
      { name: 'rating', label: 'Rating (1–5)', kind: 'number', required: true },
      { name: 'city', label: 'City', kind: 'text' },
      { name: 'state', label: 'State', kind: 'text' },
      { name: 'location', label: 'Location', kind: 'text' },
      { name: 'poolType', label: 'Pool type', kind: 'text' },
      { name: 'poolSize', label: 'Pool size', kind: 'text' },
      { name: 'installationYear', label: 'Installation year', kind: 'number' },
      { name: 'projectValue', label: 'Project value', kind: 'text' },
      { name: 'source', label: 'Source', kind: 'select', options: ['manual', 'google', 'facebook', 'email'] },
      { name: 'isVerified', label: 'Verified customer', kind: 'checkbox' },
      { name: 'isFeatured', label: 'Featured on the home page', kind: 'checkbox' },
      { name: 'content', label: 'Testimonial', kind: 'textarea', required: true, wide: true },
      { name: 'beforeImage', label: 'Before image', kind: 'image' },
      { name: 'afterImage', label: 'After image', kind: 'image' },
      { name: 'googleReviewId', label: 'Google review id', kind: 'text' },
      { name: 'googlePlaceId', label: 'Google place id', kind: 'text' },
    ],
    schema: z.object({
      updatedAt: version,
      customerName: requiredText('Customer name', 255),
      rating: requiredNumber('Rating', { min: 1, max: 5, integer: true }),
      city: optionalText('City', 100),
      state: optionalText('State', 50),
      location: optionalText('Location', 255),
      poolType: optionalText('Pool type', 255),
      poolSize: optionalText('Pool size', 100),
      installationYear: optionalNumber('Installation year', { min: 1950, max: 2100, integer: true }),
      projectValue: optionalText('Project value', 100),
      source: oneOf('Source', ['manual', 'google', 'facebook', 'email']),
      isVerified: checkbox,
      isFeatured: checkbox,
      content: requiredText('Testimonial', 5000),
      beforeImage: optionalUrl('Before image'),
      afterImage: optionalUrl('After image'),
      googleReviewId: optionalText('Google review id', 255),
      googlePlaceId: optionalText('Google place id', 255),
    }),
  },
  resource: {
    title: 'Resources',
    singular: 'resource',
    deletable: true,
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'category', label: 'Category', kind: 'text' },
      {
        name: 'type',
        label: 'Type',
        kind: 'select',
        options: ['guide', 'checklist', 'brochure', 'worksheet', 'video'],
      },
      { name: 'pages', label: 'Pages', kind: 'number' },
      {
        name: 'fileUrl',
        label: 'File link',
        kind: 'text',
        hint: 'A path such as /resources/buyers-guide.pdf, or https://…',
      },
      { name: 'status', label: 'Status', kind: 'select', options: ['draft', 'published'] },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    ],
    schema: z.object({
      updatedAt: version,
      title: requiredText('Title', 255),
      category: optionalText('Category', 255),
      type: oneOf('Type', ['guide', 'checklist', 'brochure', 'worksheet', 'video']),
      pages: optionalNumber('Pages', { min: 1, max: 2000, integer: true }),
      fileUrl: optionalUrl('File link'),
      status: oneOf('Status', ['draft', 'published']),
      description: optionalText('Description', 5000),
    }),
  },
  location: {
    title: 'Google Business',
    singular: 'Google Business location',
    deletable: true,
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'placeId', label: 'Place id', kind: 'text', required: true },
      { name: 'city', label: 'City', kind: 'text' },
      { name: 'phone', label: 'Phone', kind: 'text' },
      { name: 'address', label: 'Address', kind: 'text', wide: true },
      { name: 'isActive', label: 'Active', kind: 'checkbox' },
    ],
    schema: z.object({
      updatedAt: version,
      name: requiredText('Name', 255),
      placeId: requiredText('Place id', 255),
      city: optionalText('City', 100),
      phone: phone('Phone', false),
      address: optionalText('Address', 500),
      isActive: checkbox,
    }),
  },
  poolColor: {
    title: 'Pool colours',
    singular: 'pool colour',
    deletable: true,
    fields: [
      { name: 'colorName', label: 'Colour name', kind: 'text', required: true },
      { name: 'manufacturer', label: 'Manufacturer', kind: 'text' },
      { name: 'colorSeries', label: 'Series / collection', kind: 'text' },
      { name: 'colorType', label: 'Type', kind: 'text', hint: 'e.g. gelcoat, crystalline' },
      { name: 'colorHex', label: 'Colour (hex)', kind: 'text', hint: '#1f4e9c' },
      { name: 'gradientFrom', label: 'Gradient from (hex)', kind: 'text' },
      { name: 'gradientTo', label: 'Gradient to (hex)', kind: 'text' },
      { name: 'displayOrder', label: 'Display order', kind: 'number', required: true },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    ],
    schema: z.object({
      updatedAt: version,
      colorName: requiredText('Colour name', 255),
      manufacturer: optionalText('Manufacturer', 255),
      colorSeries: optionalText('Series', 255),
      colorType: optionalText('Type', 100),
      colorHex: hexColor('Colour'),
      gradientFrom: hexColor('Gradient from'),
      gradientTo: hexColor('Gradient to'),
      displayOrder: requiredNumber('Display order', { min: 0, max: 9999, integer: true }),
      description: optionalText('Description', 2000),
    }),
  },
} as const satisfies Record<
  string,
  { title: string; singular: string; deletable: boolean; fields: readonly FieldDef[]; schema: z.ZodType }
>

export type SettingsKind = keyof typeof SETTINGS_FORMS
export const SETTINGS_KINDS = Object.keys(SETTINGS_FORMS) as SettingsKind[]

export function isSettingsKind(value: unknown): value is SettingsKind {
  return typeof value === 'string' && value in SETTINGS_FORMS
}

/** A stored row as the form's raw values (lists one per line, JSON pretty-printed). */
export function toFormValues(
  kind: SettingsKind,
  row: Record<string, unknown>,
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {}
  for (const field of SETTINGS_FORMS[kind].fields as readonly FieldDef[]) {
    const value = row[field.name]
    if (field.kind === 'checkbox') out[field.name] = value === true
    else if (field.name === 'socialLinks' && Array.isArray(value))
      out[field.name] = (value as { label: string; url: string }[])
        .map((l) => `${l.label} | ${l.url}`)
        .join('\n')
    else if (Array.isArray(value)) out[field.name] = value.join('\n')
    else if (value instanceof Date) out[field.name] = value.toISOString().slice(0, 10)
    else if (value && typeof value === 'object') out[field.name] = JSON.stringify(value, null, 2)
    else out[field.name] = value == null ? '' : String(value)
  }
  return out
}
