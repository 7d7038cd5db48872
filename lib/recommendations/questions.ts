/** The pool-finder questionnaire: five questions, each with fixed answers (values are stored). */
import { BUDGET_RANGES } from '@/content/lead-options'

export const FINDER_QUESTIONS = [
  {
    id: 'use',
    question: 'How will you use your pool most?',
    options: [
      { value: 'family', label: 'Family fun', hint: 'Kids, games and weekend swims' },
      { value: 'exercise', label: 'Exercise', hint: 'Swimming laps and water workouts' },
      { value: 'relaxation', label: 'Relaxing', hint: 'Lounging, soaking and quiet evenings' },
      { value: 'entertaining', label: 'Entertaining', hint: 'Parties and guests around the pool' },
    ],
  },
  {
    id: 'yard',
    question: 'How much room is there in your back yard?',
    options: [
      { value: 'compact', label: 'Compact', hint: 'Courtyard, lanai or small lot' },
      { value: 'average', label: 'Average', hint: 'A typical Florida lot' },
      { value: 'large', label: 'Large', hint: 'Room for a pool and a big deck' },
      { value: 'estate', label: 'Very large', hint: 'Acreage or an oversized lot' },
    ],
  },
  {
    id: 'budget',
    question: 'What is your budget for the pool, installed?',
    options: [
      { value: 'under-50k', label: BUDGET_RANGES[0], hint: 'Plunge and small pools' },
      { value: '50-75k', label: BUDGET_RANGES[1], hint: 'Most family and large pools' },
      { value: '75-100k', label: BUDGET_RANGES[2], hint: 'The biggest pools and spa models' },
      { value: '100k-plus', label: BUDGET_RANGES[3], hint: 'The largest pools, fully loaded' },
    ],
  },
  {
    id: 'spa',
    question: 'Do you want a built-in spa?',
    options: [
      { value: 'yes', label: 'Yes, a spa', hint: 'Warm jets built into the shell' },
      { value: 'no', label: 'No spa', hint: 'All the space for swimming' },
      { value: 'open', label: 'Not sure yet', hint: 'Show me both' },
    ],
  },
  {
    id: 'shape',
    question: 'Which style of shape do you like?',
    options: [
      { value: 'geometric', label: 'Clean lines', hint: 'Rectangle, Roman, Grecian, L-shape' },
      { value: 'curved', label: 'Natural curves', hint: 'Freeform, kidney, oval' },
      { value: 'any', label: 'No preference', hint: 'Show me every shape' },
    ],
  },
] as const

export type FinderQuestion = (typeof FINDER_QUESTIONS)[number]
export type FinderQuestionId = FinderQuestion['id']

export type FinderAnswers = {
  [Q in FinderQuestion as Q['id']]: Q['options'][number]['value']
}

/** Reads answers from untrusted input (session storage); null when anything is missing or unknown. */
export function parseFinderAnswers(input: unknown): FinderAnswers | null {
  if (!input || typeof input !== 'object') return null
  const record = input as Record<string, unknown>
  const result: Record<string, string> = {}
  for (const question of FINDER_QUESTIONS) {
    const value = record[question.id]
    if (!question.options.some((o) => o.value === value)) return null
    result[question.id] = value as string
  }
  return result as FinderAnswers
}

export function answerLabel<Q extends FinderQuestionId>(id: Q, value: FinderAnswers[Q]): string {
  const question = FINDER_QUESTIONS.find((q) => q.id === id)
  return question?.options.find((o) => o.value === value)?.label ?? String(value)
}
