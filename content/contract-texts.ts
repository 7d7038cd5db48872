/**
 * The contract's built-in texts: the company's terms and the three notices Florida requires in a
 * residential pool construction contract. DEMO TEXTS, written for this product in plain words: a
 * Florida lawyer must approve (and replace) them before a real contract is signed
 * (docs/decisions/contract-texts-demo-until-a-lawyer-approves.md). Admins publish new versions;
 * each signed contract keeps the version it was signed with (contract_texts).
 */
import { INSTALLATION_TEXTS, PAYMENT_METHODS, TIMELINES, WARRANTIES, WARRANTY_TEXTS } from './marketing'

export type ContractTextValues = {
  terms: string
  lienLawNotice: string
  recoveryFundNotice: string
  constructionDefectNotice: string
}

/** The headings the contract prints above each text. */
export const CONTRACT_TEXT_TITLES: Record<keyof ContractTextValues, string> = {
  terms: 'Terms and conditions',
  lienLawNotice: 'Florida Construction Lien Law notice (section 713.015, Florida Statutes)',
  recoveryFundNotice: 'Florida Homeowners’ Construction Recovery Fund (section 489.1425, Florida Statutes)',
  constructionDefectNotice: 'Construction defect claims (chapter 558, Florida Statutes)',
}

export const DEMO_TEXT_MARK = 'DEMO TEXT: not reviewed by a lawyer; replace before signing real contracts.'

export const DEFAULT_CONTRACT_TEXTS: ContractTextValues = {
  terms: [
    DEMO_TEXT_MARK,
    '1. The work. We build the pool and the items listed in the option you chose, as described in this contract, to the applicable Florida Building Code and the conditions of your permit.',
    `2. Price and payments. The contract price is the total of the option you chose. You pay it in the installments of the payment schedule, each when the project reaches its stage. We accept ${PAYMENT_METHODS.slice(0, -1).join(', ').toLowerCase()} or ${PAYMENT_METHODS.at(-1) ?? ''}; we do not accept cash or cryptocurrency. We give you a written receipt for every payment.`,
    `3. Permits and approvals. We apply for the building permit and arrange the county inspections. If your property has a homeowners’ association, you obtain its written approval; we provide the drawings it asks for. Permits and shell manufacturing usually take ${TIMELINES.permitsAndManufacturing}.`,
    `4. Your part. You keep a path at least ${TIMELINES.craneAccessFeet} feet wide clear for the crane and the equipment, show us the property lines, tell us of anything buried in the yard (septic tanks, sprinkler lines, cables), and keep children and pets away from the work area.`,
    `5. Schedule. Installation usually takes ${INSTALLATION_TEXTS.daysOnSite} once the permit is approved and the shell is delivered. Weather, inspections, the permit office, the manufacturer and conditions found underground can move dates; we tell you promptly when they do.`,
    '6. Changes. Any change to the work or the price is agreed in writing, signed by you and by us, before the changed work starts.',
    '7. Conditions found in the ground. Rock, a high water table, buried debris or unstable soil that nobody could see at the technical visit may need extra work (for example dewatering). We explain it and agree the price with you in writing before doing it.',
    `8. Warranties. The pool shell carries the manufacturer’s structural warranty, as its certificate states. We give a ${WARRANTY_TEXTS.surface} on the pool’s gelcoat and warrant our workmanship for ${WARRANTIES.workmanshipYears} year from completion. Equipment carries its maker’s warranty.`,
    '9. Right to cancel. You may cancel this contract without penalty by written notice (e-mail is enough) within three business days after you sign it. We refund any payment within ten business days of your notice.',
    '10. Signing electronically. You and we agree that this contract may be signed electronically and that an electronic signature has the same effect as a signature on paper. You can download and keep the signed contract at any time from your private page.',
  ].join('\n\n'),
  lienLawNotice: [
    DEMO_TEXT_MARK,
    'Under Florida’s Construction Lien Law (sections 713.001–713.37, Florida Statutes), people who work on your property or supply materials and services for it and are not paid in full may claim payment against your property. This claim is called a construction lien.',
    'If your contractor or a subcontractor does not pay subcontractors, sub-subcontractors or material suppliers, those who are owed money may look to your property for payment, even if you have already paid your contractor in full. If you do not pay your contractor, your contractor may also have a lien on your property. If a lien is filed, your property could be sold against your will to pay for labor, materials or services that were not paid for.',
    'To protect yourself, you may require in this contract that before you make any payment, your contractor gives you a written release of lien from every person or company that has sent you a “Notice to Owner”. Florida’s Construction Lien Law is complex, and you are encouraged to consult a lawyer.',
  ].join('\n\n'),
  recoveryFundNotice: [
    DEMO_TEXT_MARK,
    'Payment, up to a limited amount, may be available from the Florida Homeowners’ Construction Recovery Fund if you lose money on a project performed under contract, where the loss results from specified violations of Florida law by a licensed contractor.',
    'For information about the Recovery Fund and how to file a claim, contact the Florida Construction Industry Licensing Board (Department of Business and Professional Regulation, Tallahassee, Florida).',
  ].join('\n\n'),
  constructionDefectNotice: [
    DEMO_TEXT_MARK,
    'Any claim for construction defects is subject to the notice and cure provisions of chapter 558, Florida Statutes. Before you file a lawsuit about a defect, you must send us a written notice of the claim describing the defect, and we have the right to inspect it and to offer to repair it or to pay for it, within the time limits that chapter sets.',
  ].join('\n\n'),
}
