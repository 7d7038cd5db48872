/**
 * The admin frame: a sidebar (desktop) or toggle menu (phone) listing the admin routes the
 * signed-in role may open, the current user with their role, and logout. On a phone the top bar
 * keeps only the menu, the name of the area and 'Log out', so none of them is pushed off the
 * screen by a long username; the user and role are at the top of the menu instead.
 */
import Link from 'next/link'
import { navForRole } from '@/lib/admin/navigation'
import type { AdminUser } from '@/lib/auth/sessions'
import { AdminNav } from './admin-nav'
import { LogoutButton } from './logout-button'
import { MobileAdminMenu } from './mobile-admin-menu'

export const ROLE_LABELS = { admin: 'Administrator', operations: 'Operations', sales: 'Sales' } as const

export function AdminShell({ admin, children }: { admin: AdminUser; children: React.ReactNode }) {
  const items = navForRole(admin.role)
  return (
    <div className="min-h-screen bg-muted/60 lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <aside className="hidden bg-slate-900 px-3 py-5 lg:block">
        <Link href="/admin-dashboard" className="mb-6 block px-3 text-lg font-bold text-white">
          Pools Admin
        </Link>
        <AdminNav items={items} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="relative flex h-14 items-center justify-between gap-2 bg-slate-900 px-2 text-white sm:px-3 lg:bg-white lg:px-6 lg:text-foreground lg:shadow-sm">
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            <MobileAdminMenu
              items={items}
              user={{ username: admin.username, role: ROLE_LABELS[admin.role] }}
            />
            <Link href="/admin-dashboard" className="truncate font-bold whitespace-nowrap lg:hidden">
              Pools Admin
            </Link>
            <Link
              href="/"
              className="hidden text-sm text-muted-foreground underline-offset-4 hover:underline lg:inline"
            >
              View site
            </Link>
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <p className="hidden min-w-0 text-right text-sm leading-tight lg:block">
              <span className="block max-w-64 truncate font-semibold" data-testid="admin-username">
                {admin.username}
              </span>
              <span className="block text-xs text-slate-300 lg:text-muted-foreground">
                {ROLE_LABELS[admin.role]}
              </span>
            </p>
            <LogoutButton className="text-foreground" />
          </div>
        </header>
        <main id="admin-main" className="min-w-0 flex-1 p-4 lg:p-6">
          {children}
        </main>
      </div>
    </div>
  )
}
