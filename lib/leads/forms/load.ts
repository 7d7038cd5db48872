/**
 * The lead forms' schemas in the browser, loaded when needed instead of with the page: zod is
 * most of a form's JavaScript, and the home page's first load has a budget of 150 kB
 * (docs/decisions/0133-code-loads-on-visitor-action.md). A form starts loading its schema when
 * the visitor first focuses it; a check that comes before the module has arrived waits for it.
 * A module that cannot load leaves the form without its own check: the server parses every post
 * again (the server actions, the intake) and answers with the same messages.
 */
export type LazyModule<T> = {
  /** The module once it has arrived, for a check that runs at once. */
  readonly current: T | undefined
  /** Starts loading (once; a failed load is tried again on the next call). */
  load(): Promise<T>
  /** The module, or null when it could not be loaded. */
  ready(): Promise<T | null>
}

/**
 * `importer` must be an arrow around an `import()`, so the bundler gives the module its own chunk;
 * each form declares its own, so a page references only the chunk of the form it shows.
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let current: T | undefined
  let loading: Promise<T> | undefined
  const load = () => {
    loading ??= importer().then(
      (arrived) => (current = arrived),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return {
    get current() {
      return current
    },
    load,
    ready: () => load().catch(() => null),
  }
}
