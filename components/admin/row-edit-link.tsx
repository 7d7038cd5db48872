import { Pencil } from 'lucide-react'
import Link from 'next/link'
import { Button } from '@/components/ui/button'

/** 'Edit' in a row of an admin list: a link to the record's page, named after the record. */
export function RowEditLink({ href, name }: { href: string; name: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={href} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden /> Edit
      </Link>
    </Button>
  )
}
