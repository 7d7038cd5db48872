import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '@/tests/helpers/test-db'
import { storableParam, storableText } from '../storable-params'

// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper named like a hook, not a React hook
const { db } = useTestDatabase()

const LONE_HIGH = '\ud83d'
const EMOJI = '\ud83d\ude00'

describe('the one text rule', () => {
  it('removes NUL and replaces lone surrogates, and keeps whole emoji', () => {
    expect(storableText('a\u0000b')).toBe('ab')
    expect(storableText(`x${LONE_HIGH}`)).toBe('x\ufffd')
    expect(storableText(`\ude00y`)).toBe('\ufffdy')
    expect(storableText(`${EMOJI} ok`)).toBe(`${EMOJI} ok`)
    expect(storableText('plain')).toBe('plain')
  })

  it('rewrites JSON documents whose escapes jsonb refuses, and leaves other text alone', () => {
    const json = JSON.stringify({ 'k\u0000': ['a\u0000', `b${LONE_HIGH}`, EMOJI], n: 1 })
    expect(JSON.parse(storableParam(json) as string)).toEqual({ k: ['a', 'b\ufffd', EMOJI], n: 1 })
    // Text that merely mentions an escape is not JSON and stays as typed.
    expect(storableParam('use \\u0000 to end a C string')).toBe('use \\u0000 to end a C string')
    expect(storableParam(['a\u0000', 'b'])).toEqual(['a', 'b'])
    expect(storableParam(42)).toBe(42)
  })
})

describe('every query parameter reaches the database cleaned', () => {
  it('text, jsonb and text[] with NUL and lone surrogates are stored, also inside a transaction', async () => {
    const stored = await db().transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE hostile (t text, j jsonb, a text[]) ON COMMIT DROP`)
      const name = `a.jpg\u0000.html ${EMOJI.repeat(3)}${LONE_HIGH}`
      await tx.execute(
        sql`INSERT INTO hostile VALUES (${name}, ${JSON.stringify({ fileName: name })}::jsonb, ${sql.param(['x\u0000', LONE_HIGH])}::text[])`,
      )
      const result = (await tx.execute(sql`SELECT t, j, a FROM hostile`)) as unknown as {
        rows: { t: string; j: { fileName: string }; a: string[] }[]
      }
      return result.rows[0]
    })
    const expected = `a.jpg.html ${EMOJI.repeat(3)}\ufffd`
    expect(stored?.t).toBe(expected)
    expect(stored?.j.fileName).toBe(expected)
    expect(stored?.a).toEqual(['x', '\ufffd'])
  })

  it('a search parameter of only NUL matches as an empty text', async () => {
    const result = (await db().execute(sql`SELECT ${'\u0000'}::text = '' AS empty`)) as unknown as {
      rows: { empty: boolean }[]
    }
    expect(result.rows[0]?.empty).toBe(true)
  })
})
