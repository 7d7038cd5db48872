/** The admin route handlers' checked body: the shared capped reader, then the schema's field errors. */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MAX_BODY_BYTES } from '@/lib/http/json-body'
import { readValidBody } from './http'

const schema = z.object({ comment: z.string().trim().min(1, 'Please write a comment') })

const post = (body: string, type = 'application/json') =>
  new Request('http://localhost/api/admin/x', { method: 'POST', headers: { 'content-type': type }, body })

async function answer(result: Awaited<ReturnType<typeof readValidBody>>) {
  if (result.ok) throw new Error('expected a refusal')
  return { status: result.response.status, body: await result.response.json() }
}

describe('readValidBody', () => {
  it('gives the parsed data of a valid body', async () => {
    expect(await readValidBody(post('{"comment":"  called back "}'), schema, 'Invalid')).toEqual({
      ok: true,
      data: { comment: 'called back' },
    })
  })

  it('answers 400 with the field errors, the first one as the message', async () => {
    expect(await answer(await readValidBody(post('{"comment":" "}'), schema, 'Invalid'))).toEqual({
      status: 400,
      body: { message: 'Please write a comment', errors: { comment: 'Please write a comment' } },
    })
  })

  it('refuses what the shared reader refuses: broken JSON, another content type, a body over the cap', async () => {
    expect(await answer(await readValidBody(post('{oops'), schema, 'Invalid'))).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    })
    expect(
      (await answer(await readValidBody(post('comment=x', 'text/plain'), schema, 'Invalid'))).status,
    ).toBe(415)
    const huge = JSON.stringify({ comment: 'x'.repeat(MAX_BODY_BYTES) })
    expect(await answer(await readValidBody(post(huge), schema, 'Invalid'))).toEqual({
      status: 413,
      body: { message: `The request body must be at most ${MAX_BODY_BYTES / 1024} KB.` },
    })
  })
})
