/** Estimate form options, limits and messages (spec 01 §5, §9). */
export const BUDGET_RANGES = [
  '$30,000 - $50,000',
  '$50,000 - $75,000',
  '$75,000 - $100,000',
  '$100,000+',
] as const

export const TIMELINES = [
  { value: 'ASAP', label: 'As soon as possible' },
  { value: '1-3 months', label: '1-3 months' },
  { value: '3-6 months', label: '3-6 months' },
  { value: '6+ months', label: '6+ months' },
  { value: 'just researching', label: 'Just researching' },
] as const

export const POOL_TYPES = ['Fiberglass', 'Concrete', 'Above Ground', 'Pool Renovation', 'Not Sure'] as const

export const LIMITS = {
  nameMin: 2,
  phoneMin: 10,
  contactMessageMin: 10,
  usernameMin: 3,
  usernameMax: 50,
} as const

export const MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  contactNameRequired: 'Name is required',
  contactEmailRequired: 'Valid email is required',
  contactPhoneRequired: 'Phone is required',
  contactMessageRequired: 'Message is required',
  homeRequiredFields: 'Please fill in all required fields',
  homeMessageTooShort: 'Please provide more details about your project (minimum 10 characters)',
  serverMessageTooShort: 'Please provide more details about your project',
  emailOrPhoneRequired: 'Either email or phone number is required',
  genericSubmitError: 'There was an error submitting your request. Please try again.',
  estimateSubmitError: 'There was a problem submitting your request. Please try again.',
  budgetInvalid: 'Please choose a budget range from the list',
  timelineInvalid: 'Please choose a project timeline from the list',
  /** The wait is the Retry-After it goes with, in words ('8 minutes', lib/format formatWait). */
  tooManyRequests: (wait: string) =>
    `Too many requests from your network. Please wait ${wait} and try again, or call us.`,
} as const

/** Spec 01 §5: text, @, text, a dot, text, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
