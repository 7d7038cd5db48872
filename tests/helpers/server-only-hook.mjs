// `node --import ./tests/helpers/server-only-hook.mjs` (or tsx --import): lets a script outside
// Next.js load lib modules marked `import 'server-only'` (the marker throws unless the bundler's
// react-server condition picks its empty file), as vitest's alias does for the tests.
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true }
    return nextResolve(specifier, context)
  },
})
