import { LEGAL_LAST_UPDATED, type LegalDocument, type LegalParty } from './types'

export function privacyPolicy(p: LegalParty): LegalDocument {
  return {
    title: 'Privacy Policy',
    description: `How ${p.legalName} collects, uses, shares and protects personal information from visitors and customers.`,
    updated: LEGAL_LAST_UPDATED,
    intro: [
      `${p.legalName} ("${p.name}", "we", "us") sells, installs and resurfaces swimming pools in Florida. This Privacy Policy explains what personal information we collect when you visit ${p.siteUrl} (the "Site"), request an estimate, contact us or become a customer, how we use it, with whom we share it, and the choices you have.`,
      'By using the Site you agree to this policy. If you do not agree, please do not use the Site or send us your information.',
    ],
    sections: [
      {
        id: 'information-we-collect',
        heading: '1. Information we collect',
        blocks: [
          'Information you give us. When you request an estimate or consultation, send a contact message, call or e-mail us, we collect what you provide, such as:',
          {
            list: [
              'your name, telephone number, e-mail address and property address;',
              'details of your project: pool type, budget range, timeline, the model you are interested in and any message you write;',
              'for customers, the information needed to prepare a contract, pull permits and schedule the work, such as the property’s legal description, HOA requirements and site photographs.',
            ],
          },
          'Information collected automatically. When you browse the Site our servers record technical information: the pages you visit, the page that referred you, campaign (UTM) parameters in the link you followed, your browser type and the time of the visit. Your IP address is used to protect our forms from abuse and is stored only as a one-way keyed hash, not as the address itself.',
          'Location. If you allow it in your browser, the Site uses your device’s location only inside your browser to show the nearest of our offices. Your location is not sent to us or stored.',
          'We do not collect payment-card data through the Site, and we do not knowingly collect information from children under 13.',
        ],
      },
      {
        id: 'how-we-use',
        heading: '2. How we use information',
        blocks: [
          {
            list: [
              'to answer your request, prepare your estimate and contact you about it by phone, text or e-mail;',
              'to design, permit, build, resurface and service your pool, and to honour warranties;',
              'to route your request to the nearest office and measure which pages and campaigns bring enquiries;',
              'to keep the Site secure, prevent spam and fraud, and fix problems;',
              'to meet legal, tax, licensing, permitting and insurance obligations, and to enforce our agreements.',
            ],
          },
          'We do not sell your personal information, and we do not share it with third parties for their own marketing.',
        ],
      },
      {
        id: 'calls-and-texts',
        heading: '3. Calls, texts and e-mail',
        blocks: [
          'By submitting a form with your phone number you ask us to contact you about your request at that number, including by text message. Message and data rates may apply. We do not use automated marketing calls. You can ask us to stop contacting you at any time by replying STOP to a text, by e-mail or by phone, and we will honour it promptly. Service messages about an active project may still be sent while the work is under way.',
        ],
      },
      {
        id: 'sharing',
        heading: '4. When we share information',
        blocks: [
          'We share personal information only as needed to serve you:',
          {
            list: [
              'with pool manufacturers, suppliers and crane and delivery companies, to order and deliver your shell and equipment and to register warranties;',
              'with county and city building departments and inspectors, as required for permits and inspections;',
              'with service providers who host the Site, send our e-mail or store our records, under contracts that limit their use of the information to providing services to us;',
              'with a lender, only when you ask us to send your project details to that lender;',
              'when the law requires it, to protect our rights or the safety of others, or as part of a sale or reorganisation of our business.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: '5. Cookies and similar technologies',
        blocks: [
          'The public Site does not use advertising or tracking cookies. Our page-view statistics are first-party and cookie-free. Staff who sign in to our administration area receive a strictly necessary session cookie. Embedded videos load from YouTube’s privacy-enhanced domain only when played or scrolled into view. See our Cookie Policy for details.',
        ],
      },
      {
        id: 'retention',
        heading: '6. How long we keep information',
        blocks: [
          'We keep estimate requests and contact messages for as long as we need them to answer and follow up on your request, and we delete them when you ask us to unless we must keep them by law. Customer records, contracts, permits and warranty information are kept for the life of the warranty and as long as Florida law requires for construction and tax records. Technical logs are kept for a short period for security and then deleted.',
        ],
      },
      {
        id: 'security',
        heading: '7. Security',
        blocks: [
          'We protect personal information with administrative, technical and physical safeguards appropriate to its sensitivity, including encrypted connections, access limited to staff who need it, and hashed passwords. No method of transmission or storage is completely secure. If a breach of security affects your personal information, we will notify you as required by the Florida Information Protection Act (section 501.171, Florida Statutes).',
        ],
      },
      {
        id: 'your-choices',
        heading: '8. Your choices and rights',
        blocks: [
          'You may ask us to tell you what personal information we hold about you, to correct it, or to delete it where we are not required to keep it. You may opt out of marketing messages at any time. To make a request, contact us using the details below; we will verify the request and answer within 30 days.',
        ],
      },
      {
        id: 'links',
        heading: '9. Other websites',
        blocks: [
          'The Site links to other websites, such as lenders, manufacturers, map services and social networks. Their privacy practices are governed by their own policies, which we encourage you to read.',
        ],
      },
      {
        id: 'changes',
        heading: '10. Changes to this policy',
        blocks: [
          'We may update this policy from time to time. The date at the top shows when it last changed. Material changes will be highlighted on the Site before they take effect.',
        ],
      },
      {
        id: 'contact',
        heading: '11. Contact us',
        blocks: [`${p.legalName}, ${p.address}. E-mail: ${p.email}. Telephone: ${p.phone}.`],
      },
    ],
  }
}
