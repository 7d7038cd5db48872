import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalParty } from './types'

export function termsOfService(p: LegalParty): LegalDocument {
  return {
    title: 'Terms of Service',
    description: `The terms that govern use of the ${p.name} website and our estimates.`,
    updated: LEGAL_LAST_UPDATED,
    intro: [
      `These Terms of Service ("Terms") govern your use of ${p.siteUrl} (the "Site"), operated by ${p.legalName} ("we", "us"), a Florida company. By using the Site you accept these Terms. If you do not accept them, please do not use the Site.`,
      'Pool sales, installation and resurfacing work are governed by the written contract you sign with us, not by these Terms. If a contract and these Terms conflict, the contract controls.',
    ],
    sections: [
      {
        id: 'use-of-site',
        heading: '1. Using the Site',
        blocks: [
          'You may use the Site for your personal, non-commercial purposes: to learn about our pools and services, request estimates and contact us. You agree not to:',
          {
            list: [
              'submit false information, or requests in another person’s name without their permission;',
              'send spam, malicious code or automated requests, or try to get around our spam and rate limits;',
              'attempt to access the administration area, other people’s information or our systems without authorisation;',
              'copy, scrape or republish the Site’s content, photographs or pricing for commercial purposes.',
            ],
          },
        ],
      },
      {
        id: 'estimates-and-prices',
        heading: '2. Estimates, prices and promotions',
        blocks: [
          'Prices on the Site, such as "pools starting at" figures, size-based price guides and promotions, are starting points for planning. They are not offers that can be accepted. Your price depends on the model, your site (access, soil, water table, drainage, utilities), the deck and options you choose, and permit requirements, and is set only in a written estimate and contract.',
          'A written estimate is valid for 30 days unless it states otherwise. Promotions, such as a seasonal discount, apply only under their stated terms, cannot be combined unless stated, and may end at any time before a contract is signed.',
        ],
      },
      {
        id: 'financing-calculator',
        heading: '3. Financing calculator',
        blocks: [
          'The financing calculator produces estimates only, based on the figures you enter and sample rates. We are not a lender, do not arrange credit and do not make credit decisions. Actual rates, terms and approval are set by each lender after its own review. We may be compensated when you apply with a lender we link to.',
        ],
      },
      {
        id: 'scheduling',
        heading: '4. Timelines',
        blocks: [
          'Timelines on the Site (for example, installation in days once permits are approved and the shell is delivered) describe typical projects. Permit review, manufacturing, weather, inspections and site conditions are outside our control and can change a schedule. Your contract sets out the schedule and how delays are handled.',
        ],
      },
      {
        id: 'content',
        heading: '5. Our content',
        blocks: [
          'The Site, its text, photographs, illustrations, videos and design are owned by us or our licensors and protected by copyright and trademark law. Manufacturer names and marks belong to their owners and are used to identify their products. Guides offered for download may be printed and shared for personal use with their notices intact.',
        ],
      },
      {
        id: 'third-party',
        heading: '6. Third-party sites',
        blocks: [
          'Links to lenders, manufacturers, maps, videos and social networks are provided for convenience. We do not control and are not responsible for their content, products or privacy practices.',
        ],
      },
      {
        id: 'disclaimers',
        heading: '7. Disclaimers',
        blocks: [
          'The Site is provided "as is" and "as available". To the fullest extent allowed by law we disclaim all warranties about the Site, express or implied, including merchantability, fitness for a particular purpose and non-infringement. We do not promise that the Site will be uninterrupted or error-free. Warranties on pools and workmanship are only those stated in your contract and the manufacturer’s warranty documents. See also our Legal Disclaimers.',
        ],
      },
      {
        id: 'liability',
        heading: '8. Limitation of liability',
        blocks: [
          'To the fullest extent allowed by law, we are not liable for indirect, incidental, special or consequential damages arising from your use of the Site, and our total liability for any claim arising from the Site is limited to one hundred US dollars. Nothing in these Terms limits liability that cannot be limited under Florida law, or your rights under a signed contract.',
        ],
      },
      {
        id: 'indemnity',
        heading: '9. Indemnity',
        blocks: [
          'You agree to indemnify us against claims, losses and costs (including reasonable attorneys’ fees) arising from your misuse of the Site or breach of these Terms.',
        ],
      },
      {
        id: 'governing-law',
        heading: '10. Governing law and disputes',
        blocks: [
          'These Terms are governed by the laws of the State of Florida, without regard to conflict-of-law rules. Any dispute about the Site shall be brought in the state or federal courts located in Marion County, Florida, and you consent to their jurisdiction. Before filing a claim, you agree to contact us and try in good faith to resolve the dispute informally for at least 30 days.',
        ],
      },
      {
        id: 'changes',
        heading: '11. Changes',
        blocks: [
          'We may change these Terms by posting a new version on the Site. The date at the top shows the latest version. Continued use of the Site after a change means you accept the new Terms.',
        ],
      },
      {
        id: 'contact',
        heading: '12. Contact',
        blocks: [`${p.legalName}, ${p.address}. E-mail: ${p.email}. Telephone: ${p.phone}.`],
      },
    ],
  }
}
