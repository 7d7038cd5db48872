import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * A layer whose files may not import the given top-level folders, by alias (`@/lib/…`) or by a
 * relative path that climbs out (`../lib/…`), in an import, an export … from or an import().
 */
function bottomLayer(files, above, message) {
  const regex = `^(@/|(\\.\\./)+)(${above.join('|')})(/|$)`
  const text = `${message} (docs/decisions/layers-app-components-lib-db.md).`
  return {
    files: [files],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, message: text }] }],
      'no-restricted-syntax': [
        'error',
        // esquery's regular expressions end at the first slash: the slashes are written \x2F.
        { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message: text },
      ],
    },
  }
}

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
  // The bottom of the house: db (schema and handle), content (the spec's static copy) and config
  // (the settings) import nothing above themselves, neither statically nor with import(). Order:
  // app → components → lib → db → config; content beside db, read from above, reading nothing.
  // See docs/decisions/layers-app-components-lib-db.md; tests/lint-layers-bottom.test.ts proves them.
  bottomLayer('db/**/*.ts', ['lib', 'app', 'components', 'content'], 'db/ imports only db/ and config/'),
  bottomLayer(
    'content/**/*.ts',
    ['lib', 'db', 'app', 'components', 'config'],
    'content/ imports only content/',
  ),
  bottomLayer(
    'config/**/*.ts',
    ['lib', 'db', 'app', 'components', 'content'],
    'config/ imports nothing of the project',
  ),
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
