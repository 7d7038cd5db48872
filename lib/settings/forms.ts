/**
 * The settings forms (spec 01 §3: company info, offices, analytics config, financing options,
 * testimonials, resources, Google Business locations, pool colours; how homeowners pay), by the tab they show in. Each
 * testimonials, resources, Google Business locations, pool colours, online booking and quotes), by the tab they show in. Each
 * form lives with its domain (lib/offices, lib/analytics, lib/financing, …); this file only lists
 * them for the settings page and its actions.
 */
import { analyticsConfigForm } from '@/lib/analytics/config-form'
import { bookingSettingsForm } from '@/lib/booking/settings-form'
import { financingOptionForm } from '@/lib/financing/form'
import { companyForm } from '@/lib/offices/company-form'
import { officeForm } from '@/lib/offices/form'
import { googleLocationForm } from '@/lib/offices/google-location-form'
import { poolColorForm } from '@/lib/pools/color-form'
import { paymentSettingsForm } from '@/lib/projects/payment-settings-form'
import { quoteSettingsForm } from '@/lib/quotes/settings-form'
import { resourceForm } from '@/lib/resources/form'
import { testimonialForm } from '@/lib/testimonials/form'
import { hundredthsToInput } from '@/lib/money/cents'
import type { FieldDef, SettingsForm } from '@/lib/write/form-kit'

export const SETTINGS_FORMS = {
  company: companyForm,
  office: officeForm,
  analytics: analyticsConfigForm,
  financing: financingOptionForm,
  testimonial: testimonialForm,
  resource: resourceForm,
  location: googleLocationForm,
  poolColor: poolColorForm,
  booking: bookingSettingsForm,
  payment: paymentSettingsForm,
  quotes: quoteSettingsForm,
} as const satisfies Record<string, SettingsForm>

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
    // Percentages are stored in basis points (500) and typed as percent ('5', '7.5').
    else if (field.name.endsWith('BasisPoints') && typeof value === 'number')
      out[field.name] = hundredthsToInput(value)
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
