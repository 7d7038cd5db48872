import { Badge } from '@/components/ui/badge'
import { BLOG_STATUS_LABELS, type BlogStatus } from '@/lib/blog/schema'

const VARIANT: Record<BlogStatus, 'success' | 'warning' | 'secondary' | 'outline'> = {
  published: 'success',
  scheduled: 'warning',
  draft: 'secondary',
  archived: 'outline',
}

export function BlogStatusBadge({ status }: { status: string }) {
  const known = status in VARIANT ? (status as BlogStatus) : 'draft'
  return <Badge variant={VARIANT[known]}>{BLOG_STATUS_LABELS[known] ?? status}</Badge>
}
