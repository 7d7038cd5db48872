import { describe, expect, it } from 'vitest'
import { GET } from './route'

async function get(zip: string) {
  const response = await GET(new Request(`http://localhost/api/places/zip/${zip}`), {
    params: Promise.resolve({ zip }),
  })
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    json: await response.json(),
  }
}

describe('GET /api/places/zip/{zip}', () => {
  it('answers where a ZIP code is, cacheable for a day', async () => {
    const { status, cache, json } = await get('32801')
    expect(status).toBe(200)
    expect(json).toMatchObject({ zip: '32801', city: 'Orlando', state: 'FL' })
    expect(json.lat).toBeCloseTo(28.54, 1)
    expect(cache).toBe('public, max-age=86400')
  })

  it('answers 400 for a malformed ZIP code and 404 for an unknown one, with a message', async () => {
    expect(await get('3280')).toMatchObject({ status: 400, json: { message: 'Enter a 5-digit ZIP code.' } })
    expect(await get('abcde')).toMatchObject({ status: 400 })
    expect(await get('00000')).toMatchObject({
      status: 404,
      json: { message: 'We could not find ZIP code 00000. Check it and try again.' },
    })
  })
})
