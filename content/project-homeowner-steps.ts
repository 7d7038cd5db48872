/**
 * What the homeowner reads about each stage of their build on their project page (issue 36 §3):
 * what we do at that stage, and what they must do before we reach it (spec 02 §9.3: crane access
 * at least 8 feet wide, backfill in 6-inch lifts; the HOA approval; the finish colour; Florida's
 * pool safety rules, chapter 515). Keyed by the stage keys of ./project-stages.ts. The page shows
 * the to-dos of the next stage not reached (and of the one after, as a heads-up).
 */
import type { ProjectStageKey } from './project-stages'

export type HomeownerStep = {
  /** What happens at this stage, in one or two sentences. */
  whatWeDo: string
  /** What the homeowner must do before (or on) the stage's day; empty when nothing. */
  todo: readonly string[]
}

export const HOMEOWNER_STEPS: Record<ProjectStageKey, HomeownerStep> = {
  contract_signed: {
    whatWeDo: 'You signed your contract. Your sales representative calls you to book the technical visit.',
    todo: [],
  },
  technical_visit: {
    whatWeDo:
      'Our technician surveys your yard: where the pool goes, soil and drainage, access for the machines, and the utilities underground.',
    todo: [
      'Pay the technical visit deposit: it books the visit.',
      'Be home for the visit (about an hour) and have your property survey at hand.',
      'Show us sprinkler lines, septic tank and drain field, or buried dog fences you know of.',
    ],
  },
  permit_submitted: {
    whatWeDo: 'We draw the plans and file the building permit with your county or city.',
    todo: [
      'If you have a homeowners’ association, send us its approval letter for the pool (we include it with the permit).',
      'Sign the permit application we send you.',
    ],
  },
  permit_approved: {
    whatWeDo: 'The county or city reviews the plans and approves the permit. This usually takes a few weeks.',
    todo: [],
  },
  shell_ordered: {
    whatWeDo: 'We order your fiberglass shell from the factory in the size and finish colour you chose.',
    todo: ['Confirm your finish colour with your sales representative: the factory makes the shell in it.'],
  },
  excavation: {
    whatWeDo: 'We dig the hole to the shell’s shape and lay the gravel base.',
    todo: [
      'Keep an access at least 8 ft wide clear from the street to the pool site for the excavator and the crane: move cars, boats, trailers and garden furniture.',
      'Keep children and pets inside while the machines work.',
    ],
  },
  shell_set: {
    whatWeDo:
      'A crane lifts your shell over the house into place; we level it and run the plumbing to the equipment pad.',
    todo: [
      'Keep the 8 ft access clear for the crane.',
      'Be home, or reachable by phone, on installation day.',
    ],
  },
  backfill_deck: {
    whatWeDo:
      'We backfill around the shell in 6-inch lifts, filling the pool with water at the same time, then pour or lay the deck.',
    todo: [
      'Let us use your outside water tap: the pool fills while we backfill.',
      'Confirm your deck or paver choice if you have not yet.',
    ],
  },
  equipment_startup: {
    whatWeDo:
      'We connect the pump, filter and any heater or salt system, start the pool and balance the water.',
    todo: ['Be there for the start-up: we show you how the equipment works and how to care for the water.'],
  },
  final_inspection: {
    whatWeDo: 'The county or city inspector checks the finished pool and its safety features.',
    todo: [
      'Have the pool safety features Florida requires in place before the inspection (a barrier, a safety cover or door and window alarms; chapter 515, Florida Statutes).',
      'Give the inspector access to the yard on the day.',
    ],
  },
  completed: {
    whatWeDo: 'Your pool is finished and inspected. Enjoy it!',
    todo: [],
  },
}
