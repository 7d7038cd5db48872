import { TIMELINES } from '@/content/marketing'
import { pageMetadata } from '@/lib/seo/metadata'
import { InstallationPage } from '@/components/installation/installation-page'

export const metadata = pageMetadata({
  title: 'Fiberglass Pool Installation Timeline',
  description: `What happens on each day of a fiberglass pool installation in Florida: excavation, crane set, backfill, deck and start-up, in ${TIMELINES.timelinePageSummary}.`,
  path: '/installation',
  keywords: ['fiberglass pool installation', 'pool installation timeline', 'how long to install a pool'],
})

export default InstallationPage
