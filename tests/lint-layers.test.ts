/**
 * The layer rules of eslint.config.mjs (docs/decisions/layers-app-components-lib-db.md), proven
 * on snippets: each upward import fails `npm run lint` with its rule's message, and the imports
 * the layers allow pass. Run through ESLint's own API with the project's config, as `npm run lint`
 * runs it, so a rule that stopped matching (a moved block, a wrong glob) fails here.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: ROOT })

/** The layer-rule messages ESLint gives `code` as if it were the file at `file` (from the root). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  if (!result) throw new Error(`ESLint returned no result for ${file}`)
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

/** A module that imports `from` and uses what it imports, so no other rule has a say. */
const importing = (from: string) => `import * as imported from '${from}'\n\nexport const used = imported\n`

const COMPONENTS_NO_APP = /components never import app/
const APP_NO_DB = /app never imports db/

describe('components never import app', () => {
  it.each([
    ['components/admin/pools/pool-form.tsx', '@/app/(admin)/admin/pools/page'],
    ['components/admin/pools/pool-form.tsx', '@/app/layout'],
    ['components/landing/local-pages.tsx', '../../app/(site)/financing/page'],
  ])('%s importing %s fails lint', async (file, from) => {
    const errors = await layerErrors(file, importing(from))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(COMPONENTS_NO_APP)
  })

  it('a component may import its domain, its server actions included', async () => {
    expect(
      await layerErrors('components/admin/pools/pool-form.tsx', importing('@/lib/pools/actions')),
    ).toEqual([])
    expect(
      await layerErrors('components/admin/pools/pool-form.tsx', importing('@/components/ui/button')),
    ).toEqual([])
  })
})

describe('app never imports db', () => {
  it.each([
    ['app/(admin)/admin/pools/page.tsx', '@/db/client'],
    ['app/(admin)/admin/pools/page.tsx', '@/db/schema'],
    ['app/api/admin/estimates/route.ts', '@/db/health'],
    ['app/(site)/page.tsx', '../../db/client'],
  ])('%s importing %s fails lint', async (file, from) => {
    const errors = await layerErrors(file, importing(from))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(APP_NO_DB)
  })

  it('a type-only import of db is refused too', async () => {
    const code = "import type { Database } from '@/db/client'\n\nexport type Handle = Database\n"
    expect(await layerErrors('app/api/admin/estimates/route.ts', code)).toEqual([
      expect.stringMatching(APP_NO_DB),
    ])
  })

  it('the health route and tests may; pages may import their domain', async () => {
    expect(await layerErrors('app/api/health/route.ts', importing('@/db/client'))).toEqual([])
    expect(await layerErrors('app/api/estimates/route.test.ts', importing('@/db/schema'))).toEqual([])
    expect(
      await layerErrors('app/(admin)/admin/pools/page.tsx', importing('@/lib/pools/admin-queries')),
    ).toEqual([])
  })
})
