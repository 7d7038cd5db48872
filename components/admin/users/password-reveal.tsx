'use client'

import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'

/** A new password, shown this once so the administrator can hand it over. */
export function PasswordReveal({ username, password }: { username: string; password: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <div
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="password-reveal"
    >
      <p className="text-sm font-semibold">Password for {username} (shown only now)</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code className="rounded bg-white px-3 py-2 font-mono text-base" data-testid="new-password">
          {password}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={async () => {
            await navigator.clipboard?.writeText(password).catch(() => undefined)
            setCopied(true)
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="mt-2 text-xs">Give it to the user through a safe channel. It cannot be shown again.</p>
    </div>
  )
}
