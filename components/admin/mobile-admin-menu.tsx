'use client'

import { Menu, X } from 'lucide-react'
import { useState } from 'react'
import type { AdminNavItem } from '@/lib/admin/navigation'
import { AdminNav } from './admin-nav'

/** The admin navigation on narrow screens: a toggle under the top bar, headed by who is signed in. */
export function MobileAdminMenu({
  items,
  user,
}: {
  items: AdminNavItem[]
  user: { username: string; role: string }
}) {
  const [open, setOpen] = useState(false)
  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10"
        aria-expanded={open}
        aria-controls="admin-mobile-menu"
        aria-label={open ? 'Close admin menu' : 'Open admin menu'}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      {open && (
        <div
          id="admin-mobile-menu"
          className="absolute inset-x-0 top-14 z-40 max-h-[calc(100dvh-3.5rem)] overflow-y-auto bg-slate-900 p-3 shadow-lg"
        >
          <p className="mb-3 border-b border-white/15 px-3 pb-3 text-sm text-slate-200">
            Signed in as <span className="font-semibold break-all text-white">{user.username}</span> ·{' '}
            {user.role}
          </p>
          <AdminNav items={items} onNavigate={() => setOpen(false)} />
        </div>
      )}
    </div>
  )
}
