import Link from 'next/link'
import { Image } from '@/components/ui/image'

type Props = {
  company: { name: string; logo: string }
  contact: { office: string; phone: string; email: string }
  children: React.ReactNode
}

/**
 * The frame of the homeowner's private pages: the company and whom to call at the top, a reminder
 * that the page is private at the bottom. None of the public site's navigation, finder or
 * analytics: the page's address holds the homeowner's key, and its JavaScript stays small.
 */
export function PortalShell({ company, contact, children }: Props) {
  const tel = `tel:${contact.phone.replace(/[^\d+]/g, '')}`
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
          <span className="flex min-w-0 items-center gap-2 font-bold text-primary">
            <Image src={company.logo} alt="" width={32} height={32} unoptimized className="size-8 shrink-0" />
            <span className="truncate">{company.name}</span>
          </span>
          <a
            href={tel}
            className="shrink-0 rounded-md border border-primary/30 px-3 py-2 text-sm font-semibold text-primary hover:bg-secondary"
          >
            <span className="hidden sm:inline">Call </span>
            {contact.phone}
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:py-8">
        {children}
      </main>
      <footer className="border-t bg-white">
        <div className="mx-auto max-w-5xl space-y-1 px-4 py-5 text-sm text-muted-foreground">
          <p>This page is private to you: anyone with its link can open it, so please do not share it.</p>
          <p>
            Questions? {contact.office}:{' '}
            <a href={tel} className="font-medium text-primary underline">
              {contact.phone}
            </a>{' '}
            ·{' '}
            <a href={`mailto:${contact.email}`} className="font-medium text-primary underline">
              {contact.email}
            </a>
          </p>
          <p>
            <Link href="/my-pool" prefetch={false} className="text-primary underline">
              Lost your link? Get a new one by e-mail
            </Link>{' '}
            · © {company.name}
          </p>
        </div>
      </footer>
    </div>
  )
}
