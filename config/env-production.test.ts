import { afterEach, describe, expect, it } from 'vitest'
import { DEVELOPMENT_IP_HASH_SECRET, env, resetEnvForTests } from './env'

const NAMES = ['NODE_ENV', 'DATABASE_URL', 'SEED_DEMO_DATA', 'IP_HASH_SECRET', 'SITE_URL'] as const
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]))

function withEnv(values: Partial<Record<(typeof NAMES)[number], string>>) {
  for (const name of NAMES) {
    const value = values[name]
    if (value === undefined) delete (process.env as Record<string, string | undefined>)[name]
    else (process.env as Record<string, string | undefined>)[name] = value
  }
  resetEnvForTests()
}

afterEach(() => {
  withEnv(saved as Record<string, string>)
})

const PG = 'postgres://app:pw@db.internal:5432/pools'
/** Also required in production on PostgreSQL (config/env.test.ts); set so each case is about one thing. */
const SITE_URL = 'https://www.pools.example'

describe('start-up settings of a production deployment on PostgreSQL', () => {
  it('refuses the development IP_HASH_SECRET (or none) with a message saying what to do', () => {
    withEnv({ NODE_ENV: 'production', SITE_URL, DATABASE_URL: PG })
    expect(() => env()).toThrow(
      /^Invalid environment variable IP_HASH_SECRET: is not set: in production on PostgreSQL/,
    )
    withEnv({
      NODE_ENV: 'production',
      SITE_URL,
      DATABASE_URL: PG,
      IP_HASH_SECRET: DEVELOPMENT_IP_HASH_SECRET,
    })
    expect(() => env()).toThrow(/IP_HASH_SECRET/)
  })

  it('loads the demo data only when asked for', () => {
    withEnv({
      NODE_ENV: 'production',
      SITE_URL,
      DATABASE_URL: PG,
      IP_HASH_SECRET: 'a-real-secret-of-our-own',
    })
    expect(env().SEED_DEMO_DATA).toBe('false')
    withEnv({
      NODE_ENV: 'production',
      SITE_URL,
      DATABASE_URL: PG,
      IP_HASH_SECRET: 'a-real-secret-of-our-own',
      SEED_DEMO_DATA: 'true',
    })
    expect(env().SEED_DEMO_DATA).toBe('true')
  })

  it('keeps the conveniences on PGlite under next start (npm start, e2e) and in development', () => {
    withEnv({ NODE_ENV: 'production' })
    expect(env()).toMatchObject({ SEED_DEMO_DATA: 'true', IP_HASH_SECRET: DEVELOPMENT_IP_HASH_SECRET })
    withEnv({ NODE_ENV: 'development', DATABASE_URL: PG })
    expect(env().SEED_DEMO_DATA).toBe('true')
  })
})

describe('private files in production with S3', () => {
  it('requires S3_PRIVATE_BUCKET beside the public pictures bucket', () => {
    const names = [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
      'S3_PRIVATE_BUCKET',
    ]
    const before = Object.fromEntries(names.map((n) => [n, process.env[n]]))
    try {
      Object.assign(process.env, {
        S3_ENDPOINT: 'https://s3.example.com',
        S3_BUCKET: 'pictures',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://pictures.example.com',
      })
      delete process.env.S3_PRIVATE_BUCKET
      withEnv({
        NODE_ENV: 'production',
        SITE_URL,
        DATABASE_URL: PG,
        IP_HASH_SECRET: 'a-long-secret-of-our-own',
      })
      expect(() => env()).toThrow(/S3_PRIVATE_BUCKET: is required with S3 storage in production/)
      process.env.S3_PRIVATE_BUCKET = 'contracts'
      resetEnvForTests()
      expect(env().S3_PRIVATE_BUCKET).toBe('contracts')
    } finally {
      for (const name of names) {
        if (before[name] === undefined) delete process.env[name]
        else process.env[name] = before[name]
      }
      resetEnvForTests()
    }
  })
})
