/** Password hashing with argon2id (@node-rs/argon2, no native build step). */
import { hash, verify } from '@node-rs/argon2'
import { randomBytes } from 'node:crypto'

// Algorithm 2 is argon2id in @node-rs/argon2's enum; OWASP's minimums: 19 MiB, 2 passes.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false // a malformed stored hash never matches
  }
}

/** A readable random password for first logins: 4 groups of 5 characters from 57 symbols. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
  const bytes = randomBytes(20)
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length])
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-')
}
