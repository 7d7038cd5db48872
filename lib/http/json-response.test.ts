import { describe, expect, it } from 'vitest'
import { JsonResponseError, readJsonResponse } from './json-response'

const answer = (body: string, status: number, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } })

async function failure(response: Response) {
  try {
    await readJsonResponse(response)
  } catch (error) {
    if (error instanceof JsonResponseError) return error
    throw error
  }
  throw new Error('expected a JsonResponseError')
}

describe('readJsonResponse (spec 01 §8)', () => {
  it('returns the JSON of an OK answer', async () => {
    expect(await readJsonResponse(answer('{"url":"/uploads/a.webp"}', 200))).toEqual({
      url: '/uploads/a.webp',
    })
  })

  it("a non-OK answer is the error 'status: body', keeping a JSON message for the user", async () => {
    const error = await failure(answer('{"message":"The picture is too large"}', 413))
    expect(error.message).toBe('413: {"message":"The picture is too large"}')
    expect(error.serverMessage).toBe('The picture is too large')
    expect((await failure(answer('Bad Gateway', 502, 'text/plain'))).message).toBe('502: Bad Gateway')
  })

  it('an HTML page instead of JSON says so, with the status', async () => {
    const message = '500: Server returned HTML instead of JSON. Check server logs for details.'
    expect((await failure(answer('<!DOCTYPE html><h1>Error</h1>', 500, 'text/html'))).message).toBe(message)
    // Even with a 200 and a JSON content type, an HTML body is not JSON.
    expect((await failure(answer('<html></html>', 200))).message).toBe(
      '200: Server returned HTML instead of JSON. Check server logs for details.',
    )
  })
})
