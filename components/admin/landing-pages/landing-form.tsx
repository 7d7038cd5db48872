'use client'

import { useEffect, useRef, useState } from 'react'
import {
  AdminForm,
  FormSection,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '@/components/admin/forms/fields'
import { useAdminForm } from '@/components/admin/forms/use-admin-form'
import { previewLandingHtmlAction, saveLandingPageAction } from '@/lib/landing-pages/actions'
import {
  KNOWN_STRATEGIES,
  landingPageFormSchema,
  META_DESCRIPTION_RECOMMENDED,
  META_TITLE_RECOMMENDED,
} from '@/lib/landing-pages/schema'
import { slugify } from '@/lib/blog/slug'
import { LOCAL_PAGE_PATHS } from '@/lib/landing-pages/types'
import { SearchResultPreview } from './search-preview'
import { formatNumber } from '@/lib/format'

export type LandingFormValues = {
  title: string
  slug: string
  city: string
  service: string
  metaTitle: string
  metaDescription: string
  contentType: string
  content: string
  localPagePath: string
  targetKeywords: string
  status: string
  strategy: string
}

type Props = {
  id: number | null
  updatedAt: string | null
  values: LandingFormValues
  siteUrl: string
  initialPreview: string
  counters?: { views: number; conversions: number; rate: number | null }
}

export function LandingForm({ id, updatedAt, values, siteUrl, initialPreview, counters }: Props) {
  const [v, setV] = useState(values)
  const [preview, setPreview] = useState(initialPreview)
  const first = useRef(true)
  const isNew = id === null
  const form = useAdminForm({
    schema: landingPageFormSchema,
    version: updatedAt,
    action: (raw) => saveLandingPageAction(id, raw),
    onSaved: (result) => setV((current) => ({ ...current, slug: result.data.slug })),
    redirectTo: (result) => (isNew ? `/admin/landing-pages/${result.data.id}` : null),
  })
  const set = (key: keyof LandingFormValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setV((current) => ({ ...current, [key]: value }))
  }

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (v.contentType !== 'html') return
    let cancelled = false
    const timer = setTimeout(async () => {
      const result = await previewLandingHtmlAction(v.content)
      if (!cancelled && result.ok) setPreview(result.html)
    }, 400)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [v.content, v.contentType])

  const slugShown = v.slug || slugify([v.service, v.city].filter(Boolean).join(' ') || v.title)

  return (
    <AdminForm form={form} aria-label={isNew ? 'New landing page' : 'Edit landing page'}>
      {counters && (
        <dl
          className="grid grid-cols-3 gap-3 rounded-xl border bg-white p-4 text-center shadow-sm"
          aria-label="Performance"
        >
          <div>
            <dt className="text-xs text-muted-foreground uppercase">Views (all time)</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatNumber(counters.views)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground uppercase">Conversions (all time)</dt>
            <dd className="text-2xl font-bold tabular-nums">{formatNumber(counters.conversions)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground uppercase">Rate</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {counters.rate === null ? '—' : `${counters.rate}%`}
            </dd>
          </div>
        </dl>
      )}
      <FormSection title="Page">
        <TextField
          name="title"
          label="Title"
          required
          value={v.title}
          onChange={set('title')}
          maxLength={255}
          className="sm:col-span-2"
        />
        <TextField
          name="slug"
          label="Slug"
          value={v.slug}
          onChange={set('slug')}
          placeholder={slugShown}
          maxLength={255}
          hint={`The page's address: /${slugShown || '…'}. Leave blank to make it from the service and city.`}
        />
        <SelectField
          name="status"
          label="Status"
          required
          value={v.status}
          onChange={set('status')}
          options={[
            { value: 'draft', label: 'Draft (not on the site)' },
            { value: 'published', label: 'Published' },
          ]}
        />
        <TextField
          name="service"
          label="Service"
          value={v.service}
          onChange={set('service')}
          maxLength={255}
          placeholder="Fiberglass pool installation"
        />
        <TextField
          name="city"
          label="City"
          value={v.city}
          onChange={set('city')}
          maxLength={100}
          placeholder="Ocala"
        />
        <TextField
          name="strategy"
          label="Strategy"
          value={v.strategy}
          onChange={set('strategy')}
          list="landing-strategy-options"
          maxLength={50}
          hint="How the page earns visits: standard, local-seo, product, enhanced or test."
        />
        <datalist id="landing-strategy-options">
          {KNOWN_STRATEGIES.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <TextField
          name="targetKeywords"
          label="Target keywords"
          value={v.targetKeywords}
          onChange={set('targetKeywords')}
          hint="Separated by commas."
        />
      </FormSection>

      <FormSection
        title="Search engines"
        description="What search results and social shares show for this page."
      >
        <TextField
          name="metaTitle"
          label="Meta title"
          value={v.metaTitle}
          onChange={set('metaTitle')}
          maxLength={255}
          className="sm:col-span-2"
          counter={{ recommended: META_TITLE_RECOMMENDED }}
          hint={`Up to ${META_TITLE_RECOMMENDED} characters show in results; the title is used when blank.`}
        />
        <TextareaField
          name="metaDescription"
          label="Meta description"
          value={v.metaDescription}
          onChange={set('metaDescription')}
          rows={3}
          className="sm:col-span-2"
          counter={{ recommended: META_DESCRIPTION_RECOMMENDED }}
          hint={`Up to ${META_DESCRIPTION_RECOMMENDED} characters show in results.`}
        />
        <SearchResultPreview
          siteUrl={siteUrl}
          slug={slugShown}
          title={v.metaTitle || v.title}
          description={v.metaDescription}
          titleMax={META_TITLE_RECOMMENDED}
          descriptionMax={META_DESCRIPTION_RECOMMENDED}
        />
      </FormSection>

      <FormSection title="Content">
        <SelectField
          name="contentType"
          label="Content"
          required
          value={v.contentType}
          onChange={set('contentType')}
          options={[
            { value: 'html', label: 'Its own HTML content' },
            { value: 'page', label: 'An existing page of the site' },
          ]}
        />
        {v.contentType === 'page' ? (
          <SelectField
            name="localPagePath"
            label="Local page"
            required
            value={v.localPagePath}
            onChange={set('localPagePath')}
            placeholder="Choose a page"
            options={LOCAL_PAGE_PATHS.map((p) => ({ value: p, label: p }))}
            hint="The landing page shows this page, with its own title and search settings."
          />
        ) : (
          <>
            <input type="hidden" name="localPagePath" value="" />
            <TextareaField
              name="content"
              label="HTML content"
              required
              value={v.content}
              onChange={set('content')}
              rows={16}
              className="font-mono sm:col-span-2"
              hint="Headings, paragraphs, lists, links, images and YouTube embeds are kept; scripts, styles and event handlers are removed."
            />
            <section aria-label="Sanitised preview" className="rounded-md border bg-white p-4 sm:col-span-2">
              <p
                className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                aria-hidden
              >
                Sanitised preview
              </p>
              <div
                className="prose max-w-none space-y-3 [&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
                data-testid="landing-preview"
                dangerouslySetInnerHTML={{ __html: preview }}
              />
            </section>
          </>
        )}
        {v.contentType === 'page' && <input type="hidden" name="content" value={v.content} />}
      </FormSection>

      <SubmitButton pending={form.pending} pendingText="Saving…">
        {isNew ? 'Create landing page' : 'Save landing page'}
      </SubmitButton>
    </AdminForm>
  )
}
