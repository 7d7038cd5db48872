import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/server-only-stub.ts'),
    },
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next*/**', 'tests/e2e/**', '.data/**'],
    environment: 'node',
    // A secret of the tests' own (lib/server-secret.ts would otherwise keep one in .data/pglite).
    env: { IP_HASH_SECRET: 'vitest-only-secret-never-in-production' },
    globalSetup: ['tests/helpers/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each integration file opens its own database; two at a time fit this machine's two cores.
    maxWorkers: 2,
  },
})
