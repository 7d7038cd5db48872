'use client'

import Link from 'next/link'
import { useState } from 'react'
import {
  AdminForm,
  CheckboxField,
  FormSection,
  SelectField,
  SubmitButton,
  TextField,
} from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { createUserAction, updateUserAction } from '@/lib/users/actions'
import { ROLES } from '@/lib/auth/permissions'
import {
  createUserSchema,
  PASSWORD_MIN,
  ROLE_DESCRIPTIONS,
  USERNAME_MAX,
  USERNAME_MIN,
  userFormSchema,
} from '@/lib/users/schema'
import { PasswordReveal } from './password-reveal'

type Values = { username: string; email: string; role: string; isActive: boolean }

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: `${role} — ${ROLE_DESCRIPTIONS[role]}` }))

export function UserForm({
  id,
  updatedAt,
  values,
  isSelf = false,
}: {
  id: number | null
  updatedAt: string | null
  values: Values
  isSelf?: boolean
}) {
  const [created, setCreated] = useState<{ id: number; password?: string } | null>(null)
  const isNew = id === null
  const form = useAdminForm({
    schema: isNew ? createUserSchema : userFormSchema,
    version: updatedAt,
    action: (raw) => (isNew ? createUserAction(raw) : updateUserAction(id, raw)),
    onSaved: (result) => {
      if (isNew) setCreated({ id: result.data.id, password: result.data.password })
    },
  })

  if (created) {
    return (
      <div className="space-y-4 rounded-xl border bg-white p-6 shadow-sm">
        <p className="font-semibold">The user was created.</p>
        {created.password ? (
          <PasswordReveal username="the new user" password={created.password} />
        ) : (
          <p className="text-sm">They can sign in with the password you chose.</p>
        )}
        <div className="flex gap-3 text-sm font-medium">
          <Link className="text-primary underline" href={`/admin/users/${created.id}`}>
            Open the user
          </Link>
          <Link className="text-primary underline" href="/admin/users">
            Back to all users
          </Link>
        </div>
      </div>
    )
  }

  return (
    <AdminForm form={form} aria-label={isNew ? 'New user' : 'Edit user'}>
      <FormSection title="Account">
        <TextField
          name="username"
          label="Username"
          required
          autoComplete="off"
          defaultValue={values.username}
          maxLength={USERNAME_MAX}
          hint={`${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, dots, dashes or underscores.`}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="off"
          defaultValue={values.email}
        />
        <SelectField
          name="role"
          label="Role"
          required
          defaultValue={values.role}
          options={ROLE_OPTIONS}
          className="sm:col-span-2"
          hint={
            isSelf && values.role === 'admin' ? 'You cannot remove your own administrator role.' : undefined
          }
        />
        <CheckboxField
          name="isActive"
          label="Active (can sign in)"
          defaultChecked={values.isActive}
          hint={
            isSelf
              ? 'You cannot deactivate your own account.'
              : 'Deactivating signs the user out everywhere at once.'
          }
        />
        {isNew && (
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            className="sm:col-span-2"
            hint={`At least ${PASSWORD_MIN} characters. Leave blank to generate one, shown once after saving.`}
          />
        )}
      </FormSection>
      <SubmitButton pending={form.pending} pendingText={isNew ? 'Creating…' : 'Saving…'}>
        {isNew ? 'Create user' : 'Save changes'}
      </SubmitButton>
    </AdminForm>
  )
}
