import { clsx } from 'clsx'
import type { PortalFile, PortalInstallment, PortalProject, PortalStage } from '@/lib/homeowner/project'
import { formatCents } from '@/lib/money/cents'
import { formatDay } from './format'
import { PortalSection } from './section'

type Props = {
  project: PortalProject
  /** The page's own address (/my-pool/{token}): files and the contract hang off it. */
  base: string
  reference: string
  phone: string
}

const fileHref = (base: string, id: number) => `${base}/files/${id}`

/** A stage's label inside a sentence: 'Permit and HOA submitted' → 'permit and HOA submitted'. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1)

/**
 * The homeowner's project portal (issue 36 §3), phone first: where the build stands, what they
 * must do next, what they owe now and how to pay it, the timeline with each stage's planned and
 * actual day and its photos, and their documents with the signed contract.
 */
export function ProjectPortal({ project, base, reference, phone }: Props) {
  const due = project.installments.filter((i) => i.status === 'due' || i.status === 'overdue')
  const coming = project.installments.filter((i) => i.status === 'not_due')
  const documents = project.stages.flatMap((s) => s.documents.map((d) => ({ ...d, stage: s.label })))
  const todoStages = [project.next, project.afterNext].filter(
    (s): s is PortalStage => !!s && s.todo.length > 0,
  )
  const done = project.stages.filter((s) => s.state === 'done').length
  return (
    <div className="space-y-4">
      <PortalSection title="Where your build stands" id="standing">
        <div data-testid="portal-standing">
          {project.completed ? (
            <p className="text-base font-semibold text-emerald-800">
              Your pool is finished: completed on {formatDay(project.current.on)}.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Stage {done} of {project.stages.length} done
              </p>
              <div
                className="my-2 h-2 overflow-hidden rounded-full bg-slate-200"
                role="progressbar"
                aria-label="Stages done"
                aria-valuemin={0}
                aria-valuemax={project.stages.length}
                aria-valuenow={done}
              >
                <div
                  className="h-full rounded-full bg-primary"
                  style={{ width: `${Math.round((done / project.stages.length) * 100)}%` }}
                />
              </div>
              <p className="text-sm">
                Last step: <strong>{project.current.label}</strong>, {formatDay(project.current.on)}.
              </p>
              {project.next ? (
                <p className="mt-1 text-sm">
                  Next: <strong>{project.next.label}</strong>
                  {project.next.plannedOn ? (
                    <>, planned for {formatDay(project.next.plannedOn)}</>
                  ) : null}. {project.next.whatWeDo}
                </p>
              ) : null}
            </>
          )}
        </div>
      </PortalSection>

      <PortalSection title="What you need to do" id="todo">
        {todoStages.length ? (
          <div className="space-y-3" data-testid="portal-todo">
            {todoStages.map((stage) => (
              <div key={stage.key}>
                <h3 className="text-sm font-semibold">
                  {stage.label}
                  {stage.plannedOn ? (
                    <span className="font-normal text-muted-foreground">
                      {' '}
                      · planned {formatDay(stage.plannedOn)}
                    </span>
                  ) : null}
                </h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {stage.todo.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <p className="text-sm" data-testid="portal-todo">
            {project.completed
              ? 'Nothing: enjoy your pool! Questions about it? Call us on ' + phone + '.'
              : 'Nothing for now. We will e-mail you when we need something from you.'}
          </p>
        )}
      </PortalSection>

      <PortalSection title="Payments" id="payments">
        <Payments project={project} due={due} coming={coming} />
      </PortalSection>

      <PortalSection title="Your build, step by step" id="timeline">
        <ol className="space-y-0" data-testid="portal-timeline">
          {project.stages.map((stage, index) => (
            <TimelineStage
              key={stage.key}
              stage={stage}
              base={base}
              last={index === project.stages.length - 1}
            />
          ))}
        </ol>
      </PortalSection>

      <PortalSection title="Your documents" id="documents">
        <ul className="divide-y rounded-lg border text-sm" data-testid="portal-documents">
          <li className="flex items-center justify-between gap-3 p-3">
            <span className="min-w-0">
              <span className="block font-medium">Signed contract</span>
              <span className="text-muted-foreground">{reference} (PDF)</span>
            </span>
            <a
              href={`${base}/contract`}
              className="inline-flex min-h-11 shrink-0 items-center font-medium text-primary underline"
            >
              Download
            </a>
          </li>
          {documents.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-3 p-3">
              <span className="min-w-0">
                <span className="block font-medium">{doc.kindLabel}</span>
                <span className="block break-words text-muted-foreground">
                  {doc.caption ?? doc.fileName} · {doc.stage}
                </span>
              </span>
              <a
                href={fileHref(base, doc.id)}
                className="inline-flex min-h-11 shrink-0 items-center font-medium text-primary underline"
              >
                Download
              </a>
            </li>
          ))}
        </ul>
      </PortalSection>
    </div>
  )
}

function Payments({
  project,
  due,
  coming,
}: {
  project: PortalProject
  due: PortalInstallment[]
  coming: PortalInstallment[]
}) {
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-3 gap-2 text-center" data-testid="portal-balance">
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-muted-foreground">Contract</dt>
          <dd className="text-sm font-semibold tabular-nums">{formatCents(project.contractTotalCents)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-muted-foreground">Paid</dt>
          <dd className="text-sm font-semibold tabular-nums">{formatCents(project.paidCents)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2">
          <dt className="text-xs text-muted-foreground">Balance</dt>
          <dd className="text-sm font-bold tabular-nums" data-testid="portal-balance-left">
            {formatCents(project.balanceCents)}
          </dd>
        </div>
      </dl>

      <div>
        <h3 className="mb-2 font-semibold">Due now</h3>
        {due.length ? (
          <div data-testid="portal-due">
            <ul className="space-y-2">
              {due.map((item) => (
                <li
                  key={item.position}
                  className={clsx(
                    'rounded-lg border p-3 text-sm',
                    item.status === 'overdue' ? 'border-amber-400 bg-amber-50' : 'border-sky-200 bg-sky-50',
                  )}
                >
                  <p className="flex justify-between gap-3 font-semibold">
                    <span>{item.label}</span>
                    <span className="shrink-0 tabular-nums">{formatCents(item.balanceCents)}</span>
                  </p>
                  <p className="text-muted-foreground">
                    {item.status === 'overdue' ? 'Was due by ' : 'Please pay by '}
                    {item.dueOn ? formatDay(item.dueOn) : ''}
                    {item.paidCents > 0
                      ? ` · ${formatCents(item.paidCents)} of ${formatCents(item.amountCents)} paid`
                      : ''}
                  </p>
                </li>
              ))}
            </ul>
            <HowToPay lines={project.howToPay} />
          </div>
        ) : (
          <p className="text-sm" data-testid="portal-due">
            {project.balanceCents === 0
              ? 'Your contract is paid in full. Thank you!'
              : 'Nothing is due right now.'}
          </p>
        )}
      </div>

      {coming.length ? (
        <div>
          <h3 className="mb-2 font-semibold">Coming next</h3>
          <ul className="divide-y rounded-lg border text-sm" data-testid="portal-coming">
            {coming.map((item) => (
              <li key={item.position} className="flex justify-between gap-3 p-3">
                <span className="min-w-0">
                  <span className="block font-medium">{item.label}</span>
                  <span className="text-muted-foreground">
                    {item.dueStageLabel === 'Completed'
                      ? 'Due when your pool is completed'
                      : `Due when we reach ${inSentence(item.dueStageLabel)}`}
                    {item.dueStagePlannedOn ? ` (planned ${formatDay(item.dueStagePlannedOn)})` : ''}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatCents(item.balanceCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div>
        <h3 className="mb-2 font-semibold">Paid</h3>
        {project.payments.length ? (
          <ul className="divide-y rounded-lg border text-sm" data-testid="portal-paid">
            {project.payments.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-3 p-3">
                <span className="min-w-0">
                  <span className="block font-medium">{payment.forLabel}</span>
                  <span className="text-muted-foreground">
                    {formatDay(payment.receivedOn)} · {payment.method}
                  </span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatCents(payment.amountCents)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="portal-paid">
            No payments received yet.
          </p>
        )}
      </div>
    </div>
  )
}

function HowToPay({ lines }: { lines: string[] }) {
  return (
    <div className="mt-3 rounded-lg border p-3 text-sm" data-testid="portal-how-to-pay">
      <h4 className="font-semibold">How to pay</h4>
      {lines.length ? <p className="mt-1 whitespace-pre-wrap break-words">{lines.join('\n')}</p> : null}
      <p className="mt-1 text-muted-foreground">
        Check, bank transfer or Zelle. We do not take cash or cryptocurrency, and nothing is charged online.
      </p>
    </div>
  )
}

function TimelineStage({ stage, base, last }: { stage: PortalStage; base: string; last: boolean }) {
  return (
    <li
      className="relative flex gap-3 pb-5 last:pb-0"
      data-testid="portal-stage"
      data-stage={stage.key}
      data-state={stage.state}
    >
      {!last ? (
        <span
          aria-hidden
          className={clsx(
            'absolute top-6 bottom-0 left-[11px] w-0.5',
            stage.state === 'done' ? 'bg-primary' : 'bg-slate-200',
          )}
        />
      ) : null}
      <span
        aria-hidden
        className={clsx(
          'relative z-10 mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
          stage.state === 'done' && 'border-primary bg-primary text-primary-foreground',
          stage.state === 'next' && 'border-primary bg-white text-primary',
          stage.state === 'later' && 'border-slate-300 bg-white text-slate-400',
        )}
      >
        {stage.state === 'done' ? '✓' : ''}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className={clsx('font-semibold', stage.state === 'later' && 'text-slate-600')}>
          {stage.label}
          {stage.state === 'next' ? (
            <span className="ml-2 rounded bg-secondary px-1.5 py-0.5 text-xs font-medium text-primary">
              Next
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="portal-stage-dates">
          {stage.actualOn ? (
            <>
              Done {formatDay(stage.actualOn)}
              {stage.plannedOn && stage.plannedOn !== stage.actualOn
                ? ` (planned ${formatDay(stage.plannedOn)})`
                : ''}
            </>
          ) : stage.plannedOn ? (
            <>Planned {formatDay(stage.plannedOn)}</>
          ) : (
            'Date to be set'
          )}
        </p>
        {stage.state === 'next' ? <p className="mt-1 text-sm">{stage.whatWeDo}</p> : null}
        {stage.photos.length ? (
          <ul className="mt-2 grid max-w-sm grid-cols-1 gap-3 sm:max-w-none sm:grid-cols-3">
            {stage.photos.map((photo) => (
              <Photo key={photo.id} photo={photo} base={base} stageLabel={stage.label} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  )
}

function Photo({ photo, base, stageLabel }: { photo: PortalFile; base: string; stageLabel: string }) {
  return (
    <li className="min-w-0" data-testid="portal-photo">
      <a href={fileHref(base, photo.id)} target="_blank" rel="noreferrer" className="block">
        {/* eslint-disable-next-line @next/next/no-img-element -- a private file served by a token-authorised route, not the image optimiser */}
        <img
          src={fileHref(base, photo.id)}
          alt={photo.caption ?? `Photo of ${inSentence(stageLabel)}`}
          loading="lazy"
          width={photo.width ?? undefined}
          height={photo.height ?? undefined}
          className="aspect-[4/3] w-full rounded-md border object-cover"
        />
      </a>
      {photo.caption ? (
        <p className="mt-1 text-xs break-words text-muted-foreground">{photo.caption}</p>
      ) : null}
    </li>
  )
}
