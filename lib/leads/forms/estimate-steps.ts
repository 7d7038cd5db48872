/**
 * The estimate form's values and steps, free of zod: the page needs them while it renders (the
 * other steps' fields travel as hidden inputs; Continue is enabled or not), before its schema
 * (./estimate, which picks each step's rules by these lists) has loaded.
 */
import { MESSAGES } from '@/content/lead-options'
import { filled } from './text'

export type EstimateValues = {
  name: string
  phone: string
  address: string
  email: string
  budgetRange: string
  timeframe: string
  poolType: string
  message: string
}

export type EstimateField = keyof EstimateValues

export const EMPTY_ESTIMATE_VALUES: EstimateValues = {
  name: '',
  phone: '',
  address: '',
  email: '',
  budgetRange: '',
  timeframe: '',
  poolType: '',
  message: '',
}

export const ESTIMATE_STEPS = [1, 2, 3] as const
export type EstimateStep = (typeof ESTIMATE_STEPS)[number]

/** The fields of each step, in the order they show (spec 01 §2, Estimate page). */
export const ESTIMATE_STEP_FIELDS = {
  1: ['name', 'phone', 'address'],
  2: ['email', 'budgetRange', 'timeframe'],
  3: ['poolType', 'message'],
} as const satisfies Record<EstimateStep, readonly EstimateField[]>

/** The step that shows a field; anything else (the consultation slot, the payload's extras) is on the last. */
export function estimateStepForField(field: string): EstimateStep {
  const shows = (step: EstimateStep) => (ESTIMATE_STEP_FIELDS[step] as readonly string[]).includes(field)
  return ESTIMATE_STEPS.find(shows) ?? 3
}

/** The intent of the review step's 'Change' beside an answer: `edit:<field>`. */
export function estimateEditIntent(intent: string): EstimateField | null {
  const field = intent.startsWith('edit:') ? intent.slice('edit:'.length) : ''
  return Object.hasOwn(EMPTY_ESTIMATE_VALUES, field) ? (field as EstimateField) : null
}

/** The intent of 'Choose a pool type instead' (a pool or service chosen on another page is cleared). */
export const ESTIMATE_CHOOSE_POOL_TYPE = 'choose-pool-type'

/**
 * Step 1's "required" rule, with its messages (spec 01 §5): Continue on step 1 and the first check
 * on submit ask only that these fields are filled; their full rules run on blur (./estimate).
 */
export const ESTIMATE_REQUIRED = { name: MESSAGES.nameRequired, phone: MESSAGES.phoneRequired } as const

type RequiredField = keyof typeof ESTIMATE_REQUIRED

/** Continue is disabled on step 1 until the required fields are filled; always enabled on steps 2 and 3. */
export function canContinue(step: EstimateStep, values: Pick<EstimateValues, RequiredField>): boolean {
  const required = Object.keys(ESTIMATE_REQUIRED) as RequiredField[]
  return step !== 1 || required.every((field) => filled(values[field]))
}
