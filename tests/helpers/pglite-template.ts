/**
 * Vitest global set-up: on PGlite, one migrated database is made for the whole run and its data
 * folder kept in a file, so each test file's database (tests/helpers/test-db.ts) starts as a copy
 * of it instead of running initdb and every migration again. In WebAssembly initdb is most of
 * what opening a database costs: a copy takes about a quarter of the time.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { MIGRATIONS_FOLDER } from '@/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template's dumped data folder, or null on PostgreSQL. */
    pgliteTemplate: string | null
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', null)
    return
  }
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const client = await PGlite.create()
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER })
  const dump = await client.dumpDataDir('none')
  await client.close()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pools-pglite-template-'))
  const file = path.join(folder, 'template.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(folder, { recursive: true, force: true })
}
