import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXED_LANDING_SLUGS } from '@/lib/landing-pages/types'
import { RESERVED_SLUGS } from './schema'

const ROOT = path.resolve(__dirname, '../..')

/** First path segments that a route folder or a public folder of the site answers. */
function siteSegments(): string[] {
  const folders = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  // A (group) adds no segment: its folders are first segments themselves, at any depth.
  const firstSegments = (dir: string): string[] =>
    folders(dir).flatMap((name) => (name.startsWith('(') ? firstSegments(path.join(dir, name)) : [name]))
  return [...firstSegments('app'), ...folders('public')].filter(
    (name) => !name.startsWith('[') && !name.startsWith('_'),
  )
}

describe('reserved landing page slugs', () => {
  it('cover every first segment the site already answers, except the fixed landing routes', () => {
    const fixed = new Set<string>(FIXED_LANDING_SLUGS)
    const reserved = new Set<string>(RESERVED_SLUGS)
    const missing = siteSegments().filter((segment) => !fixed.has(segment) && !reserved.has(segment))
    expect(missing).toEqual([])
  })
})
