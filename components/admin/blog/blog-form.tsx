'use client'

import Link from 'next/link'
import { useState } from 'react'
import {
  AdminForm,
  FieldMessages,
  FormSection,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
  useField,
} from '@/components/admin/forms/fields'
import { ImageField } from '@/components/admin/forms/image-field'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { Input } from '@/components/ui/input'
import { savePostAction } from '@/lib/blog/actions'
import { BLOG_STATUSES, BLOG_STATUS_LABELS, blogPostFormSchema, type BlogStatus } from '@/lib/blog/schema'
import { slugify } from '@/lib/blog/slug'
import { BUSINESS_TIME_ZONE_LABEL, fromZonedInput, toZonedInput } from '@/lib/blog/time'
import { MarkdownEditor } from './markdown-editor'

type SlugOrigin = 'title' | 'hand' | 'saved'

const SLUG_HINTS: Record<SlugOrigin, string> = {
  title: 'Made from the title; edit it if you like.',
  hand: 'Edited by hand; clear it to make it from the title again.',
  saved: 'Saved with the post; changing it moves the post to a new address.',
}

export type BlogFormValues = {
  title: string
  slug: string
  excerpt: string
  content: string
  coverImage: string
  category: string
  tags: string
  author: string
  status: string
  scheduledFor: string
}

type Props = {
  id: number | null
  updatedAt: string | null
  values: BlogFormValues
  categories: string[]
  initialHtml: string
}

export function BlogForm({ id, updatedAt, values, categories, initialHtml }: Props) {
  const [title, setTitle] = useState(values.title)
  const [slug, setSlug] = useState(values.slug)
  // Where the slug shown comes from: the title (a new post until the slug is typed), the person
  // typing it, or the saved post (kept as is, so its address does not move with a new title).
  const [slugOrigin, setSlugOrigin] = useState<SlugOrigin>(id === null || !values.slug ? 'title' : 'saved')
  const [status, setStatus] = useState<BlogStatus>((values.status as BlogStatus) ?? 'draft')
  const isNew = id === null
  const form = useAdminForm({
    schema: blogPostFormSchema,
    version: updatedAt,
    action: (raw) => savePostAction(id, raw),
    onSaved: (result) => {
      setSlug(result.data.slug)
      setSlugOrigin('saved')
    },
    redirectTo: (result) => (isNew ? `/admin/blog/${result.data.id}` : null),
  })
  const shownSlug = slugOrigin === 'title' ? slugify(title) : slug

  return (
    <AdminForm form={form} aria-label={isNew ? 'New post' : 'Edit post'}>
      <FormSection title="Post">
        <TextField
          name="title"
          label="Title"
          required
          defaultValue={values.title}
          maxLength={255}
          className="sm:col-span-2"
          onChange={(event) => setTitle(event.currentTarget.value)}
          counter={{ recommended: 70 }}
        />
        <TextField
          name="slug"
          label="Slug"
          value={shownSlug}
          onChange={(event) => {
            const next = event.currentTarget.value
            setSlugOrigin(next === '' ? 'title' : 'hand')
            setSlug(next)
          }}
          maxLength={255}
          className="sm:col-span-2"
          hint={
            <>
              The address of the post: /blog/{shownSlug || '…'}. {SLUG_HINTS[slugOrigin]}
            </>
          }
        />
        <TextareaField
          name="excerpt"
          label="Excerpt"
          defaultValue={values.excerpt}
          rows={3}
          maxLength={500}
          className="sm:col-span-2"
          counter={{ recommended: 160 }}
          hint="Shown on the blog list and in search results."
        />
        <MarkdownEditor
          name="content"
          label="Content"
          defaultValue={values.content}
          initialHtml={initialHtml}
        />
      </FormSection>

      <FormSection title="Publishing">
        <SelectField
          name="status"
          label="Status"
          required
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value as BlogStatus)}
          options={BLOG_STATUSES.map((s) => ({ value: s, label: BLOG_STATUS_LABELS[s] }))}
          hint="Draft → Scheduled → Published → Archived. Only published posts (and scheduled ones whose time has come) are on the blog."
        />
        <ScheduledForField defaultValue={values.scheduledFor} required={status === 'scheduled'} />
        <TextField
          name="category"
          label="Category"
          defaultValue={values.category}
          list="blog-category-options"
          maxLength={255}
          hint="Pick one or type a new category."
        />
        <datalist id="blog-category-options">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <TextField
          name="tags"
          label="Tags"
          defaultValue={values.tags}
          hint="Separated by commas, e.g. fiberglass, maintenance."
        />
        <TextField name="author" label="Author" defaultValue={values.author} maxLength={255} />
        <ImageField
          name="coverImage"
          label="Cover image"
          kind="blog"
          defaultValue={values.coverImage}
          hint="Shown at the top of the post and on cards; 16:9 works best."
        />
      </FormSection>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={form.pending} pendingText="Saving…">
          {isNew ? 'Create post' : 'Save post'}
        </SubmitButton>
        {!isNew && (
          <Link
            href={`/blog-preview/${id}`}
            className="text-sm font-medium text-primary underline"
            target="_blank"
          >
            Open the full preview
          </Link>
        )}
      </div>
    </AdminForm>
  )
}

/**
 * When a scheduled post goes out, typed in Florida (Eastern) time; the form sends the instant as
 * ISO in a hidden field named scheduledFor, and errors land on the visible input.
 */
function ScheduledForField({ defaultValue, required }: { defaultValue: string; required: boolean }) {
  const hint = `${BUSINESS_TIME_ZONE_LABEL}. A time in the past publishes the post at once.`
  const { id, error, controlProps } = useField('scheduledFor', hint)
  const [local, setLocal] = useState(toZonedInput(defaultValue))
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Publish at
        {required && (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        )}
      </label>
      <Input
        id={id}
        type="datetime-local"
        value={local}
        onChange={(event) => setLocal(event.currentTarget.value)}
        aria-invalid={controlProps['aria-invalid']}
        aria-describedby={controlProps['aria-describedby']}
        aria-required={required || undefined}
      />
      <input type="hidden" name="scheduledFor" value={local ? fromZonedInput(local) || local : ''} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
