/**
 * The Google Business location settings form (spec 01 §3): the places whose reviews are
 * imported (lib/offices/google.ts).
 * Schema keys are the column names of the table it saves to; the schema is shared by the
 * browser and the server.
 */
import { z } from 'zod'
import { checkbox, optionalText, requiredText, version } from '@/lib/write/fields-schema'
import { phone, type SettingsForm } from '@/lib/write/form-kit'

export const googleLocationForm = {
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
} as const satisfies SettingsForm
