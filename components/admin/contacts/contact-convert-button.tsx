'use client'

import { ArrowRightLeft } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { convertContactAction } from '@/lib/leads/contacts/actions'
import { useRecordVersion } from '@/components/admin/forms/record-version'
import { Button } from '@/components/ui/button'

/**
 * 'Convert to lead': one press makes the lead from the message (nothing re-typed). The button is
 * disabled while it works; a second press or a colleague's conversion is refused by the server
 * with the lead's number, and the page, shown again, links to that lead.
 */
export function ContactConvertButton({ id }: { id: number }) {
  const router = useRouter()
  const shared = useRecordVersion()
  const [pending, startTransition] = useTransition()
  const [result, setResult] = useState<{ ok: boolean; message: string; leadId?: number } | null>(null)
  const onClick = () => {
    setResult(null)
    startTransition(async () => {
      const answer = await convertContactAction(id, { updatedAt: shared.version })
      if (answer.ok) {
        shared.setVersion(answer.data.updatedAt)
        setResult({ ok: true, message: answer.message, leadId: answer.data.leadId })
      } else {
        setResult({ ok: false, message: answer.message })
      }
      router.refresh()
    })
  }
  return (
    <div className="space-y-2">
      <Button type="button" onClick={onClick} disabled={pending || !!result?.ok} className="min-h-11">
        <ArrowRightLeft aria-hidden />
        {pending ? 'Converting...' : 'Convert to lead'}
      </Button>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-sm text-emerald-900' : 'text-sm text-red-800'}
        >
          {result.message}{' '}
          {result.leadId ? (
            <Link href={`/admin/estimates/${result.leadId}`} className="font-semibold underline">
              Open the lead
            </Link>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
