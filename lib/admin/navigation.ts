/**
 * Every guarded admin route of spec 01 §2, with the permission a role needs to see it. The shell's
 * navigation shows only the entries the signed-in role may open; each page checks again.
 */
import { can, type Permission, type Role } from '@/lib/auth/permissions'

export type AdminNavIcon =
  | 'my-day'
  | 'dashboard'
  | 'leads'
  | 'pipeline'
  | 'appointments'
  | 'calendar'
  | 'contacts'
  | 'spam'
  | 'pools'
  | 'manufacturers'
  | 'price-book'
  | 'projects'
  | 'lead-lists'
  | 'quotes'
  | 'blog'
  | 'landing-pages'
  | 'media'
  | 'users'
  | 'settings'

export type AdminNavItem = {
  href: string
  label: string
  permission: Permission
  icon: AdminNavIcon
  group: string
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { href: '/admin/my-day', label: 'My day', permission: 'follow-ups:read', icon: 'my-day', group: 'Sales' },
  {
    href: '/admin-dashboard',
    label: 'Dashboard',
    permission: 'dashboard:read',
    icon: 'dashboard',
    group: 'Sales',
  },
  { href: '/admin/estimates', label: 'Leads', permission: 'leads:read', icon: 'leads', group: 'Sales' },
  { href: '/admin/pipeline', label: 'Pipeline', permission: 'leads:read', icon: 'pipeline', group: 'Sales' },
  {
    href: '/admin/admin-estimates',
    label: 'Appointments',
    permission: 'appointments:read',
    icon: 'appointments',
    group: 'Sales',
  },
  {
    href: '/admin/calendar',
    label: 'Calendar',
    permission: 'appointments:read',
    icon: 'calendar',
    group: 'Sales',
  },
  {
    href: '/admin/contacts',
    label: 'Contacts',
    permission: 'contacts:read',
    icon: 'contacts',
    group: 'Sales',
  },
  {
    href: '/admin/spam',
    label: 'Suspected spam',
    permission: 'leads:write',
    icon: 'spam',
    group: 'Sales',
  },
  {
    href: '/admin/lead-lists',
    label: 'Sources and lost reasons',
    permission: 'lead-lists:write',
    icon: 'lead-lists',
    group: 'Sales',
  },
  { href: '/admin/pools', label: 'Pools', permission: 'pools:write', icon: 'pools', group: 'Content' },
  {
    href: '/admin/manufacturers',
    label: 'Manufacturers',
    permission: 'manufacturers:write',
    icon: 'manufacturers',
    group: 'Content',
  },
  { href: '/admin/quotes', label: 'Quotes', permission: 'quotes:read', icon: 'quotes', group: 'Sales' },
  {
    href: '/admin/projects',
    label: 'Projects',
    permission: 'projects:read',
    icon: 'projects',
    group: 'Projects',
  },
  {
    href: '/admin/price-book',
    label: 'Price book',
    permission: 'price-book:read',
    icon: 'price-book',
    group: 'Sales',
  },
  { href: '/admin/blog', label: 'Blog', permission: 'blog:write', icon: 'blog', group: 'Content' },
  {
    href: '/admin/landing-pages',
    label: 'Landing Pages',
    permission: 'landing-pages:write',
    icon: 'landing-pages',
    group: 'Content',
  },
  {
    href: '/admin/media',
    label: 'Media library',
    permission: 'media:write',
    icon: 'media',
    group: 'Content',
  },
  {
    href: '/admin/users',
    label: 'Users',
    permission: 'users:manage',
    icon: 'users',
    group: 'Administration',
  },
  {
    href: '/admin/settings',
    label: 'Settings',
    permission: 'settings:manage',
    icon: 'settings',
    group: 'Administration',
  },
]

export function navForRole(role: Role): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => can(role, item.permission))
}

/** Whether a path is the admin area (guarded pages and the login screen). */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === '/admin-login' ||
    pathname === '/admin-dashboard' ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/blog-preview/') ||
    pathname === '/test-blog' ||
    pathname === '/simple-blog-test'
  )
}
