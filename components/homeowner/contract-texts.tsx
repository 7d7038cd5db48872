import { CONTRACT_TEXT_TITLES, type ContractTextValues } from '@/content/contract-texts'

type Props = {
  texts: ContractTextValues & { version: number; isDemo: boolean }
  licenseNumber: string
}

const ORDER: (keyof ContractTextValues)[] = [
  'terms',
  'lienLawNotice',
  'recoveryFundNotice',
  'constructionDefectNotice',
]

/** The terms and the Florida notices, each folded under its title, with the contractor's license. */
export function ContractTexts({ texts, licenseNumber }: Props) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        Contract text version {texts.version}
        {texts.isDemo ? ' (demo wording, not yet approved by a lawyer)' : ''}. Florida contractor license{' '}
        {licenseNumber || 'not recorded'}.
      </p>
      {ORDER.map((key) => (
        <details key={key} className="group rounded-lg border bg-white">
          <summary className="cursor-pointer list-none p-3 font-medium marker:hidden">
            <span className="mr-2 inline-block transition-transform group-open:rotate-90" aria-hidden>
              ›
            </span>
            {CONTRACT_TEXT_TITLES[key]}
          </summary>
          <div className="space-y-2 border-t p-3 text-sm leading-relaxed">
            {texts[key]
              .split(/\n{2,}/)
              .map((p) => p.trim())
              .filter(Boolean)
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
          </div>
        </details>
      ))}
    </div>
  )
}
