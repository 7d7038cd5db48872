/** One lead as a card of the pipeline board: what a rep needs to recognise, call or open it. */
import type { estimateRequests } from '@/db/schema'

export type PipelineCard = {
  id: number
  name: string
  status: string
  requestType: string
  nearestBranch: string | null
  salesRep: string | null
  poolType: string | null
  phone: string | null
  /** The deal value in cents, when one is recorded (the Won dialog starts from it). */
  dealValueCents: number | null
  createdAt: string
  /** The lead's version (updatedAt) as the board read it: a move is made on this version. */
  updatedAt: string
}

type LeadRow = Pick<
  typeof estimateRequests.$inferSelect,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'status'
  | 'requestType'
  | 'nearestBranch'
  | 'salesRep'
  | 'poolType'
  | 'phone'
  | 'dealValueCents'
  | 'createdAt'
  | 'updatedAt'
>

export function toCard(row: LeadRow): PipelineCard {
  return {
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || `Lead #${row.id}`,
    status: row.status,
    requestType: row.requestType,
    nearestBranch: row.nearestBranch,
    salesRep: row.salesRep,
    poolType: row.poolType,
    phone: row.phone,
    dealValueCents: row.dealValueCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
