/**
 * What the homeowner's page writes in a lead's history (lead_events): the actor is 'homeowner',
 * the actions below; lib/leads/history.ts says each in words.
 */
export const HOMEOWNER_ACTOR = 'homeowner'

export const HOMEOWNER_EVENTS = {
  viewed: 'quote_viewed',
  signed: 'quote_signed',
  declined: 'quote_declined',
  dealValue: 'deal_value',
  linkSent: 'homeowner_link',
} as const
