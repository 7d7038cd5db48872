/**
 * Turns off zod 4's compiled parsers everywhere it runs. To decide whether it may compile them,
 * zod tries `new Function('')` when it builds its first object schema; under the pages' Content
 * Security Policy (no 'unsafe-eval') the browser refuses it and reports a CSP violation on every
 * page that builds a schema (the admin forms, the lead forms once used). With `jitless` zod never
 * tries: it reads the flag from its global config, which it keeps on globalThis and which this
 * sets before any schema is built, wherever it is imported first (instrumentation.ts for the
 * server, instrumentation-client.ts for the browser, both ahead of the app's code).
 */
type ZodGlobalConfig = { jitless?: boolean }

export function turnOffZodJit() {
  const holder = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig }
  // The same object zod holds, if it was loaded first: changed, not replaced.
  holder.__zod_globalConfig ??= {}
  holder.__zod_globalConfig.jitless = true
}

turnOffZodJit()
