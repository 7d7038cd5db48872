'use client'

import { ExternalLink, Trash2 } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { toastResult } from '@/components/admin/action-feedback'
import { ConfirmButton } from '@/components/admin/forms/confirm-button'
import { RowEditLink } from '@/components/admin/row-edit-link'
import { Button } from '@/components/ui/button'
import { deleteLandingPageAction } from '@/lib/landing-pages/actions'

type Props = {
  id: number
  title: string
  slug: string
  published: boolean
  updatedAt: string
  showEdit?: boolean
}

export function LandingRowActions({ id, title, slug, published, updatedAt, showEdit = true }: Props) {
  const router = useRouter()
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {showEdit && <RowEditLink href={`/admin/landing-pages/${id}`} name={title} />}
      {published && (
        <Button asChild size="sm" variant="outline">
          <Link href={`/${slug}`} aria-label={`View ${title} on the site`} target="_blank">
            <ExternalLink aria-hidden /> View
          </Link>
        </Button>
      )}
      <ConfirmButton
        title={`Delete “${title}”?`}
        description={`/${slug} will show “Page Not Found”. Set it to draft instead to take it offline but keep it and its counters.`}
        confirmLabel="Delete landing page"
        triggerLabel={`Delete ${title}`}
        onConfirm={async () => {
          const result = await deleteLandingPageAction(id, updatedAt)
          toastResult(result)
          if (result.ok && !showEdit) router.push('/admin/landing-pages')
          else router.refresh()
        }}
      >
        <Trash2 aria-hidden /> Delete
      </ConfirmButton>
    </div>
  )
}
