/**
 * What the site layout records on every page once it has hydrated (components/site/
 * navigation-events.tsx, components/analytics/visit-attribution.tsx), in one module so both load
 * one chunk: the page view beacon and the visit's attribution, which the beacon uses too.
 */
export { recordPageView } from './page-view-beacon'
export { rememberVisitAttribution } from '@/lib/leads/attribution'
