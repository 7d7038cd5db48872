import { LegalRoute } from '@/components/content/legal-route'
import { COOKIE_TABLE, cookiePolicy } from '@/content/legal/cookie-policy'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata = pageMetadata({
  title: 'Cookie Policy',
  description: 'The cookies and browser storage our website uses, and how to control them.',
  path: '/cookie-policy',
})

export default function CookiePolicyPage() {
  return (
    <LegalRoute build={cookiePolicy}>
      <div
        className="mt-6 overflow-x-auto rounded-xl border"
        role="region"
        aria-label="Cookie table"
        tabIndex={0}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Cookies and browser storage used by this website</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-3">
                Name
              </th>
              <th scope="col" className="p-3">
                Purpose
              </th>
              <th scope="col" className="p-3">
                Type
              </th>
              <th scope="col" className="p-3">
                Duration
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {COOKIE_TABLE.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="p-3 font-mono text-xs font-semibold">
                  {row.name}
                </th>
                <td className="p-3">{row.purpose}</td>
                <td className="p-3">{row.type}</td>
                <td className="p-3">{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LegalRoute>
  )
}
