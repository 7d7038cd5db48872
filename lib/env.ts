/**
 * Environment variables, parsed once with zod. A wrong value stops the process with a clear,
 * one-line message instead of failing later somewhere deep.
 */
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

const envSchema = z.object({
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
  /** Public origin used for canonical URLs, sitemap and social tags. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** Load the demo data into an empty database at start-up. */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  /** SMTP server for lead e-mail, e.g. smtp://user:pass@host:587; unset keeps mail in the outbox. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().trim().min(3).default('Florida Fiberglass Pools <no-reply@floridafiberglasspools.example>'),
  /** The company inbox that receives every lead and failure notification. */
  COMPANY_INBOX: z.email().default('info@floridafiberglasspools.example'),
  /** Folder for uploaded images when no S3-compatible storage is configured. */
  UPLOADS_DIR: z.string().trim().min(1).default('.data/uploads'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fixed password for the demo admin (tests only); unset generates one and prints it once. */
  DEMO_ADMIN_PASSWORD: optionalString,
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For: the client address is
   * the entry that many hops from the right (the one the nearest trusted proxy wrote). 0: no
   * proxy, the header is ignored (every client then shares one address for the rate limits).
   */
  TRUST_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(1)),
  /** Secret mixed into hashed IP addresses (rate limits, spam records). */
  IP_HASH_SECRET: z.string().min(8).default('local-development-only-secret'),
  /** Public lead forms: submissions allowed per client address per window (then 429). */
  LEAD_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10)),
  LEAD_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(600)),
  /** A form sent faster than this after it appeared is kept apart as suspected spam. */
  LEAD_MIN_FILL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().nonnegative().default(2000)),
})

export type Env = z.infer<typeof envSchema>

let parsed: Env | undefined

export class EnvError extends Error {}

export function env(): Env {
  if (parsed) return parsed
  const result = envSchema.safeParse(process.env)
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
