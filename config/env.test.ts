import { afterEach, describe, expect, it } from 'vitest'
import { describeStartupError } from '@/lib/startup'
import { siteUrl } from '@/lib/seo/site-url'
import { env, EnvError, LOCAL_SITE_URL, resetEnvForTests, SITE_URL_REQUIRED_MESSAGE } from './env'

const NAMES = ['NODE_ENV', 'DATABASE_URL', 'SITE_URL', 'NEXT_PHASE', 'IP_HASH_SECRET'] as const
type Name = (typeof NAMES)[number]
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))
const POSTGRES = 'postgres://pools:secret@db.internal:5432/pools'
/** Production on PostgreSQL also needs a secret of its own; these cases are about SITE_URL alone. */
const SECRET = 'a-long-random-secret-of-this-deployment'

function withEnv(values: Partial<Record<Name, string>>) {
  for (const name of NAMES) delete process.env[name]
  Object.assign(process.env, values)
  resetEnvForTests()
}

/** The one line the server prints before it stops (lib/startup.ts), or null when env() passes. */
function startupFailure(): string | null {
  try {
    env()
    return null
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError)
    return describeStartupError(error)
  }
}

afterEach(() => {
  for (const name of NAMES) delete process.env[name]
  Object.assign(process.env, Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined)))
  resetEnvForTests()
})

describe('SITE_URL', () => {
  it('stops a production start on PostgreSQL without it, with one line saying what to set', () => {
    withEnv({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, IP_HASH_SECRET: SECRET })
    const line = startupFailure()
    expect(line).toBe(`Invalid environment variable SITE_URL: ${SITE_URL_REQUIRED_MESSAGE}`)
    expect(line).toMatch(/^Invalid environment variable SITE_URL: required in production with DATABASE_URL/)
    expect(line).toContain('https://')
    expect(line).not.toContain('\n')
    // Blank, as a copied .env.example leaves it, is unset.
    withEnv({ NODE_ENV: 'production', DATABASE_URL: POSTGRES, IP_HASH_SECRET: SECRET, SITE_URL: '  ' })
    expect(startupFailure()).toMatch(/^Invalid environment variable SITE_URL: required/)
  })

  it('is used, without a trailing slash, when set in production on PostgreSQL', () => {
    withEnv({
      NODE_ENV: 'production',
      DATABASE_URL: POSTGRES,
      IP_HASH_SECRET: SECRET,
      SITE_URL: 'https://www.pools.example/',
    })
    expect(startupFailure()).toBeNull()
    expect(siteUrl()).toBe('https://www.pools.example')
  })

  it('falls back to localhost for npm start on PGlite, development, tests and the build', () => {
    const cases: Partial<Record<Name, string>>[] = [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'development', DATABASE_URL: POSTGRES },
      { NODE_ENV: 'test', DATABASE_URL: POSTGRES },
      { NODE_ENV: 'production', DATABASE_URL: POSTGRES, NEXT_PHASE: 'phase-production-build' },
    ]
    for (const values of cases) {
      withEnv(values)
      expect(startupFailure(), JSON.stringify(values)).toBeNull()
      expect(siteUrl()).toBe(LOCAL_SITE_URL)
    }
    expect(LOCAL_SITE_URL).toBe('http://localhost:3000')
  })

  it('must be an http:// or https:// address', () => {
    for (const value of ['localhost:3000', 'ftp://pools.example', 'not a url']) {
      withEnv({ SITE_URL: value })
      expect(startupFailure(), value).toBe(
        'Invalid environment variable SITE_URL: SITE_URL must be an http:// or https:// address',
      )
    }
  })
})
