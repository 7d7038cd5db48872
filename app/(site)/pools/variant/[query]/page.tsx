/** /pools with a query, rewritten here by proxy.ts: one cached page per set of the values it reads. */
import PoolResults from '../../page'
import { noPathsAtBuild } from '@/lib/cache/build-phase'
import { variantSearchParams, type VariantProps } from '@/lib/cache/query-variants'

export { metadata } from '../../page'
export const generateStaticParams = noPathsAtBuild

export default function PoolsPageVariant({ params }: VariantProps) {
  return <PoolResults searchParams={variantSearchParams(params)} />
}
