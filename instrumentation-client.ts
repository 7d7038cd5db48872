// Runs in the browser before the app's code (Next.js loads it ahead of hydration): zod must
// never try to compile a parser, which the Content Security Policy reports as an eval.
import './lib/zod-jitless'
