import { afterEach, describe, expect, it } from 'vitest'
import { env, EnvError, resetEnvForTests, S3_REQUIRED } from '@/config/env'
import { s3ConfigFrom } from './storage'

const S3_ENV = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'pool-images',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
  S3_PUBLIC_URL: 'https://images.example.com',
}
const ALL = [...S3_REQUIRED, 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const
const saved = Object.fromEntries(ALL.map((name) => [name, process.env[name]]))

function withEnv(values: Partial<Record<(typeof ALL)[number], string>>) {
  for (const name of ALL) delete process.env[name]
  Object.assign(process.env, values)
  resetEnvForTests()
  return () => env()
}

afterEach(() => {
  for (const name of ALL) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  resetEnvForTests()
})

describe('S3 settings', () => {
  it('keep uploads in the local folder when none is set (blank counts as unset)', () => {
    expect(s3ConfigFrom(withEnv({})())).toBeNull()
    expect(s3ConfigFrom(withEnv({ S3_BUCKET: ' ', S3_ENDPOINT: '' })())).toBeNull()
  })

  it('give the S3 storage settings when all are set, with region and addressing defaults', () => {
    expect(s3ConfigFrom(withEnv(S3_ENV)())).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'pool-images',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      publicUrl: 'https://images.example.com',
      forcePathStyle: false,
    })
    const custom = withEnv({ ...S3_ENV, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true' })()
    expect(s3ConfigFrom(custom)).toMatchObject({ region: 'auto', forcePathStyle: true })
  })

  it('stop start-up with one line naming what is missing when only some are set', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3_ENV
    const read = withEnv(partial)
    expect(read).toThrow(EnvError)
    expect(read).toThrow(
      'Invalid environment variable S3_BUCKET: S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, ' +
        'S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL together; missing S3_BUCKET, S3_SECRET_ACCESS_KEY',
    )
    expect(read).toThrow(/^[^\n]+$/)
  })

  it('refuse addresses that are not http(s)', () => {
    expect(withEnv({ ...S3_ENV, S3_PUBLIC_URL: 'images.example.com' })).toThrow(
      'Invalid environment variable S3_PUBLIC_URL: S3_PUBLIC_URL must be an http:// or https:// address',
    )
    expect(withEnv({ ...S3_ENV, S3_ENDPOINT: 'ftp://s3.example.com' })).toThrow(
      'Invalid environment variable S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// address',
    )
    expect(withEnv({ ...S3_ENV, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})
