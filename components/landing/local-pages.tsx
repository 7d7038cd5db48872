/**
 * The ten local pages a 'page' landing record may map to (spec 01 §2): the same components their
 * own routes render, loaded on demand.
 */
import type { ComponentType } from 'react'
import type { LocalPagePath } from '@/lib/landing-pages/types'

export type SearchParams = Record<string, string | string[] | undefined>
export type LocalPageProps = { searchParams: Promise<SearchParams> }
type LocalPage = ComponentType<LocalPageProps>

export const LOCAL_PAGES: Record<LocalPagePath, () => Promise<LocalPage>> = {
  '/pools': () => import('@/components/pools/pools-page').then((m) => m.PoolsPage),
  '/packages': () => import('@/components/packages/packages-page').then((m) => m.PackagesPage),
  '/resurfacing': () => import('@/components/resurfacing/resurfacing-page').then((m) => m.ResurfacingPage),
  '/installation': () =>
    import('@/components/installation/installation-page').then((m) => m.InstallationPage),
  '/above-ground-pools': () =>
    import('@/components/brands/above-ground-page').then((m) => m.AboveGroundPoolsPage),
  '/san-juan-pools': () => import('@/components/brands/san-juan-page').then((m) => m.SanJuanPoolsPage),
  '/latham-pools': () => import('@/components/brands/latham-page').then((m) => m.LathamPoolsPage),
  '/calculator': () => import('@/components/financing/calculator-page').then((m) => m.CalculatorPage),
  '/contact': () => import('@/components/contact/contact-page').then((m) => m.ContactPage),
  '/estimate': () => import('@/components/estimate/estimate-page').then((m) => m.EstimatePage),
}
