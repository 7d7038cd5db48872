/**
 * Toasts for public pages without sonner in the page's first-load JavaScript: sonner (about
 * 10 kB compressed) is imported when the first toast is raised. A toast always follows something
 * the visitor did, and the layout's DeferredToaster loads the same chunk on the first
 * interaction, so by then it is normally in the module cache; sonner shows toasts raised before
 * its Toaster mounts.
 *
 * A toast never lies over the control the visitor just used (a contact form's error toast covered
 * its Send button, issue 33): it shows at the top of the screen, under the sticky header, when
 * that control is in the lower half of the screen, else at the bottom.
 */
type ToastOptions = {
  description?: string
  /** The control the toast must stay clear of; the focused element when not given. */
  clearOf?: Element | null
}

/** Where a toast goes so that it stays clear of `anchor` (bottom when nothing is known). */
export function toastPositionClearOf(
  anchor: Pick<Element, 'getBoundingClientRect'> | null | undefined,
  screenHeight: number,
): 'top-center' | 'bottom-center' {
  if (!anchor) return 'bottom-center'
  const box = anchor.getBoundingClientRect()
  if (box.width === 0 && box.height === 0) return 'bottom-center'
  return (box.top + box.bottom) / 2 > screenHeight / 2 ? 'top-center' : 'bottom-center'
}

function show(kind: 'success' | 'error', title: string, options: ToastOptions = {}) {
  const { clearOf, description } = options
  const anchor = clearOf === undefined ? document.activeElement : clearOf
  const position = toastPositionClearOf(anchor === document.body ? null : anchor, window.innerHeight)
  import('sonner')
    .then(({ toast }) => toast[kind](title, { description, position }))
    .catch(() => {
      // The chunk could not load: the page stays usable, only this toast is not shown. (The
      // layout's DeferredToaster has normally fetched it at the visitor's first interaction.)
    })
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
}
