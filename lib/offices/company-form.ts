/**
 * The company-info settings form (spec 01 §3): the one company_info row the footer, contact pages
 * and schema.org data read (lib/offices/queries.ts).
 * Schema keys are the column names of the table it saves to; the schema is shared by the
 * browser and the server.
 */
import { z } from 'zod'
import { lines, optionalText, optionalUrl, requiredText, version } from '@/lib/write/fields-schema'
import { asText, email, phone, type SettingsForm } from '@/lib/write/form-kit'

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

export const companyForm = {
  title: 'Company info',
  singular: 'company info',
  deletable: false,
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'legalName', label: 'Legal name', kind: 'text', required: true },
    { name: 'phone', label: 'Main phone', kind: 'text', required: true },
    { name: 'email', label: 'Main email', kind: 'email', required: true },
    { name: 'hours', label: 'Office hours', kind: 'text', required: true, hint: 'e.g. Mon-Fri 9AM-4PM' },
    {
      name: 'contractorLicenseNumber',
      label: 'Contractor license number',
      kind: 'text',
      hint: 'Printed on every contract, e.g. CPC1234567. Contracts cannot be sent without it.',
    },
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
    contractorLicenseNumber: optionalText('Contractor license number', 50).transform((v) => v ?? ''),
    logo: optionalUrl('Logo').pipe(z.string('Logo is required')),
    madeInUsa: requiredText('Made in the USA line', 255),
    disclaimer: requiredText('Disclaimer', 2000),
    installationNote: requiredText('Installation-time note', 2000),
    serviceAreas: lines('service area', { maxItems: 100, maxLength: 100 }),
    socialLinks,
  }),
} as const satisfies SettingsForm
