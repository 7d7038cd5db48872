/**
 * The ten local pages a 'page' landing record may map to (spec 01 §2). Each is the existing
 * page's component, loaded on demand and given the props a page receives.
 */
import type { ComponentType } from 'react'
import type { LocalPagePath } from '@/lib/landing-pages/types'

export type SearchParams = Record<string, string | string[] | undefined>
export type LocalPageProps = { params: Promise<Record<string, string>>; searchParams: Promise<SearchParams> }
type PageModule = { default: ComponentType<LocalPageProps> }

const load = (loader: () => Promise<unknown>) => loader as () => Promise<PageModule>

export const LOCAL_PAGES: Record<LocalPagePath, () => Promise<PageModule>> = {
  '/pools': load(() => import('@/app/(site)/pools/page')),
  '/packages': load(() => import('@/app/(site)/packages/page')),
  '/resurfacing': load(() => import('@/app/(site)/resurfacing/page')),
  '/installation': load(() => import('@/app/(site)/installation/page')),
  '/above-ground-pools': load(() => import('@/app/(site)/above-ground-pools/page')),
  '/san-juan-pools': load(() => import('@/app/(site)/san-juan-pools/page')),
  '/latham-pools': load(() => import('@/app/(site)/latham-pools/page')),
  '/calculator': load(() => import('@/app/(site)/calculator/page')),
  '/contact': load(() => import('@/app/(site)/contact/page')),
  '/estimate': load(() => import('@/app/(site)/estimate/page')),
}
