/**
 * The stages of a pool project, in order (issue 36 §1): a project moves through them after its
 * contract is signed, and each installment of the contract's payment schedule falls due when the
 * project reaches its stage (lib/quotes/payment-schedule.ts). Keys are stored; labels are shown.
 */
export const PROJECT_STAGES = [
  { key: 'contract_signed', label: 'Contract signed' },
  { key: 'technical_visit', label: 'Technical visit (site survey)' },
  { key: 'permit_submitted', label: 'Permit and HOA submitted' },
  { key: 'permit_approved', label: 'Permit approved' },
  { key: 'shell_ordered', label: 'Shell ordered' },
  { key: 'excavation', label: 'Excavation' },
  { key: 'shell_set', label: 'Shell set and plumbing' },
  { key: 'backfill_deck', label: 'Backfill and deck' },
  { key: 'equipment_startup', label: 'Equipment and start-up' },
  { key: 'final_inspection', label: 'Final inspection' },
  { key: 'completed', label: 'Completed' },
] as const

export type ProjectStageKey = (typeof PROJECT_STAGES)[number]['key']

export function projectStageLabel(key: string): string {
  return PROJECT_STAGES.find((stage) => stage.key === key)?.label ?? key
}
