/** Copy of the contact page and the home contact form (spec 01 §2, §4, §8, §9). */
import { CLAIMS, EXPERIENCE, RESPONSE, RESPONSE_TIME_TEXT, withinHours } from './marketing'

const WITHIN_REPLY = withinHours(RESPONSE.contactReplyHours)

export const CONTACT_HERO = {
  title: 'Contact Us',
  intro: `Questions about a new fiberglass pool or a resurfacing project? Send us a message or call the office nearest to you. We reply ${WITHIN_REPLY}.`,
  claims: ['Free Consultation', 'Certified Specialists', EXPERIENCE.teamYearsClaim],
  stats: [
    { value: CLAIMS.customersText, label: CLAIMS.customersLabel },
    { value: RESPONSE_TIME_TEXT, label: 'Response Time' },
    { value: CLAIMS.warrantyShortText, label: 'Surface Warranty' },
    { value: String(CLAIMS.locations), label: 'FL Locations' },
  ],
} as const

/** The note above the contact page form. */
export const CONTACT_FORM_NOTE = `Every field is required. We reply ${WITHIN_REPLY}.`

/** The button that brings a sent contact form back (the contact page and the home form). */
const SEND_ANOTHER_MESSAGE = 'Send Another Message'

export const CONTACT_TOASTS = {
  successTitle: 'Thank you for your inquiry!',
  successDescription: `We will contact you ${WITHIN_REPLY}.`,
  failureTitle: 'Submission failed',
  failureFallback: 'Please try again later',
} as const

/** The panel that takes the contact page form's place once it is sent (with or without JavaScript). */
export const CONTACT_SENT_PANEL = {
  title: CONTACT_TOASTS.successTitle,
  text: CONTACT_TOASTS.successDescription,
  again: SEND_ANOTHER_MESSAGE,
} as const

export const CONTACT_FAILURE_SOURCE = 'Contact Form'
export const CONTACT_FAILURE_TYPE = 'contact'

export const EMERGENCY_CARD = {
  title: 'Emergency Service',
  text: '24/7 emergency service is available for existing customers. Call your local office at any hour and follow the prompts.',
  button: 'Emergency Line',
} as const

export const HOME_CONTACT = {
  submit: 'Send Message',
  pending: 'Sending...',
  again: SEND_ANOTHER_MESSAGE,
  successTitle: 'Message Sent Successfully!',
  successIntro: 'Thank you for reaching out. Here is what happens next:',
  /** {branch} is replaced with the branch name. */
  nextSteps: [
    `We review your message ${withinHours(RESPONSE.homeFormReviewHours)} during business hours.`,
    `A pool specialist from our {branch} calls you ${WITHIN_REPLY}.`,
    'We schedule your free on-site consultation and design session.',
  ],
} as const
