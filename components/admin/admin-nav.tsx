'use client'

import {
  CalendarClock,
  CalendarDays,
  Factory,
  FileSignature,
  FileText,
  Images,
  Inbox,
  LayoutDashboard,
  Megaphone,
  ReceiptText,
  Settings,
  ShieldAlert,
  Users,
  Waves,
  ClipboardList,
  type LucideIcon,
  Sunrise,
  SquareKanban,
  Hammer,
  ListChecks,
} from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { AdminNavIcon, AdminNavItem } from '@/lib/admin/navigation'
import { cn } from '@/lib/utils'

const ICONS: Record<AdminNavIcon, LucideIcon> = {
  'my-day': Sunrise,
  dashboard: LayoutDashboard,
  leads: ClipboardList,
  pipeline: SquareKanban,
  appointments: CalendarClock,
  calendar: CalendarDays,
  contacts: Inbox,
  spam: ShieldAlert,
  pools: Waves,
  manufacturers: Factory,
  'price-book': ReceiptText,
  projects: Hammer,
  'lead-lists': ListChecks,
  quotes: FileSignature,
  blog: FileText,
  'landing-pages': Megaphone,
  media: Images,
  users: Users,
  settings: Settings,
}

export function AdminNav({ items, onNavigate }: { items: AdminNavItem[]; onNavigate?: () => void }) {
  const pathname = usePathname()
  const groups = [...new Set(items.map((item) => item.group))]
  return (
    <nav aria-label="Admin">
      {groups.map((group) => (
        <div key={group} className="mb-4">
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-300 uppercase">{group}</p>
          <ul className="space-y-0.5">
            {items
              .filter((item) => item.group === group)
              .map((item) => {
                const Icon = ICONS[item.icon]
                const active = pathname === item.href || pathname.startsWith(`${item.href}/`)
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={onNavigate}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-100 hover:bg-white/10',
                        active && 'bg-white/15 text-white',
                      )}
                    >
                      <Icon className="size-4" aria-hidden />
                      {item.label}
                    </Link>
                  </li>
                )
              })}
          </ul>
        </div>
      ))}
    </nav>
  )
}
