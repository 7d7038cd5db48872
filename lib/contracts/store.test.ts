import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetEnvForTests } from '@/config/env'
import {
  PrivateStorageConfigError,
  getPrivateStorage,
  setPrivateStorage,
} from '@/lib/uploads/private-storage'
import { serveUpload } from '@/lib/uploads/serve'
import { LocalUploadStorage, setUploadStorage } from '@/lib/uploads/storage'
import { sampleContractDocument, sampleSignature } from '@/tests/helpers/contract-fixture'
import { readSignedContract, storeSignedContract } from './store'

const root = mkdtempSync(path.join(os.tmpdir(), 'contracts-'))
const publicDir = path.join(root, 'uploads')
const privateDir = path.join(root, 'private')

beforeAll(() => {
  setUploadStorage(new LocalUploadStorage(publicDir))
  setPrivateStorage(new LocalUploadStorage(privateDir))
})

afterAll(() => {
  setUploadStorage(undefined)
  setPrivateStorage(undefined)
  rmSync(root, { recursive: true, force: true })
})

describe('signed contract storage', () => {
  it('keeps the PDF in the private folder under a random key, with its SHA-256', async () => {
    const signature = await sampleSignature()
    const stored = await storeSignedContract(sampleContractDocument(), signature)
    expect(stored.key).toMatch(/^contracts\/2026\/03\/[0-9a-f-]{36}\.pdf$/)
    const file = path.join(privateDir, ...stored.key.split('/'))
    const bytes = readFileSync(file)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.pdfSha256)
    expect(await readSignedContract(stored.key)).toEqual(bytes)
    // Not reachable by URL: nothing in the public folder, and /uploads/<key> answers 404.
    expect(existsSync(path.join(publicDir, ...stored.key.split('/')))).toBe(false)
    const response = await serveUpload(
      new Request(`http://localhost/uploads/${stored.key}`),
      stored.key.split('/'),
    )
    expect(response.status).toBe(404)
  })

  it('refuses to keep contracts in S3 without a private bucket', () => {
    setPrivateStorage(undefined)
    const names = [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
      'S3_PRIVATE_BUCKET',
    ]
    const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]))
    try {
      Object.assign(process.env, {
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_BUCKET: 'pictures',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'http://127.0.0.1:9/pictures',
      })
      delete process.env.S3_PRIVATE_BUCKET
      resetEnvForTests()
      expect(() => getPrivateStorage()).toThrow(PrivateStorageConfigError)
      process.env.S3_PRIVATE_BUCKET = 'contracts'
      resetEnvForTests()
      expect(getPrivateStorage().kind).toBe('s3')
    } finally {
      for (const name of names) {
        if (saved[name] === undefined) delete process.env[name]
        else process.env[name] = saved[name]
      }
      resetEnvForTests()
      setPrivateStorage(new LocalUploadStorage(privateDir))
    }
  })
})
