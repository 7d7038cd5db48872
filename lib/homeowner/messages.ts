/** The words of the "lost your link?" form (issue 35 §4), without server code: the page and its tests share them. */
export const LOST_LINK_MESSAGES = {
  emailInvalid: 'Enter the e-mail address your quote was sent to, like name@example.com',
  sent: 'If that address has a quote or contract with us, a new link is on its way to it. Check your inbox (and the spam folder) in a few minutes.',
  tooMany: 'Too many requests from your connection. Please try again in an hour, or call us.',
} as const
