/**
 * The bottom of the house has no upward arrow, and `npm run lint` says so: each layer rule of
 * eslint.config.mjs refuses an import from above (by alias, by a relative climb, as a type, as a
 * re-export or as an import()), and lets the imports that run downwards through. The code is
 * linted as if it were a file at the given path; nothing is written.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const LAYER_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax'])

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() })
})

/** The layer rules' messages for code placed at filePath. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId)).map((m) => m.message)
}

const UPWARD: { from: string; code: string; says: RegExp }[] = [
  // db/ reads only itself and config/.
  {
    from: 'db/client.ts',
    code: "import { env } from '@/lib/env'\nenv()",
    says: /db\/ imports only db\/ and config\//,
  },
  { from: 'db/client.ts', code: "import { env } from '../lib/env'\nenv()", says: /db\/ imports only/ },
  { from: 'db/cli/migrate.ts', code: "export { jobs } from '../../lib/jobs'", says: /db\/ imports only/ },
  {
    from: 'db/startup.ts',
    code: "export async function start() {\n  await import('@/lib/jobs')\n}",
    says: /db\/ imports only/,
  },
  {
    from: 'db/seed/company.ts',
    code: "import { DEFAULT_OFFICES } from '@/content/company'\nvoid DEFAULT_OFFICES",
    says: /db\/ imports only/,
  },
  {
    from: 'db/schema.ts',
    code: "import { Header } from '@/components/site/site-header'\nvoid Header",
    says: /db\//,
  },
  { from: 'db/schema.ts', code: "import Page from '@/app/(site)/page'\nvoid Page", says: /db\// },
  // content/ is the spec's static copy: it reads nothing else of the project.
  {
    from: 'content/company.ts',
    code: "import type { Office } from '@/lib/offices/types'\nexport type A = Office",
    says: /content\/ imports only content\//,
  },
  {
    from: 'content/florida-cities.ts',
    code: "import type { LatLng } from '../lib/geo/haversine'\nexport type A = LatLng",
    says: /content\//,
  },
  { from: 'content/home.ts', code: "import { offices } from '@/db/schema'\nvoid offices", says: /content\// },
  { from: 'content/home.ts', code: "import { env } from '@/config/env'\nenv()", says: /content\// },
  {
    from: 'content/legal/party.ts',
    code: "import { Button } from '@/components/ui/button'\nvoid Button",
    says: /content\//,
  },
  // config/ (the settings) is the ground floor.
  {
    from: 'config/env.ts',
    code: "import { log } from '@/lib/log'\nvoid log",
    says: /config\/ imports nothing of the project/,
  },
  { from: 'config/env.ts', code: "import { getDb } from '@/db/client'\nvoid getDb", says: /config\// },
  {
    from: 'config/env.ts',
    code: "import { HOME_HERO } from '@/content/home'\nvoid HOME_HERO",
    says: /config\//,
  },
  // lib/ never imports a page, a route or a component.
  {
    from: 'lib/pools/queries.ts',
    code: "import { PoolCard } from '@/components/pools/pool-card'\nvoid PoolCard",
    says: /never import app or components/,
  },
]

const DOWNWARD: { from: string; code: string }[] = [
  {
    from: 'db/client.ts',
    code: "import { env } from '@/config/env'\nimport { offices } from './schema'\nenv()\nvoid offices",
  },
  { from: 'db/cli/migrate.ts', code: "import { runMigrations } from '../migrate'\nvoid runMigrations" },
  {
    from: 'content/legal/party.ts',
    code: "import type { Office } from '../company'\nexport type A = Office",
  },
  {
    from: 'lib/startup.ts',
    code: "import { env } from '@/config/env'\nimport { getDb } from '@/db/client'\nenv()\nvoid getDb",
  },
  {
    from: 'lib/offices/types.ts',
    code: "import type { Office } from '@/content/company'\nexport type A = Office",
  },
  // Packages are not layers, even when a path of theirs says lib.
  { from: 'db/client.ts', code: "import { drizzle } from 'drizzle-orm/pglite'\nvoid drizzle" },
]

describe('the bottom layers in eslint.config.mjs', () => {
  it.each(UPWARD)('refuses $code in $from', async ({ from, code, says }) => {
    const errors = await layerErrors(from, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(says)
  })

  it.each(DOWNWARD)('lets $code through in $from', async ({ from, code }) => {
    expect(await layerErrors(from, code)).toEqual([])
  })

  it('leaves tests beside the code free to reach for helpers and fixtures', async () => {
    const code =
      "import { seedLeadFixtures } from '@/tests/helpers/leads'\nimport { env } from '@/lib/env'\nvoid seedLeadFixtures\nenv()"
    expect(await layerErrors('db/tests/example.test.ts', code)).toEqual([])
  })

  it('finds the code base itself clean', async () => {
    const results = await eslint.lintFiles(['db', 'content', 'config'])
    const errors = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId))
        .map((m) => `${r.filePath}: ${m.message}`),
    )
    expect(errors).toEqual([])
  })
})
