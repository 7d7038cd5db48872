/**
 * Admin user forms (spec 01 §5: username 3 to 50 characters, a valid email, role admin,
 * operations or sales; the stored password hash is never empty).
 */
import { z } from 'zod'
import { checkbox, version } from '@/lib/write/fields-schema'
import { ROLES } from '@/lib/auth/permissions'

export const USERNAME_MIN = 3
export const USERNAME_MAX = 50
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

export const ROLE_DESCRIPTIONS = {
  admin: 'Everything, including users and settings',
  operations: 'Leads, contacts, appointments and all content (pools, blog, landing pages)',
  sales: 'Leads, contacts and appointments',
} as const

export const USER_RULES = {
  lastAdmin: 'This is the last active administrator. Make another user an active administrator first.',
  selfDemote: 'You cannot remove your own administrator role. Ask another administrator to do it.',
  selfDeactivate: 'You cannot deactivate your own account.',
  usernameTaken: 'This username is already taken.',
  emailTaken: 'This email address is already used by another user.',
} as const

const asText = (v: unknown) => (v == null ? '' : v)

export const userFormSchema = z.object({
  updatedAt: version,
  username: z.preprocess(
    asText,
    z
      .string()
      .trim()
      .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
      .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
      .regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits, dots, dashes and underscores'),
  ),
  email: z.preprocess(
    asText,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(255, 'Email must be at most 255 characters')
      .pipe(z.email('Please enter a valid email address')),
  ),
  role: z.preprocess(asText, z.enum(ROLES, 'Choose a role: admin, operations or sales')),
  isActive: checkbox,
})

/** On create, a password may be typed; left blank, a random one is generated and shown once. */
export const createUserSchema = userFormSchema.extend({
  password: z.preprocess(
    asText,
    z
      .string()
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
      .refine(
        (v) => v === '' || v.length >= PASSWORD_MIN,
        `Password must be at least ${PASSWORD_MIN} characters`,
      )
      .transform((v) => (v === '' ? null : v)),
  ),
})

export type UserFormValues = z.output<typeof userFormSchema>
export type CreateUserValues = z.output<typeof createUserSchema>
