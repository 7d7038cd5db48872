/**
 * "Changing a status offers to set the next follow-up": a status form that saved calls
 * offerNextFollowUp(); the follow-up form of the same page answers by opening with a suggested
 * time and a prompt. A window event keeps the two forms independent of each other.
 */
export const OFFER_EVENT = 'follow-up:offer'

export function offerNextFollowUp(statusLabel?: string) {
  window.dispatchEvent(new CustomEvent(OFFER_EVENT, { detail: { statusLabel } }))
}
