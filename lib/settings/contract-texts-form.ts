/**
 * The contract texts' form in settings (issue 35 §5): the terms and the three Florida notices,
 * published as a new version (a version is never edited; signed contracts keep theirs). The form
 * carries the version it was opened on: a version published meanwhile by someone else is a 409.
 * Shared by the browser and the server.
 */
import { z } from 'zod'
import { CONTRACT_TEXT_TITLES } from '@/content/contract-texts'
import { requiredText } from '@/lib/write/fields-schema'

export const CONTRACT_TEXT_MAX = 30_000

export const contractTextsSchema = z.object({
  basedOnVersion: z.coerce.number('Reload the page and try again').int().min(0),
  terms: requiredText(CONTRACT_TEXT_TITLES.terms, CONTRACT_TEXT_MAX, 20),
  lienLawNotice: requiredText('The Construction Lien Law notice', CONTRACT_TEXT_MAX, 20),
  recoveryFundNotice: requiredText('The Recovery Fund notice', CONTRACT_TEXT_MAX, 20),
  constructionDefectNotice: requiredText('The construction defect notice', CONTRACT_TEXT_MAX, 20),
})
export type ContractTextsInput = z.output<typeof contractTextsSchema>
