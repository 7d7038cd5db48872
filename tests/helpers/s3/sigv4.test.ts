import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { verifySigV4 } from './sigv4'

// The worked examples of AWS's "Signature Calculations for the Authorization Header: Transferring
// Payload in a Single Chunk" (S3 API reference), with their published signatures.
const credentials = new Map([['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY']])
const expected = { region: 'us-east-1', credentials }
const EMPTY = createHash('sha256').update('').digest('hex')

function authorization(signedHeaders: string, signature: string) {
  return `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=${signedHeaders},Signature=${signature}`
}

const getObject = {
  method: 'GET',
  url: '/test.txt',
  body: Buffer.alloc(0),
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY,
    'x-amz-date': '20130524T000000Z',
    authorization: authorization(
      'host;range;x-amz-content-sha256;x-amz-date',
      'f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    ),
  },
}

const putObject = {
  method: 'PUT',
  url: '/test%24file.text',
  body: Buffer.from('Welcome to Amazon S3.'),
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    date: 'Fri, 24 May 2013 00:00:00 GMT',
    'x-amz-date': '20130524T000000Z',
    'x-amz-storage-class': 'REDUCED_REDUNDANCY',
    'x-amz-content-sha256': '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    authorization: authorization(
      'date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class',
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    ),
  },
}

const getLifecycle = {
  method: 'GET',
  url: '/?lifecycle',
  body: Buffer.alloc(0),
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    'x-amz-date': '20130524T000000Z',
    'x-amz-content-sha256': EMPTY,
    authorization: authorization(
      'host;x-amz-content-sha256;x-amz-date',
      'fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    ),
  },
}

describe('verifySigV4 (test S3 server)', () => {
  it('accepts the AWS documentation examples', () => {
    expect(verifySigV4(getObject, expected)).toEqual({ ok: true, accessKeyId: 'AKIAIOSFODNN7EXAMPLE' })
    expect(verifySigV4(putObject, expected)).toEqual({ ok: true, accessKeyId: 'AKIAIOSFODNN7EXAMPLE' })
    expect(verifySigV4(getLifecycle, expected)).toEqual({ ok: true, accessKeyId: 'AKIAIOSFODNN7EXAMPLE' })
  })

  it('refuses a changed header, path, body, secret or scope', () => {
    const refused = (request: typeof putObject, options = expected) => {
      const check = verifySigV4(request, options)
      return check.ok ? 'accepted' : check.code
    }
    expect(
      refused({ ...putObject, headers: { ...putObject.headers, 'x-amz-storage-class': 'STANDARD' } }),
    ).toBe('SignatureDoesNotMatch')
    expect(refused({ ...putObject, url: '/test%24file.txt' })).toBe('SignatureDoesNotMatch')
    expect(refused({ ...putObject, body: Buffer.from('Welcome to Amazon S4.') })).toBe(
      'XAmzContentSHA256Mismatch',
    )
    expect(
      refused(putObject, { region: 'us-east-1', credentials: new Map([['AKIAIOSFODNN7EXAMPLE', 'wrong']]) }),
    ).toBe('SignatureDoesNotMatch')
    expect(refused(putObject, { ...expected, region: 'eu-west-1' })).toBe('AuthorizationHeaderMalformed')
    expect(refused({ ...putObject, headers: { ...putObject.headers, authorization: '' } })).toBe(
      'AccessDenied',
    )
  })
})
