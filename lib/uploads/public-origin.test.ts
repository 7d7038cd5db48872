import { describe, expect, it } from 'vitest'
import { uploadImageOrigin, uploadImagesOnLocalNetwork, uploadRemotePatterns } from './public-origin'

describe('where uploaded pictures are loaded from', () => {
  it('lets next/image optimise only the objects under S3_PUBLIC_URL', () => {
    expect(uploadRemotePatterns('https://cdn.example.com/pool-images/')).toEqual([
      { protocol: 'https', hostname: 'cdn.example.com', port: '', pathname: '/pool-images/**', search: '' },
    ])
    expect(uploadRemotePatterns('http://127.0.0.1:9000/bucket')).toEqual([
      { protocol: 'http', hostname: '127.0.0.1', port: '9000', pathname: '/bucket/**', search: '' },
    ])
    expect(uploadRemotePatterns('https://bucket.s3.amazonaws.com')).toMatchObject([{ pathname: '/**' }])
  })

  it('gives nothing without a usable S3_PUBLIC_URL (config/env reports a bad one)', () => {
    expect(uploadRemotePatterns(undefined)).toEqual([])
    expect(uploadRemotePatterns('  ')).toEqual([])
    expect(uploadRemotePatterns('cdn.example.com')).toEqual([])
    expect(uploadRemotePatterns('ftp://cdn.example.com')).toEqual([])
    expect(uploadImageOrigin(undefined)).toBeNull()
  })

  it('names a plain-http storage for the CSP; https: is allowed there already', () => {
    expect(uploadImageOrigin('http://192.168.1.20:9000/bucket')).toBe('http://192.168.1.20:9000')
    expect(uploadImageOrigin('https://cdn.example.com/x')).toBeNull()
  })

  it('knows a storage on this machine or a private network by its address', () => {
    for (const local of [
      'http://localhost:9000',
      'http://minio.localhost',
      'http://127.0.0.1:9000/b',
      'http://[::1]:9000',
      'http://10.0.0.5',
      'http://172.20.1.1',
      'http://192.168.1.20:9000',
    ])
      expect(uploadImagesOnLocalNetwork(local)).toBe(true)
    for (const remote of [
      'https://cdn.example.com',
      'http://172.32.0.1',
      'https://s3.amazonaws.com',
      undefined,
    ])
      expect(uploadImagesOnLocalNetwork(remote)).toBe(false)
  })
})
