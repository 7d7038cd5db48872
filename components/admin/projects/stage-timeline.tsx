/**
 * A project's eleven stages as a timeline: each with its planned day (late when it has passed),
 * the day it was reached, its owner, notes, the installments it makes due, its photos and
 * documents; for whoever runs projects, the stage's form and the upload form folded under it.
 */
import { CheckCircle2, Circle, FileText } from 'lucide-react'
import { formatCents } from '@/lib/money/cents'
import type { ProjectView } from '@/lib/projects/queries'
import {
  PROJECT_FILE_KIND_LABELS,
  SUGGESTED_DOCUMENT,
  formatDay,
  projectStageLabel,
  type ProjectStageKey,
} from '@/lib/projects/rules'
import { cn } from '@/lib/utils'
import { LateBadge } from './badges'
import { FileUploadForm } from './file-upload-form'
import { RemoveFileButton } from './remove-file-button'
import { StageForm } from './stage-form'

const fileHref = (projectId: number, fileId: number) => `/api/admin/projects/${projectId}/files/${fileId}`

export function StageTimeline({
  project,
  today,
  canWrite,
  staff,
}: {
  project: ProjectView
  today: string
  canWrite: boolean
  staff: { id: number; username: string }[]
}) {
  return (
    <ol className="space-y-3" data-testid="stage-timeline">
      {project.stages.map((stage) => {
        const reached = !!stage.actualOn
        const late = !reached && !!stage.plannedOn && stage.plannedOn < today
        const current = stage.stageKey === project.currentStage
        const earlierMissing = project.stages
          .filter((s) => s.position < stage.position && !s.actualOn)
          .map((s) => s.stageKey as ProjectStageKey)
        const due = project.installments.filter((i) => i.dueStage === stage.stageKey)
        const label = projectStageLabel(stage.stageKey)
        return (
          <li
            key={stage.id}
            id={`stage-${stage.stageKey}`}
            data-testid="stage"
            data-stage={stage.stageKey}
            data-reached={reached ? 'yes' : 'no'}
            className={cn(
              'rounded-xl border bg-white p-4 shadow-sm',
              current && 'border-primary ring-1 ring-primary',
            )}
          >
            <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
              {reached ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
              ) : (
                <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
              )}
              <h3 className="min-w-0 flex-1 text-base font-semibold">
                <span className="text-muted-foreground tabular-nums">{stage.position}.</span> {label}
                {current ? (
                  <span className="ml-2 text-xs font-medium text-primary">Current stage</span>
                ) : null}
              </h3>
              <p
                className="flex w-full flex-wrap items-center gap-2 pl-8 text-sm sm:w-auto sm:pl-0"
                data-testid="stage-dates"
              >
                {reached ? (
                  <span className="font-medium text-emerald-800">Reached {formatDay(stage.actualOn)}</span>
                ) : null}
                <span className="text-muted-foreground">
                  {stage.plannedOn ? `Planned ${formatDay(stage.plannedOn)}` : 'Not planned'}
                </span>
                {late ? <LateBadge /> : null}
              </p>
            </div>
            <div className="mt-2 space-y-2 pl-8 text-sm">
              {stage.owner || !reached ? (
                <p className="text-muted-foreground">Owner: {stage.owner ?? 'nobody yet'}</p>
              ) : null}
              {stage.notes ? (
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{stage.notes}</p>
              ) : null}
              {stage.outOfOrderReason ? (
                <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
                  Recorded before an earlier stage: {stage.outOfOrderReason}
                </p>
              ) : null}
              {due.length ? (
                <p className="text-muted-foreground">
                  Makes due: {due.map((i) => `${i.label} (${formatCents(i.amountCents)})`).join(', ')}
                </p>
              ) : null}
              {stage.photos.length ? (
                <ul
                  className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
                  aria-label={`Photos of ${label}`}
                >
                  {stage.photos.map((photo) => (
                    <li key={photo.id} className="min-w-0" data-testid="stage-photo">
                      <a
                        href={fileHref(project.id, photo.id)}
                        target="_blank"
                        rel="noreferrer"
                        className="block"
                      >
                        {/* eslint-disable-next-line @next/next/no-img-element -- a private file served by an authorised route, not the image optimiser */}
                        <img
                          src={fileHref(project.id, photo.id)}
                          alt={photo.caption ?? `Photo of ${label.toLowerCase()}`}
                          loading="lazy"
                          width={photo.width ?? undefined}
                          height={photo.height ?? undefined}
                          className="aspect-[4/3] w-full rounded-md border bg-muted object-cover"
                        />
                      </a>
                      <p className="mt-1 text-xs break-words">{photo.caption ?? 'No note'}</p>
                      <p className="text-xs text-muted-foreground">
                        {photo.uploadedBy}, {formatDay(photo.createdAt.toISOString().slice(0, 10))}
                      </p>
                      {canWrite ? <RemoveFileButton fileId={photo.id} name="this photo" /> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {stage.documents.length ? (
                <ul className="space-y-1" aria-label={`Documents of ${label}`}>
                  {stage.documents.map((doc) => (
                    <li
                      key={doc.id}
                      className="flex flex-wrap items-center gap-2"
                      data-testid="stage-document"
                    >
                      <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      <a
                        href={fileHref(project.id, doc.id)}
                        className="inline-flex min-h-6 items-center font-medium break-all text-primary underline-offset-4 hover:underline"
                      >
                        {PROJECT_FILE_KIND_LABELS[doc.kind]}: {doc.fileName}
                      </a>
                      {doc.caption ? <span className="text-muted-foreground">— {doc.caption}</span> : null}
                      {canWrite ? <RemoveFileButton fileId={doc.id} name={doc.fileName} /> : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {canWrite ? (
                <details className="rounded-lg border bg-slate-50" data-testid="stage-edit">
                  <summary className="cursor-pointer px-3 py-2 font-medium text-primary">
                    Edit the stage, add photos or documents
                  </summary>
                  <div className="space-y-4 border-t bg-white p-3">
                    <StageForm
                      projectId={project.id}
                      stageKey={stage.stageKey}
                      plannedOn={stage.plannedOn}
                      actualOn={stage.actualOn}
                      ownerId={stage.ownerId}
                      notes={stage.notes}
                      outOfOrderReason={stage.outOfOrderReason}
                      contractDate={project.contractDate}
                      today={today}
                      earlierMissing={earlierMissing}
                      laterToMove={project.stages.some((s) => s.position > stage.position && !s.actualOn)}
                      staff={staff}
                    />
                    <section aria-label={`Photos and documents of ${label}`} className="border-t pt-4">
                      <h4 className="mb-2 text-sm font-semibold">Add a photo or document</h4>
                      <FileUploadForm
                        projectId={project.id}
                        stageKey={stage.stageKey}
                        suggested={SUGGESTED_DOCUMENT[stage.stageKey]}
                      />
                    </section>
                  </div>
                </details>
              ) : null}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
