'use client'

import { ArrowLeft, ArrowRight, Check, CircleAlert, Loader2, Sparkles, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { Dialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { clsx } from 'clsx'
import { Button, buttonVariants } from '@/components/ui/button'
import { poolDetailHref } from '@/lib/pools/links'
import { poolPriceText } from '@/lib/pools/price-wording'
import type { ApiPool } from '@/lib/pools/types'
import { FINDER_QUESTIONS, type FinderAnswers } from '@/lib/recommendations/questions'
import { FINDER_RESULT_LIMIT, recommendPools, type Recommendation } from '@/lib/recommendations/score'
import {
  clearRecommendations,
  FINDER_STORAGE_EVENT,
  readRecommendations,
  saveRecommendations,
} from '@/lib/recommendations/storage'
import { FINDER_HASH } from './open-finder'

type View = 'results' | 'empty' | 'quiz'
type Catalogue = { state: 'loading' } | { state: 'ready'; pools: ApiPool[] } | { state: 'error' }

let cataloguePromise: Promise<ApiPool[]> | null = null

/** GET /api/pools once per page; an error or non-OK answer is reported (and retried next time). */
function loadCatalogue(): Promise<ApiPool[]> {
  cataloguePromise ??= fetch('/api/pools', { credentials: 'include' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`)
      return (await response.json()) as ApiPool[]
    })
    .catch((error: unknown) => {
      cataloguePromise = null
      throw error
    })
  return cataloguePromise
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function notifyStorage() {
  window.dispatchEvent(new Event(FINDER_STORAGE_EVENT))
}

function initialView(mode: 'auto' | 'quiz'): View {
  if (mode === 'quiz') return 'quiz'
  const store = storage()
  return store && readRecommendations(store).length > 0 ? 'results' : 'empty'
}

type Partial5 = Partial<FinderAnswers>

export function FinderDialog({
  open,
  onOpenChange,
  mode,
  onModeChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  mode: 'auto' | 'quiz'
  onModeChange: (mode: 'auto' | 'quiz') => void
}) {
  const router = useRouter()
  const pathname = usePathname()
  const [view, setView] = useState<View>(() => initialView(mode))
  const [session, setSession] = useState({ open, mode })
  const [recommendations, setRecommendations] = useState<Recommendation[]>(() => {
    const store = storage()
    return store ? readRecommendations(store) : []
  })
  const [catalogue, setCatalogue] = useState<Catalogue>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<Partial5>({})
  // After Next, Back or See My Matches the pressed button may be gone: the focus goes to the new
  // question's heading or the results, never out of the dialog (to the page behind it).
  const stepRef = useRef<HTMLParagraphElement>(null)
  const resultsRef = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    ;(view === 'results' ? resultsRef.current : stepRef.current)?.focus({ preventScroll: true })
  }, [step, view])
  const move = (to: (s: number) => number) => {
    moved.current = true
    setStep(to)
  }

  // Each time the dialog opens (or is asked for the questionnaire), start from the stored state.
  if (session.open !== open || session.mode !== mode) {
    setSession({ open, mode })
    if (open) {
      setView(initialView(mode))
      const store = storage()
      setRecommendations(store ? readRecommendations(store) : [])
      if (mode === 'quiz') {
        setStep(0)
        setAnswers({})
      }
    }
  }

  useEffect(() => {
    if (!open) return
    let cancelled = false
    loadCatalogue().then(
      (pools) => {
        if (!cancelled) setCatalogue({ state: 'ready', pools })
      },
      (error: unknown) => {
        console.warn('Pool finder: the catalogue could not be loaded', error)
        if (!cancelled) setCatalogue({ state: 'error' })
      },
    )
    return () => {
      cancelled = true
    }
  }, [open, attempt])

  const startQuiz = () => {
    setStep(0)
    setAnswers({})
    setView('quiz')
  }

  const getNew = () => {
    const store = storage()
    if (store) clearRecommendations(store)
    notifyStorage()
    setRecommendations([])
    if (pathname === '/pools') {
      startQuiz()
    } else {
      onOpenChange(false)
      router.push(`/pools${FINDER_HASH}`)
    }
  }

  const finish = (complete: FinderAnswers) => {
    if (catalogue.state !== 'ready') return
    const result = recommendPools(catalogue.pools, complete)
    const store = storage()
    if (store) saveRecommendations(store, complete, result)
    notifyStorage()
    setRecommendations(result)
    onModeChange('auto')
    setSession({ open, mode: 'auto' })
    setView('results')
  }

  const question = FINDER_QUESTIONS[step]
  const chosen = question ? answers[question.id] : undefined
  const last = step === FINDER_QUESTIONS.length - 1

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          className="fixed inset-x-2 bottom-2 z-50 flex max-h-[90dvh] flex-col rounded-2xl bg-background shadow-2xl outline-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[28rem]"
          data-testid="finder-dialog"
          data-view={view}
        >
          <div className="flex items-start justify-between gap-4 border-b p-4">
            <div>
              <Dialog.Title className="flex items-center gap-2 text-lg font-semibold">
                <Sparkles aria-hidden className="size-5 text-ocean" />
                Pool Finder
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                {view === 'results'
                  ? 'Pools from our catalogue that match your answers.'
                  : view === 'quiz'
                    ? 'Five quick questions to match you with the right pool.'
                    : 'Let us help you find the right fiberglass pool.'}
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-1.5 hover:bg-muted" aria-label="Close pool finder">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>

          <div className="flex-1 overflow-y-auto p-4">
            {view === 'empty' && (
              <div className="space-y-4 text-center">
                <p>
                  Tell us how you will use your pool, the size of your yard, your budget and the style you
                  like, and we will match you with pools from our catalogue.
                </p>
                {pathname === '/pools' ? (
                  <Button onClick={startQuiz} size="lg">
                    Start Pool Discovery
                    <ArrowRight aria-hidden />
                  </Button>
                ) : (
                  <Link
                    href={`/pools${FINDER_HASH}`}
                    onClick={() => onOpenChange(false)}
                    className={buttonVariants({ size: 'lg' })}
                  >
                    Start Pool Discovery
                    <ArrowRight aria-hidden />
                  </Link>
                )}
              </div>
            )}

            {view === 'quiz' && question && (
              <form
                onSubmit={(e) => {
                  e.preventDefault()
                  if (!chosen) return
                  if (!last) move((s) => s + 1)
                  else {
                    moved.current = true
                    finish(answers as FinderAnswers)
                  }
                }}
              >
                <p
                  ref={stepRef}
                  tabIndex={-1}
                  className="mb-2 text-sm font-medium text-muted-foreground outline-none"
                  data-testid="finder-step"
                >
                  Question {step + 1} of {FINDER_QUESTIONS.length}
                </p>
                <fieldset>
                  <legend className="mb-3 text-base font-semibold">{question.question}</legend>
                  <div className="grid gap-2">
                    {question.options.map((option) => (
                      <label
                        key={option.value}
                        className={clsx(
                          'flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring',
                          chosen === option.value ? 'border-primary bg-secondary' : 'hover:bg-muted',
                        )}
                      >
                        <input
                          type="radio"
                          name={question.id}
                          value={option.value}
                          checked={chosen === option.value}
                          onChange={() => setAnswers((a) => ({ ...a, [question.id]: option.value }))}
                          className="mt-1 accent-[var(--primary)]"
                        />
                        <span>
                          <span className="block font-medium">{option.label}</span>
                          <span className="block text-sm text-muted-foreground">{option.hint}</span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                {last && catalogue.state === 'error' && (
                  <p role="alert" className="mt-3 text-sm text-destructive">
                    We could not load our pool catalogue.{' '}
                    <button type="button" className="underline" onClick={() => setAttempt((n) => n + 1)}>
                      Try again
                    </button>
                  </p>
                )}
                {/* Kept at the foot of the dialog while the answers scroll on a short screen. */}
                <div className="sticky -bottom-4 -mx-4 mt-4 -mb-4 flex justify-between gap-2 border-t bg-background p-4">
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => move((s) => Math.max(0, s - 1))}
                    disabled={step === 0}
                  >
                    <ArrowLeft aria-hidden />
                    Back
                  </Button>
                  <Button type="submit" disabled={!chosen || (last && catalogue.state !== 'ready')}>
                    {last ? (
                      catalogue.state === 'loading' ? (
                        <>
                          <Loader2 aria-hidden className="animate-spin" /> Loading pools…
                        </>
                      ) : (
                        <>
                          <Check aria-hidden /> See My Matches
                        </>
                      )
                    ) : (
                      <>
                        Next <ArrowRight aria-hidden />
                      </>
                    )}
                  </Button>
                </div>
              </form>
            )}

            {view === 'results' && (
              <div
                ref={resultsRef}
                tabIndex={-1}
                role="region"
                className="outline-none"
                aria-label="Your matches"
              >
                <ResultsList
                  recommendations={recommendations}
                  catalogue={catalogue}
                  onRetry={() => setAttempt((n) => n + 1)}
                  onNavigate={() => onOpenChange(false)}
                />
              </div>
            )}
          </div>

          {view === 'results' && (
            <div className="flex flex-wrap justify-end gap-2 border-t p-4">
              <Button variant="outline" onClick={getNew}>
                Get New Recommendations
              </Button>
              <Dialog.Close className={buttonVariants()}>Close</Dialog.Close>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function ResultsList({
  recommendations,
  catalogue,
  onRetry,
  onNavigate,
}: {
  recommendations: Recommendation[]
  catalogue: Catalogue
  onRetry: () => void
  onNavigate: () => void
}) {
  if (catalogue.state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm" role="status">
        <Loader2 aria-hidden className="size-4 animate-spin" /> Loading your matches…
      </p>
    )
  }
  if (catalogue.state === 'error') {
    return (
      <p role="alert" className="text-sm text-destructive">
        We could not load our pool catalogue.{' '}
        <button type="button" className="underline" onClick={onRetry}>
          Try again
        </button>
      </p>
    )
  }
  const byId = new Map(catalogue.pools.map((p) => [p.id, p]))
  const rows = recommendations.flatMap((r) => {
    const pool = byId.get(r.poolId)
    return pool ? [{ r, pool }] : []
  })
  if (rows.length === 0) {
    return <p className="text-sm">Those pools are no longer in our catalogue. Ask for new recommendations.</p>
  }
  const missing = rows.some(({ r }) => r.unmet?.length)
  return (
    <>
      {(missing || rows.length < FINDER_RESULT_LIMIT) && (
        <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950" data-testid="finder-note">
          {missing
            ? 'No pool in our catalogue meets every answer. These come closest; each says what it misses.'
            : rows.length === 1
              ? 'One pool in our catalogue meets every answer.'
              : `Only ${rows.length} pools in our catalogue meet every answer.`}
        </p>
      )}
      <ol className="space-y-3" data-testid="finder-results">
        {rows.map(({ r, pool }) => (
          <li key={pool.id} className="rounded-lg border p-3" data-testid="finder-result">
            <div className="flex items-start justify-between gap-3">
              <div>
                <h3 className="font-semibold">{pool.name}</h3>
                <p className="text-sm text-muted-foreground">
                  {[pool.series ? `${pool.series} Series` : null, pool.dimensions]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-sm font-semibold" data-testid="finder-result-price">
                  {poolPriceText(pool.price)}
                </p>
              </div>
              <span
                className="shrink-0 rounded-full bg-emerald-100 px-2.5 py-1 text-sm font-bold text-emerald-900"
                data-testid="finder-match"
              >
                {Math.round(r.confidence)}% match
              </span>
            </div>
            <ul className="mt-2 space-y-1 text-sm" aria-label={`What ${pool.name} meets`}>
              {r.reasons.map((reason) => (
                <li key={reason} className="flex gap-1.5" data-testid="finder-reason">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  {reason}
                </li>
              ))}
            </ul>
            {r.unmet && r.unmet.length > 0 && (
              <ul className="mt-1 space-y-1 text-sm" aria-label={`What ${pool.name} misses`}>
                {r.unmet.map((miss) => (
                  <li key={miss} className="flex gap-1.5 text-amber-900" data-testid="finder-unmet">
                    <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                    {miss}
                  </li>
                ))}
              </ul>
            )}
            <Link
              href={poolDetailHref(pool)}
              onClick={onNavigate}
              aria-label={`View This Pool: ${pool.name}`}
              className={clsx(buttonVariants({ size: 'sm', variant: 'outline' }), 'mt-3')}
            >
              View This Pool
            </Link>
          </li>
        ))}
      </ol>
    </>
  )
}
