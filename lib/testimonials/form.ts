/**
 * The testimonial settings form (spec 01 §3): one row of testimonials (lib/testimonials/queries.ts).
 * Schema keys are the column names of the table it saves to; the schema is shared by the
 * browser and the server.
 */
import { z } from 'zod'
import {
  checkbox,
  oneOf,
  optionalNumber,
  optionalText,
  optionalUrl,
  requiredNumber,
  requiredText,
  version,
} from '@/lib/write/fields-schema'
import type { SettingsForm } from '@/lib/write/form-kit'

export const testimonialForm = {
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
} as const satisfies SettingsForm
