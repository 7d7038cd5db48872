/**
 * The resource settings form (spec 01 §3): one downloadable guide or checklist
 * (lib/resources/queries.ts).
 * Schema keys are the column names of the table it saves to; the schema is shared by the
 * browser and the server.
 */
import { z } from 'zod'
import {
  oneOf,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredText,
  version,
} from '@/lib/write/fields-schema'
import { type SettingsForm } from '@/lib/write/form-kit'

export const resourceForm = {
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
} as const satisfies SettingsForm
