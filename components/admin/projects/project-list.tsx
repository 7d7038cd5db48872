/** The projects list: one row per project, its stage, what comes next and when, and the money. */
import Link from 'next/link'
import { DataTable, EmptyRow, TBody, THead, Td, Th, Tr } from '@/components/admin/data-table'
import { formatCents } from '@/lib/money/cents'
import type { ProjectListRow } from '@/lib/projects/list-query'
import { formatDay, projectStageLabel } from '@/lib/projects/rules'
import { LateBadge, StageBadge } from './badges'

export function ProjectList({ rows, caption }: { rows: ProjectListRow[]; caption: string }) {
  return (
    <DataTable caption={caption}>
      <THead>
        <tr>
          <Th>Homeowner</Th>
          <Th>Stage</Th>
          <Th>Next</Th>
          <Th>Office</Th>
          <Th>Rep</Th>
          <Th className="text-right">Paid</Th>
        </tr>
      </THead>
      <TBody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={6}>No projects match these filters.</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id} data-testid="project-row">
              <Td label="Homeowner" primary>
                <Link
                  href={`/admin/projects/${row.id}`}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {row.customerName}
                </Link>
                <span className="block text-xs text-muted-foreground">
                  {row.poolName} · signed {formatDay(row.contractDate)}
                </span>
              </Td>
              <Td label="Stage">
                <StageBadge stage={row.currentStage} />
                <span className="mt-1 block text-xs whitespace-nowrap text-muted-foreground">
                  since {formatDay(row.currentStageOn)}
                </span>
              </Td>
              <Td label="Next">
                {row.nextStage ? (
                  <>
                    <span className="block">{projectStageLabel(row.nextStage)}</span>
                    <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                      {row.nextPlannedOn ? `planned ${formatDay(row.nextPlannedOn)}` : 'not planned'}
                      {row.behindSchedule ? <LateBadge /> : null}
                    </span>
                  </>
                ) : (
                  <span className="text-muted-foreground">Done</span>
                )}
              </Td>
              <Td label="Office">{row.officeName ?? row.officeId ?? '—'}</Td>
              <Td label="Rep">{row.rep ?? <span className="text-muted-foreground">None</span>}</Td>
              <Td label="Paid" className="md:text-right">
                <span className="font-medium whitespace-nowrap tabular-nums">
                  {formatCents(row.paidCents)}
                </span>
                <span className="ml-1 text-xs whitespace-nowrap text-muted-foreground tabular-nums md:ml-0 md:block">
                  of {formatCents(row.contractTotalCents)}
                </span>
                {row.overdueCents > 0 ? (
                  <span className="mt-1 block text-xs font-semibold text-red-800">
                    {formatCents(row.overdueCents)} overdue
                  </span>
                ) : null}
              </Td>
            </Tr>
          ))
        )}
      </TBody>
    </DataTable>
  )
}
