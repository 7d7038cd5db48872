/**
 * An independent check of AWS Signature Version 4 on a received request, written from the AWS
 * documentation for the test S3 server (s3rver accepts any V4 signature without checking it).
 * It is itself tested against the worked examples of that documentation.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export type ReceivedRequest = {
  method: string
  /** The request target as sent: encoded path and optional query. */
  url: string
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export type SigV4Check = { ok: true; accessKeyId: string } | { ok: false; code: string; reason: string }

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/
const UNSIGNED = 'UNSIGNED-PAYLOAD'

export function verifySigV4(
  request: ReceivedRequest,
  expected: { region: string; service?: string; credentials: ReadonlyMap<string, string> },
): SigV4Check {
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value.join(',') : value
  }
  const match = AUTH.exec(header('authorization') ?? '')
  if (!match) return refuse('AccessDenied', 'missing or malformed Authorization header')
  const [, accessKeyId = '', day = '', region, service, signedList = '', signature = ''] = match
  const secret = expected.credentials.get(accessKeyId)
  if (secret === undefined) return refuse('InvalidAccessKeyId', `unknown access key ${accessKeyId}`)
  if (region !== expected.region || service !== (expected.service ?? 's3'))
    return refuse('AuthorizationHeaderMalformed', `wrong scope ${region}/${service}`)

  const amzDate = header('x-amz-date') ?? ''
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day)
    return refuse('AccessDenied', 'x-amz-date missing or not the credential day')
  const signed = signedList.split(';')
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256'])
    if (!signed.includes(required)) return refuse('AccessDenied', `${required} is not signed`)
  const payloadHash = header('x-amz-content-sha256') ?? ''
  if (payloadHash !== UNSIGNED && payloadHash !== sha256(request.body))
    return refuse('XAmzContentSHA256Mismatch', 'the body does not match x-amz-content-sha256')

  const [path = '/', query = ''] = request.url.split('?', 2)
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery(query),
    ...signed.map((name) => `${name}:${(header(name) ?? '').trim().replace(/\s+/g, ' ')}`),
    '',
    signedList,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  let key: Buffer = hmac(`AWS4${secret}`, day)
  for (const part of [region ?? '', service ?? '', 'aws4_request']) key = hmac(key, part)
  const computed = hmac(key, stringToSign)
  const given = Buffer.from(signature, 'hex')
  if (given.length !== computed.length || !timingSafeEqual(given, computed))
    return refuse('SignatureDoesNotMatch', 'the request signature does not match')
  return { ok: true, accessKeyId }
}

function canonicalQuery(query: string): string {
  if (!query) return ''
  return query
    .split('&')
    .map((pair) => {
      const [name = '', value = ''] = pair.split('=', 2).map((part) => encode(decodeURIComponent(part)))
      return [name, value] as const
    })
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex')
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest()
}

function refuse(code: string, reason: string): SigV4Check {
  return { ok: false, code, reason }
}
