/**
 * Landing on a section of a long page (components/site/hash-landing.tsx), loaded only when an
 * address names a section that is on the page.
 */

/** While on <html>, every box that `content-visibility: auto` skips is rendered (globals.css). */
const RENDER_ALL = 'render-all-sections'

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Resolves once the page has not scrolled for a moment (a smooth scroll has ended). */
function scrollRest(quietMs = 150) {
  return new Promise<void>((resolve) => {
    let timer = window.setTimeout(done, quietMs)
    function onScroll() {
      window.clearTimeout(timer)
      timer = window.setTimeout(done, quietMs)
    }
    function done() {
      window.removeEventListener('scroll', onScroll)
      resolve()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
  })
}

/**
 * Renders every skipped box for two frames, long enough for the browser to remember its real
 * height, and brings the section `id` to the top of the screen; once scrolling rests, again if
 * the sections rendering on the way moved it.
 */
export async function landOn(id: string) {
  const target = id ? document.getElementById(id) : null
  if (!target) return
  const root = document.documentElement
  root.classList.add(RENDER_ALL)
  target.scrollIntoView({ block: 'start', behavior: 'instant' })
  await frame()
  await frame()
  // Skipped again off the screen, now at their remembered (real) heights: nothing moves.
  root.classList.remove(RENDER_ALL)
  target.scrollIntoView({ block: 'start', behavior: 'instant' })
  await scrollRest()
  const top = target.getBoundingClientRect().top
  if (top < -1 || top > window.innerHeight / 2) target.scrollIntoView({ block: 'start', behavior: 'instant' })
}
