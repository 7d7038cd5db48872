/** The part of s3rver (a fake S3 server, test-only) that the tests use; it ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'
  import type { Server } from 'node:http'

  type S3rverOptions = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: { name: string }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    httpServer?: Server
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
