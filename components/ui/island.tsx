'use client'

/**
 * Islands: client components far down a page whose code loads only when the visitor comes near
 * them, so a phone that opens the page downloads, compiles and hydrates the code of what is on
 * screen, not of every section below it.
 *
 * The server renders the real component, so the HTML (what search engines read, what works
 * without JavaScript) is unchanged. While hydrating, the island keeps that HTML as it is (an
 * element with `dangerouslySetInnerHTML`, which React leaves alone) and loads the component when
 * its HTML comes within ROOT_MARGIN of the screen, or at once when the visitor points at, taps,
 * focuses or types in it. The live component then replaces the HTML in one commit, and what the
 * visitor already did is handed over (components/ui/island-handover, whose code loads with the
 * component): typed values, the focused field, and clicks and submits, which are held and
 * replayed; a press under way when the code arrives ends on the HTML first, so its click is held
 * too. Links work as plain links meanwhile.
 * Rendered on the client without server HTML (a client-side navigation), it loads at once.
 *
 * `load` must be a module-level function around an `import()`, so the bundler gives the component
 * its own chunk. A chunk that fails to load leaves the server HTML in place; the next interaction
 * tries again.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type SyntheticEvent,
} from 'react'
import { flushSync } from 'react-dom'
import { IslandShownSince } from './island-context'
import type { HeldEvent } from './island-handover'

// Reading and replaying what the visitor did is needed only when an island goes live.
const loadHandover = () => import('./island-handover')

/** How far from the screen an island starts loading: about one phone screen ahead. */
export const ISLAND_ROOT_MARGIN = '800px 0px'

/** What ends a press on an island's static HTML, and how long a press may hold back the swap. */
const PRESS_ENDS = ['click', 'pointerup', 'pointercancel', 'keyup'] as const
const CLICK_AFTER_RELEASE_MS = 500
const LONGEST_PRESS_MS = 2000

/** Where a click on static HTML needs the live code: buttons and widgets, not links or fields. */
const ACTIONABLE = 'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], summary'

/** The button or widget a click on static HTML was meant for; null for links and plain text. */
function heldClickTarget(root: Element, target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null
  const actionable = target.closest(ACTIONABLE)
  if (!actionable || !root.contains(actionable) || actionable.closest('a[href]')) return null
  return actionable
}

const KEEP_SERVER_HTML = { __html: '' }
const subscribeNothing = () => () => {}

export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
  // Used where there is no server HTML to keep: on the server itself and after a client navigation.
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })))

  function Island(props: P) {
    // True only while hydrating server HTML (React reads the server snapshot then); kept in state.
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    )
    const [fromServerHtml] = useState(hydrating)
    const [shownSince] = useState(() =>
      hydrating && typeof window !== 'undefined' ? performance.now() : null,
    )
    const [live, setLive] = useState<{ component: ComponentType<P> } | null>(null)
    const staticRoot = useRef<HTMLDivElement>(null)
    const liveRoot = useRef<HTMLDivElement>(null)
    const held = useRef<HeldEvent[]>([])
    const started = useRef(false)

    const pressEnded = useRef<Promise<void> | null>(null)

    const wake = useCallback(() => {
      if (started.current) return
      started.current = true
      Promise.all([loadOnce(), loadHandover()]).then(
        ([component, { takeHandover, applyHandover, replayActions }]) => {
          const swap = () => {
            const root = staticRoot.current
            if (!root) return
            const handover = takeHandover(root, held.current)
            flushSync(() => setLive({ component }))
            const liveHtml = liveRoot.current
            if (!liveHtml) return
            applyHandover(liveHtml, handover)
            // After the values' state updates have rendered, so a replayed submit sends them.
            if (handover.actions.length > 0) setTimeout(() => replayActions(liveHtml, handover.actions), 0)
          }
          const swapWhenReleased = () => {
            const pending = pressEnded.current
            if (pending) void pending.then(swapWhenReleased)
            else swap()
          }
          swapWhenReleased()
        },
        () => {
          started.current = false
        },
      )
    }, [])

    /**
     * A button or key went down on the static HTML. Swapping the HTML before it comes up would
     * lose the click (the browser sends it to an element both copies share, not to the button),
     * so the swap waits until just after the release, by when the click has been held.
     */
    const press = useCallback(() => {
      pressEnded.current ??= new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout>
        const finish = () => {
          clearTimeout(timer)
          for (const type of PRESS_ENDS) window.removeEventListener(type, onEnd, true)
          // Runs after the click's own handlers, which hold it for the live copy.
          setTimeout(() => {
            pressEnded.current = null
            resolve()
          }, 0)
        }
        const onEnd = (event: Event) => {
          // A tap's click can come a moment after the finger lifts; a mouse's comes at once.
          if (event.type !== 'pointerup') return finish()
          clearTimeout(timer)
          timer = setTimeout(finish, CLICK_AFTER_RELEASE_MS)
        }
        for (const type of PRESS_ENDS) window.addEventListener(type, onEnd, true)
        timer = setTimeout(finish, LONGEST_PRESS_MS)
      })
      wake()
    }, [wake])

    useEffect(() => {
      const root = staticRoot.current
      if (!root || live) return
      if (!('IntersectionObserver' in window)) {
        wake()
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wake()
        },
        { rootMargin: ISLAND_ROOT_MARGIN },
      )
      // The island's own element has `display: contents` and no box to observe.
      for (const child of Array.from(root.children)) observer.observe(child)
      return () => observer.disconnect()
    }, [live, wake])

    function hold(kind: HeldEvent['kind'], target: Element | null, event: SyntheticEvent) {
      const root = staticRoot.current
      if (!root || !target || !root.contains(target)) return
      event.preventDefault()
      held.current.push({ kind, target })
      wake()
    }

    if (typeof window === 'undefined') {
      return (
        <div className="contents" data-island={name}>
          <Lazy {...props} />
        </div>
      )
    }
    if (live) {
      return (
        <div key="live" ref={liveRoot} className="contents" data-island={name} data-island-live="">
          <IslandShownSince value={shownSince}>
            <live.component {...props} />
          </IslandShownSince>
        </div>
      )
    }
    if (!fromServerHtml) {
      return (
        <div key="live" ref={liveRoot} className="contents" data-island={name} data-island-live="">
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </div>
      )
    }
    return (
      <div
        key="static"
        ref={staticRoot}
        className="contents"
        data-island={name}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        onPointerDownCapture={press}
        onTouchStartCapture={wake}
        onFocusCapture={wake}
        onKeyDownCapture={press}
        onClickCapture={(event) => {
          const root = staticRoot.current
          hold('click', root && heldClickTarget(root, event.target), event)
        }}
        onSubmitCapture={(event) => hold('submit', event.target as Element, event)}
      />
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
