/** Copy of the estimate page and its three-step form (spec 01 §2 Estimate page, §4, §8). */
import { RESPONSE, withinHours } from './marketing'

/** Spec 01 §9: an estimate (and the call about it) within 24 hours. */
const WITHIN_REPLY = withinHours(RESPONSE.estimateReplyHours)

const HERO_BADGES = ['Free Consultation', 'No Hidden Costs', 'Expert Assessment'] as const

/** The page's hero in each variant of the form (spec 01 §2 gives the estimate's). */
export const ESTIMATE_HERO = {
  estimate: {
    title: 'Get Your Free Pool Estimate',
    intro: `Tell us about your project in three short steps. Someone from your local office will call you ${WITHIN_REPLY}.`,
    badges: HERO_BADGES,
  },
  appointment: {
    title: 'Book Your Free Pool Consultation',
    intro: `Tell us about your project in three short steps and pick a time if you like. A pool specialist from your local office will call you ${WITHIN_REPLY}.`,
    badges: HERO_BADGES,
  },
} as const

export const ESTIMATE_FAILURE_SOURCE = 'Unified Estimate Form'

/** Spec 01 §2: the three steps are Contact, Details and Review. */
export const ESTIMATE_STEP_LABELS = ['Contact', 'Details', 'Review'] as const

export const ESTIMATE_FORM = {
  estimate: {
    title: 'Request Your Free Estimate',
    intro: 'Three quick steps and we will prepare a detailed quote for your pool.',
    submit: 'Get My Free Estimate',
    pending: 'Submitting...',
    successTitle: 'Estimate Request Received!',
  },
  appointment: {
    title: 'Schedule Your Free Consultation',
    intro: 'Three quick steps and a pool specialist will call you to set a time that suits you.',
    submit: 'Schedule My Consultation',
    pending: 'Scheduling...',
    /** With a time booked (spec 01 §2). */
    successTitle: 'Consultation Scheduled!',
    /** Without a time: nothing is scheduled yet, the office calls to agree one. */
    requestedTitle: 'Consultation Request Received!',
  },
  back: 'Back',
  continue: 'Continue',
  note: `Someone from your local office will call you ${WITHIN_REPLY}. This form takes under 2 minutes.`,
  poolSelected: 'Pool Selected',
  thankYou: 'Thank You for Your Interest!',
  /** {branch} is replaced with the branch name. */
  successText: `Someone from our {branch} will call you ${WITHIN_REPLY} to talk through your project.`,
  /** A consultation asked for without a time; {branch} is replaced with the branch name. */
  callToSetTimeText: `We will call you to set a time for your consultation: someone from our {branch} will call you ${WITHIN_REPLY}.`,
  /** The review step's summary of the first two steps' answers. */
  reviewTitle: 'Your answers',
  notGiven: 'Not given',
  change: 'Change',
  /** Step 3: a pool chosen on another page, or a resurfacing service, instead of the pool-type list. */
  poolSelectedLabel: 'Pool selected:',
  serviceLabel: 'Service:',
  choosePoolType: 'Choose a pool type instead',
  again: 'Submit Another Request',
  validationTitle: 'Validation Error',
  errorTitle: 'Error',
  branchTitle: 'Your Local Branch',
  findNearest: 'Find my nearest office',
  budgetPlaceholder: 'Select your budget range',
  timelinePlaceholder: 'Select your timeline',
  poolTypePlaceholder: 'Select a pool type (optional)',
} as const

/** The consultation slot picker of the appointment variant (issue 25) and its success line. */
export const ESTIMATE_BOOKING = {
  title: 'Pick a time for your consultation (optional)',
  intro: 'Times are Eastern Time. Leave it and we will call you to agree one.',
  office: 'Office',
  day: 'Day',
  time: 'Time',
  loading: 'Loading free times...',
  /** {minutes} is replaced with the consultation length. */
  length: 'A consultation takes about {minutes} minutes.',
  none: 'No online times are free at this office in the next two weeks. Send your request and we will call you to agree a time.',
  notBookable:
    'This office does not take online bookings just now. Send your request and we will call you to agree a time.',
  failed: 'Free times could not be loaded. Send your request and we will call you to agree a time.',
  chosen: 'Your consultation:',
  clear: 'Clear time',
  offered: 'These times are still free:',
  /** Under 'Consultation Scheduled!' when a time was booked. */
  bookedText: `Your consultation is booked. Someone from our {branch} will call you ${WITHIN_REPLY} to confirm the details.`,
} as const

export const ESTIMATE_WHY = {
  title: 'Why Choose Our Free Estimate?',
  items: [
    {
      title: 'Detailed Pricing',
      text: 'A line-by-line quote for the pool, equipment, installation and finishing work.',
    },
    {
      title: 'No Hidden Costs',
      text: 'What we quote is what you pay: permits, delivery and site work are included.',
    },
    {
      title: 'Expert Assessment',
      text: 'A certified specialist checks your yard, access and soil before quoting.',
    },
    {
      title: 'Quick Response',
      text: `An estimate ${WITHIN_REPLY}: your local office calls you to talk it through.`,
    },
  ],
} as const

export const ESTIMATE_INCLUDES = {
  title: 'What Your Estimate Includes',
  items: [
    { title: 'Pool Design & Size', text: 'The model, shape and size that fit your yard and budget.' },
    { title: 'Equipment & Features', text: 'Pump, filter, heater, lighting and any spa or water features.' },
    {
      title: 'Installation Services',
      text: 'Excavation, shell placement, plumbing, electrical and backfill.',
    },
    {
      title: 'Permits & Inspections',
      text: 'County permits, drawings and every inspection, handled for you.',
    },
    { title: 'Site Preparation', text: 'Access, grading, soil removal and restoration of your lawn.' },
    {
      title: 'Warranty Coverage',
      text: 'The structural shell, surface and workmanship warranties in writing.',
    },
  ],
} as const
