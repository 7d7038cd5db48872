/**
 * Toasts for public pages without sonner in the page's first-load JavaScript: sonner (about
 * 10 kB compressed) is imported when the first toast is raised. A toast always follows something
 * the visitor did, and the layout's DeferredToaster loads the same chunk on the first
 * interaction, so by then it is normally in the module cache; sonner shows toasts raised before
 * its Toaster mounts.
 */
type ToastOptions = { description?: string }

function show(kind: 'success' | 'error', title: string, options?: ToastOptions) {
  import('sonner')
    .then(({ toast }) => toast[kind](title, options))
    .catch(() => {
      // The chunk could not load: the page stays usable, only this toast is not shown. (The
      // layout's DeferredToaster has normally fetched it at the visitor's first interaction.)
    })
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
}
