import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalParty } from './types'

export type CookieRow = { name: string; purpose: string; type: string; duration: string }

/** What the site stores in the browser, as built (see lib/auth/cookie.ts, lib/leads/attribution.ts). */
export const COOKIE_TABLE: CookieRow[] = [
  {
    name: 'admin_session',
    purpose:
      'Keeps a staff member signed in to the administration area. Never set for visitors of the public pages.',
    type: 'Strictly necessary cookie (HttpOnly, first party)',
    duration: '24 hours, renewed while active',
  },
  {
    name: 'visitAttribution',
    purpose:
      'Remembers the first page of your visit and the campaign that brought you, sent only with a form you submit.',
    type: 'Session storage (first party)',
    duration: 'Until you close the tab',
  },
  {
    name: 'landingViewed:<page>',
    purpose: 'Marks a local landing page as already counted in this visit, so a reload is not counted twice.',
    type: 'Session storage (first party)',
    duration: 'Until you close the tab',
  },
  {
    name: 'Pool finder entries',
    purpose:
      'Remembers pool recommendations and whether you have visited the pool gallery, for the pool-finder assistant.',
    type: 'Session storage (first party)',
    duration: 'Until you close the tab',
  },
]

export function cookiePolicy(p: LegalParty): LegalDocument {
  return {
    title: 'Cookie Policy',
    description: `Which cookies and browser storage the ${p.name} website uses, and how to control them.`,
    updated: LEGAL_LAST_UPDATED,
    intro: [
      `This Cookie Policy explains how ${p.legalName} uses cookies and similar technologies on ${p.siteUrl}. Cookies are small text files a website stores in your browser; session storage is similar but is erased when you close the tab.`,
      'In short: the public website sets no advertising or tracking cookies. We only store what a feature you use needs.',
    ],
    sections: [
      {
        id: 'what-we-use',
        heading: '1. What we use',
        blocks: ['The table below lists everything our own website stores in your browser.'],
      },
      {
        id: 'statistics',
        heading: '2. Visit statistics without cookies',
        blocks: [
          'We count page views with our own, cookie-free statistics: the browser sends the page address, the referring page and any campaign parameters. We do not build profiles, and we store your IP address only as a one-way keyed hash used to stop abuse of our forms.',
        ],
      },
      {
        id: 'third-parties',
        heading: '3. Third-party content',
        blocks: [
          'Videos are embedded from YouTube’s privacy-enhanced domain (youtube-nocookie.com). The player is loaded only when you press play or scroll the video into view; once it loads, YouTube (Google) may store information in your browser under its own privacy policy. Links to maps, lenders and social networks take you to those sites, which set their own cookies.',
        ],
      },
      {
        id: 'location',
        heading: '4. Your location',
        blocks: [
          'If you allow location access in your browser, the Site uses it inside your browser to show the nearest office. It is not stored in a cookie or sent to us. You can withdraw permission in your browser settings at any time.',
        ],
      },
      {
        id: 'control',
        heading: '5. How to control cookies',
        blocks: [
          'You can block or delete cookies and site data in your browser settings. The public website works fully without cookies; staff sign-in requires the session cookie. Closing the tab clears session storage.',
        ],
      },
      {
        id: 'changes',
        heading: '6. Changes and contact',
        blocks: [
          `If we add a new cookie or storage item, we will update this page and its date first. Questions: ${p.email} or ${p.phone}.`,
        ],
      },
    ],
  }
}
