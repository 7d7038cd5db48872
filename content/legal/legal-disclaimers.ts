import { INSTALLATION_TEXTS, TIMELINES, WARRANTIES, WARRANTY_TEXTS } from '../marketing'
import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalParty } from './types'

export function legalDisclaimers(p: LegalParty): LegalDocument {
  return {
    title: 'Legal Disclaimers',
    description: `Important notices about prices, dimensions, timelines, warranties, financing and safety on the ${p.name} website.`,
    updated: LEGAL_LAST_UPDATED,
    intro: [
      `The information on this website is provided by ${p.legalName} for general information. Please read these notices together with our Terms of Service. Your written estimate and contract are the only documents that set the price, scope, schedule and warranties of your project.`,
    ],
    sections: [
      {
        id: 'pricing',
        heading: 'Pricing',
        blocks: [
          'Advertised prices, "starting at" figures, size-based price guides and promotional savings are estimates for planning. They exclude work that depends on your site, such as extra excavation, rock removal, dewatering, retaining walls, tree or fence removal, utility relocation, drainage, electrical service upgrades and screen enclosures, unless stated. Prices may change without notice until a contract is signed.',
        ],
      },
      {
        id: 'dimensions',
        heading: 'Dimensions, colours and photographs',
        blocks: [
          'Pool shells are moulded products. Lengths, widths and depths may vary up to 3% from the stated dimensions, and water volume varies with the fill level. Colours on screen differ from the actual gelcoat; please see a physical sample before choosing. Photographs and illustrations may show optional features, decking, landscaping and furniture that are not included in the base price.',
        ],
      },
      {
        id: 'timelines',
        heading: 'Timelines',
        blocks: [
          `Installation typically takes ${INSTALLATION_TEXTS.daysOnSite} after permits are approved and the shell is delivered (most pools ${TIMELINES.installHeadline}). ${INSTALLATION_TEXTS.wholeProject} Resurfacing takes ${TIMELINES.resurfacingDays} and above-ground installation ${TIMELINES.aboveGroundInstallDays}. These are typical figures, not guarantees: permit review, inspections, manufacturing, weather, site conditions and material availability can change them.`,
        ],
      },
      {
        id: 'warranties',
        heading: 'Warranties',
        blocks: [
          `Warranty figures on this website (such as our ${WARRANTY_TEXTS.surface}, ${WARRANTY_TEXTS.shell}, our ${WARRANTY_TEXTS.workmanship}, a ${WARRANTIES.resurfacingYears}-year resurfacing warranty and above-ground warranties of up to ${WARRANTIES.aboveGroundUpToYears} years) summarise coverage. Manufacturer warranties are provided by the manufacturer, not by us, and are subject to their written terms, registration and exclusions. Equipment is covered by its maker’s warranty. Warranties generally exclude damage from improper water chemistry, draining the pool without our guidance, hydrostatic pressure, ground movement, storms and other acts of nature, and alterations by others.`,
        ],
      },
      {
        id: 'financing',
        heading: 'Financing',
        blocks: [
          'We are not a lender or a loan broker. The financing calculator and any rates shown are estimates for illustration only and are not an offer of credit. Annual percentage rates, terms and approval depend on each lender’s criteria and your credit history, and can change at any time. We may receive compensation from lenders or through affiliate links. Consult the lender and your own financial adviser before borrowing.',
        ],
      },
      {
        id: 'claims',
        heading: 'Statistics and reviews',
        blocks: [
          'Customer counts, satisfaction figures, years of experience and ratings reflect our own records and customer feedback at the time of writing. Testimonials describe individual experiences; your results may differ.',
        ],
      },
      {
        id: 'safety',
        heading: 'Pool safety',
        blocks: [
          'A swimming pool is a drowning hazard, especially for young children. Florida’s Residential Swimming Pool Safety Act (chapter 515, Florida Statutes) requires at least one approved safety feature for a new residential pool: a barrier, an approved safety cover, exit alarms on doors and windows that open to the pool, or self-closing and self-latching devices on those doors. Always supervise children around water, keep barriers closed and learn CPR.',
        ],
      },
      {
        id: 'construction-notices',
        heading: 'Florida construction notices',
        blocks: [
          'Pool construction in Florida is performed under a state or local contractor licence. Under the Florida Construction Lien Law (chapter 713, Florida Statutes), those who work on your property or provide materials and are not paid in full have a right to enforce their claim for payment against your property; ask for lien releases with each payment. Florida also maintains the Florida Homeowners’ Construction Recovery Fund, which may compensate homeowners who suffer losses from certain violations of Florida law by a licensed contractor; contact the Florida Construction Industry Licensing Board for information.',
        ],
      },
      {
        id: 'no-advice',
        heading: 'No professional advice',
        blocks: [
          'Articles, guides and answers on this website are general information, not engineering, legal, tax or financial advice for your situation. Building codes and HOA rules vary by location; your project is designed and permitted for your property specifically.',
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        blocks: [`Contact ${p.legalName} at ${p.email} or ${p.phone}.`],
      },
    ],
  }
}
