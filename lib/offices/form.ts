/**
 * The office settings form (spec 01 §3): one row of offices, which the banner, contact page and
 * nearest-office lookup read (lib/offices/queries.ts).
 * Schema keys are the column names of the table it saves to; the schema is shared by the
 * browser and the server.
 */
import { z } from 'zod'
import { checkbox, lines, requiredNumber, requiredText, version } from '@/lib/write/fields-schema'
import { asText, email, phone, type SettingsForm } from '@/lib/write/form-kit'

export const officeForm = {
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
    {
      name: 'isActive',
      label: 'Takes online bookings',
      kind: 'checkbox',
      hint: 'Untick while the office cannot take consultations: visitors then send their request without a time.',
    },
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
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes, e.g. west-palm-beach'),
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
    isActive: checkbox,
    serviceAreas: lines('service area', { maxItems: 60, maxLength: 100 }),
  }),
} as const satisfies SettingsForm
