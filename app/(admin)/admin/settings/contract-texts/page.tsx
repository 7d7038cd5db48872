import type { Metadata } from 'next'
import { AdminPageHeader } from '@/components/admin/page-header'
import { requirePagePermission } from '@/components/admin/page-guard'
import { ContractTextsForm } from '@/components/admin/settings/contract-texts-form'
import { formatDateTime } from '@/lib/format'
import { currentContractTexts, listContractTextVersions } from '@/lib/settings/contract-texts'

export const metadata: Metadata = { title: 'Contract texts' }

/** /admin/settings/contract-texts: the terms and Florida notices every contract prints, by version. */
export default async function ContractTextsPage() {
  const { denied } = await requirePagePermission('settings:manage')
  if (denied) return denied
  const [current, versions] = await Promise.all([currentContractTexts(), listContractTextVersions()])
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Contract texts"
        back={{ href: '/admin/settings', label: 'Settings' }}
        description="The terms and the Florida notices printed in every contract. Publishing makes a new version for contracts signed from then on; signed contracts keep the version they were signed with."
      />
      {current.isDemo ? (
        <p
          className="mb-5 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          role="note"
        >
          Version {current.version} is the built-in demo wording. A Florida lawyer must approve the terms and
          supply the statutory wording of the notices before real contracts are signed.
        </p>
      ) : null}
      <section
        aria-labelledby="current-title"
        className="mb-8 rounded-xl border bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="current-title" className="mb-4 text-lg font-semibold">
          Current: version {current.version}
        </h2>
        <ContractTextsForm
          version={current.version}
          values={{
            terms: current.terms,
            lienLawNotice: current.lienLawNotice,
            recoveryFundNotice: current.recoveryFundNotice,
            constructionDefectNotice: current.constructionDefectNotice,
          }}
        />
      </section>
      <section aria-labelledby="versions-title">
        <h2 id="versions-title" className="mb-3 text-lg font-semibold">
          Versions
        </h2>
        <ul
          className="divide-y rounded-xl border bg-white text-sm shadow-sm"
          data-testid="contract-text-versions"
        >
          {versions.map((v) => (
            <li key={v.id} className="flex flex-wrap items-baseline justify-between gap-2 p-3">
              <span className="font-medium">
                Version {v.version}
                {v.isDemo ? ' (demo wording)' : ''}
              </span>
              <span className="text-muted-foreground">
                {formatDateTime(v.createdAt)} by {v.createdBy} · {v.signedContracts}{' '}
                {v.signedContracts === 1 ? 'contract' : 'contracts'} signed with it
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
