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
