/**
 * Environment variables, parsed once with zod. A wrong value stops the process with a clear,
 * one-line message instead of failing later somewhere deep. The ground floor of the house: db/,
 * lib/ and the pages read their settings here, and this module imports nothing of the project
 * (docs/decisions/layers-app-components-lib-db.md).
 */
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

function httpUrl(name: string) {
  return z.url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// address` })
}

/** S3 storage is used only when every one of these is set; some without the others is an error. */
export const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const

/** An AES key as Next.js takes it: base64 of 16, 24 or 32 bytes. */
function isAesKeyBase64(value: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return false
  return [16, 24, 32].includes(Buffer.from(value, 'base64').length)
}

/** Accepted everywhere but in production on PostgreSQL (productionRules). */
export const DEVELOPMENT_IP_HASH_SECRET = 'local-development-only-secret'

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Connections in the PostgreSQL pool of each server process. */
  PG_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(20)),
  /** Folder of the embedded database, or 'memory://' for a throw-away one. */
  PGLITE_DIR: z.string().trim().min(1).default('.data/pglite'),
  /**
   * Public origin for canonical, Open Graph, sitemap and JSON-LD links. Required in production on
   * PostgreSQL; elsewhere unset means LOCAL_SITE_URL. Read it through lib/seo/site-url.ts.
   */
  SITE_URL: optionalString.pipe(httpUrl('SITE_URL').optional()),
  /** Load the demo data into an empty database at start-up (default: see productionDefaults). */
  SEED_DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /** SMTP server for lead e-mail, e.g. smtp://user:pass@host:587; unset keeps mail in the outbox. */
  /** Minutes a reached stage is left alone before its notice goes (the photo added meanwhile goes with it). */
  PROJECT_NOTICE_DELAY_MINUTES: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(1440).default(10),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('Florida Fiberglass Pools <no-reply@floridafiberglasspools.example>'),
  /** The company inbox that receives every lead and failure notification. */
  COMPANY_INBOX: z.email().default('info@floridafiberglasspools.example'),
  /** Folder for uploaded images when no S3-compatible storage is configured. */
  UPLOADS_DIR: z.string().trim().min(1).default('.data/uploads'),
  /** S3-compatible storage for uploaded images: every one of S3_REQUIRED, or none of them. */
  S3_ENDPOINT: optionalString.pipe(httpUrl('S3_ENDPOINT').optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('us-east-1')),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Public base URL of the stored objects (bucket, CDN); saved image URLs start with it. */
  S3_PUBLIC_URL: optionalString.pipe(httpUrl('S3_PUBLIC_URL').optional()),
  /**
   * Bucket for private files (signed contracts) when S3 storage is configured: it must grant no
   * public read. Same endpoint and key as S3_BUCKET. Required in production with S3 storage.
   */
  S3_PRIVATE_BUCKET: optionalString,
  /** Folder for private files (signed contracts) when no S3 storage is configured; never served. */
  PRIVATE_UPLOADS_DIR: z.string().trim().min(1).default('.data/private-uploads'),
  /** <endpoint>/<bucket>/<key> (MinIO, most self-hosted servers) instead of <bucket>.<endpoint>/<key>. */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  /**
   * Key of the server actions' encrypted values. Next.js reads it at build and at start; every
   * instance must use the same one (one build does), so set it when instances are built separately.
   */
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .refine(isAesKeyBase64, 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be base64 of 16, 24 or 32 bytes')
      .optional(),
  ),
  /** Names the deployment (read by next.config.ts at build): instances of one deployment share it. */
  NEXT_DEPLOYMENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'NEXT_DEPLOYMENT_ID may use letters, digits, . _ - (at most 64)')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fixed password for the demo admin (tests only); unset generates one and prints it once. */
  DEMO_ADMIN_PASSWORD: optionalString,
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For: the client address is
   * the entry that many hops from the right (the one the nearest trusted proxy wrote). 0 (the
   * default): no proxy, the client address is the socket's peer and the header is ignored.
   */
  TRUST_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  /** Set by Next.js: 'phase-production-build' while `next build` runs (no server starts then). */
  NEXT_PHASE: optionalString,
  /**
   * Secret mixed into hashed IP addresses (rate limits, spam records) and signed form times. Read
   * it through lib/server-secret.ts: unset on the embedded database, a random one kept in its folder.
   */
  IP_HASH_SECRET: z.preprocess(emptyToUndefined, z.string().min(8).default(DEVELOPMENT_IP_HASH_SECRET)),
  /** Public lead forms: submissions allowed per client address per window (then 429). */
  LEAD_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10)),
  LEAD_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().positive().default(600),
  ),
  /** A form sent faster than this after it appeared is kept apart as suspected spam. */
  LEAD_MIN_FILL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().nonnegative().default(2000)),
})

