import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Layers run app → components → lib → db: lib and db never import a page, a route or a
    // component (docs/decisions/layers-app-components-lib-db.md). Tests may call route handlers.
    files: ['lib/**/*.{ts,tsx}', 'db/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/components/*'], message: 'lib and db never import app or components.' },
          ],
        },
      ],
    },
  },
  {
    // Components never import app: a page, layout, route handler or server action sits above
    // them, and a component calls its domain's actions from lib/<domain>/actions.ts
    // (docs/decisions/layers-app-components-lib-db.md).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)app(/|$)',
              message: 'components never import app: take the action or data from lib/<domain>.',
            },
          ],
        },
      ],
    },
  },
  {
    // app never imports db: pages, layouts and route handlers parse, call lib and render or
    // answer; a domain's queries and mutations reach the database themselves. The health route
    // asks the database itself whether it answers; tests read the rows they check.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/api/health/route.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+)db(/|$)',
              message: 'app never imports db: call the query or mutation of lib/<domain>, which opens it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests assert on rows they have just inserted; a failed lookup fails the test either way.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  globalIgnores([
    '.next*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    'db/migrations/**',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
  ]),
])
