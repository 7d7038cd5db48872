import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/config/env'
import { absoluteUrl, siteUrl } from './site-url'

const ROOT = process.cwd()
const SOURCE_DIRS = ['app', 'components', 'config', 'content', 'db', 'lib']
const HELPER_FILES = ['config/env.ts', 'lib/seo/site-url.ts']

/** Every .ts/.tsx source file under the given folders, tests left out, as paths from the root. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const relative = path.posix.join(dir, name)
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sources(relative)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : []
  })
}

const saved = process.env.SITE_URL
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_URL
  else process.env.SITE_URL = saved
  resetEnvForTests()
})

describe('site URL', () => {
  it('builds absolute URLs on SITE_URL, keeping URLs that are already absolute', () => {
    process.env.SITE_URL = 'https://www.pools.example//'
    resetEnvForTests()
    expect(siteUrl()).toBe('https://www.pools.example')
    expect(absoluteUrl('/pools')).toBe('https://www.pools.example/pools')
    expect(absoluteUrl('images/a.webp')).toBe('https://www.pools.example/images/a.webp')
    expect(absoluteUrl('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
  })

  it('is read only through lib/seo/site-url.ts: no other source reads SITE_URL or names localhost:3000', () => {
    const offenders = SOURCE_DIRS.flatMap(sources)
      .filter((file) => !HELPER_FILES.includes(file))
      .filter((file) => {
        const text = readFileSync(path.join(ROOT, file), 'utf8')
        return (
          /env\(\)\.SITE_URL|process\.env\.SITE_URL|\bSITE_URL\b[^=\n]*\}\s*=\s*env\(\)/.test(text) ||
          text.includes('localhost:3000')
        )
      })
    expect(offenders).toEqual([])
  })

  it('is what every builder of absolute links uses', () => {
    const builders = [
      'app/layout.tsx', // metadataBase: canonical, Open Graph and Twitter URLs
      'app/sitemap.ts',
      'app/robots.ts',
      'components/seo/page-json-ld.tsx',
      'components/seo/site-json-ld.tsx',
      'app/(admin)/admin/landing-pages/new/page.tsx', // the search preview
      'app/(admin)/admin/landing-pages/[id]/page.tsx',
    ]
    for (const file of builders) {
      const text = readFileSync(path.join(ROOT, file), 'utf8')
      expect(text, file).toContain("from '@/lib/seo/site-url'")
      expect(text, file).toMatch(/\bsiteUrl\(\)/)
    }
  })
})
