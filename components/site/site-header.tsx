import { Menu, Phone, Sparkles, X } from 'lucide-react'
import { HeaderFinderButton } from '@/components/finder/header-finder-button'
import { HEADER_LINKS, MOBILE_ONLY_LINKS } from '@/content/header-links'
import type { Office } from '@/lib/offices/types'
import { DesignToolDisabled } from './design-tool-disabled'
import { HeaderCallLink } from './header-call-link'
import { SiteHeaderClient } from './site-header-client'

/**
 * The site header. Its links, icons and the design tool's entry are drawn here, on the server when
 * the site's layout renders it, and handed to the client part (site-header-client.tsx): their code
 * is then not part of every page's JavaScript.
 */
export function SiteHeader({
  companyName,
  logo,
  offices,
}: {
  companyName: string
  logo: string
  offices: Office[]
}) {
  return (
    <SiteHeaderClient
      companyName={companyName}
      logo={logo}
      links={HEADER_LINKS}
      mobileOnlyLinks={MOBILE_ONLY_LINKS}
      menuIcon={<Menu className="size-6" aria-hidden />}
      closeIcon={<X className="size-6" aria-hidden />}
      designToolInBar={<DesignToolDisabled variant="bar" />}
      designToolInMenu={<DesignToolDisabled variant="menu" />}
      finderButton={<HeaderFinderButton icon={<Sparkles className="size-5" aria-hidden />} />}
      callLink={<HeaderCallLink offices={offices} phoneIcon={<Phone className="size-5" aria-hidden />} />}
    />
  )
}
