/** What staff are told when a quote action is refused (issue 35 §9): one place for the code and its tests. */
export const QUOTE_MESSAGES_SERVER = {
  notFound: 'Quote not found. It may have been deleted.',
  leadNotFound: 'Lead not found.',
  notDraft:
    'This version has been sent and can no longer be changed. Use “Change quote” to make a new version.',
  draftExists: 'This quote already has a draft: edit the draft instead of starting another version.',
  signed: 'This quote has been accepted and signed: a signed contract is never changed.',
  alreadySent: 'This version has already been sent. Use “Change quote” to send a changed one.',
  noEmail:
    'The lead has no e-mail address, and the quote goes out by e-mail with the homeowner’s private link. Add the e-mail on the lead first; nothing was sent.',
  validityPassed:
    'The validity date of this draft has passed. Edit the draft and set a new date before sending.',
  noLicense:
    'The contractor license number is missing (Settings → Company info): every contract prints it, so quotes cannot be sent without it.',
  poolGone: (label: string) =>
    `The pool of “${label}” is no longer in the catalogue: this version cannot be copied. Start a new quote instead.`,
  noPendingDiscount: 'No discount on this quote is waiting for approval.',
} as const
