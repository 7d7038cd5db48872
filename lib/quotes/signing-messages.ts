/**
 * The words of signing (issue 35 §4), in a module without zod so the signing form in the browser
 * shows them without carrying the schema library: the field messages, and the consent the
 * homeowner ticks (stored with the signature).
 */
export const SIGNING_MESSAGES = {
  nameRequired: 'Type your full name as your signature',
  nameShort: 'Type your full name (first and last)',
  signatureRequired: 'Draw your signature in the box',
  signatureInvalid: 'The signature could not be read. Clear it and draw it again',
  consentRequired: 'Tick the box to agree to sign electronically',
  alternativeRequired: 'Choose one of the options',
} as const

export const E_SIGN_CONSENT_TEXT =
  'I agree to sign this contract electronically. My typed name and drawn signature are my legal signature, with the same effect as signing on paper, and I have been able to read and download the whole contract before signing.'