/** Where links point when SITE_URL is unset outside production on PostgreSQL (npm start on PGlite, tests). */
export const LOCAL_SITE_URL = 'http://localhost:3000'

export const S3_PRIVATE_BUCKET_MESSAGE =
  'is required with S3 storage in production on PostgreSQL: name a bucket without public read for signed contracts (the S3_BUCKET of pictures is read by anyone)'

export const SITE_URL_REQUIRED_MESSAGE =
  'required in production with DATABASE_URL (PostgreSQL): set it to the public address, e.g. https://www.example.com, that canonical, Open Graph, sitemap and JSON-LD links point to'

const envSchema = envFields.superRefine((value, ctx) => {
  const missing = S3_REQUIRED.filter((name) => !value[name])
  if (missing.length === 0 || missing.length === S3_REQUIRED.length) return
  ctx.addIssue({
    code: 'custom',
    path: [missing[0] ?? 'S3_ENDPOINT'],
    message: `S3 storage needs ${S3_REQUIRED.join(', ')} together; missing ${missing.join(', ')} (or unset them all to keep uploads in UPLOADS_DIR)`,
  })
})

/*
 * Production on PostgreSQL (NODE_ENV=production with DATABASE_URL): a real deployment, where the
 * development conveniences are mistakes. PGlite under `next start` (`npm start`, the e2e suite,
 * the benchmarks) keeps them. See docs/decisions/0176-production-start-up-defaults.md.
 * - SEED_DEMO_DATA defaults to false: an empty production database never gets the demo admin.
 * - SITE_URL must be set: links to localhost would be published to search engines and social networks.
 * - IP_HASH_SECRET must be set to a value of its own: the development one is public.
 * `next build` starts no server, so the two requirements wait for `next start`.
 */
type ParsedFields = z.infer<typeof envFields>

const isProductionDatabase = (value: ParsedFields) => value.NODE_ENV === 'production' && !!value.DATABASE_URL

function productionRules(value: ParsedFields, ctx: z.RefinementCtx) {
  if (!isProductionDatabase(value) || value.NEXT_PHASE === 'phase-production-build') return
  if (!value.SITE_URL) {
    ctx.addIssue({ code: 'custom', path: ['SITE_URL'], message: SITE_URL_REQUIRED_MESSAGE })
  }
  if (value.S3_BUCKET && !value.S3_PRIVATE_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_PRIVATE_BUCKET'], message: S3_PRIVATE_BUCKET_MESSAGE })
  }
  if (value.IP_HASH_SECRET === DEVELOPMENT_IP_HASH_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['IP_HASH_SECRET'],
      message:
        'is not set: in production on PostgreSQL set it to a long random value of your own (it keys hashed client addresses and signed form times), e.g. `openssl rand -hex 32`',
    })
  }
}

function productionDefaults(value: ParsedFields) {
  return {
    ...value,
    SEED_DEMO_DATA: value.SEED_DEMO_DATA ?? (isProductionDatabase(value) ? 'false' : 'true'),
  }
}

const envWithProductionRules = envSchema.superRefine(productionRules).transform(productionDefaults)

export type Env = z.infer<typeof envWithProductionRules>

let parsed: Env | undefined

export class EnvError extends Error {}

export function env(): Env {
  if (parsed) return parsed
  const result = envWithProductionRules.safeParse(process.env)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue?.path.join('.') ?? 'environment'
    throw new EnvError(`Invalid environment variable ${where}: ${issue?.message ?? 'invalid value'}`)
  }
  parsed = result.data
  return parsed
}

/** For tests that change process.env between cases. */
export function resetEnvForTests() {
  parsed = undefined
}
