import { afterEach, describe, expect, it, vi } from 'vitest'
import type { IncrementalCacheValue } from 'next/dist/server/response-cache/types'
import { currentContentNonce, NONCE_MAX_AGE_MS, rotateContentNonce } from './content-nonce'
import PageCacheHandler, { PageStore } from './page-cache-handler'

/** An APP_PAGE entry as Next.js stores it, its scripts carrying `nonce`. */
function page(nonce: string, body = 'Home', tags = '_N_T_/layout,_N_T_/'): IncrementalCacheValue {
  return {
    kind: 'APP_PAGE',
    html: `<!DOCTYPE html><html><head><script src="/a.js" async="" nonce="${nonce}"></script></head><body>${body}</body></html>`,
    rscData: Buffer.from('0:["rsc"]'),
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  } as unknown as IncrementalCacheValue
}

function route(body: string): IncrementalCacheValue {
  return {
    kind: 'APP_ROUTE',
    body: Buffer.from(body),
    status: 200,
    headers: {},
  } as unknown as IncrementalCacheValue
}

const cacheControl = { revalidate: 60, expire: 86_400 }

describe('PageStore', () => {
  afterEach(() => vi.useRealTimers())

  it('holds nothing it was not given: the build’s output is never served', () => {
    expect(new PageStore().read('/route-cache/APP_PAGE/abc/$/index')).toBeNull()
  })

  it('serves a page rendered with the current nonce, with its lifetime', () => {
    const store = new PageStore()
    store.write('home', page(currentContentNonce()), [], cacheControl)
    const hit = store.read('home')
    expect(hit?.value).toMatchObject({ kind: 'APP_PAGE' })
    expect(hit?.cacheControl).toEqual(cacheControl)
    expect(hit?.lastModified).toBeGreaterThan(0)
  })

  it('drops every page once the content nonce rotates (a staff write on any instance)', () => {
    const store = new PageStore()
    store.write('home', page(currentContentNonce()), [], cacheControl)
    rotateContentNonce()
    expect(store.read('home')).toBeNull()
    expect(store.size.entries).toBe(0)
  })

  it('never keeps a page whose render began before a rotation', () => {
    const store = new PageStore()
    const nonceAtRenderStart = currentContentNonce()
    rotateContentNonce()
    store.write('home', page(nonceAtRenderStart), [], cacheControl)
    expect(store.read('home')).toBeNull()
  })

  it('ties an entry without HTML (sitemap.xml) to the content generation', () => {
    const store = new PageStore()
    store.write('sitemap', route('<urlset/>'), [], cacheControl)
    expect(store.read('sitemap')).not.toBeNull()
    rotateContentNonce()
    expect(store.read('sitemap')).toBeNull()
  })

  it('drops pages after the nonce’s maximum age even without writes', () => {
    vi.useFakeTimers()
    const store = new PageStore()
    store.write('home', page(currentContentNonce()), [], cacheControl)
    vi.advanceTimersByTime(NONCE_MAX_AGE_MS + 1)
    expect(store.read('home')).toBeNull()
  })

  it('honours revalidateTag for the tags an entry carries', () => {
    vi.useFakeTimers()
    const store = new PageStore()
    store.write('blog', page(currentContentNonce(), 'Blog', '_N_T_/layout,_N_T_/blog'), [], cacheControl)
    store.write('home', page(currentContentNonce()), [], cacheControl)
    vi.advanceTimersByTime(1)
    store.expireTags(['_N_T_/blog'])
    expect(store.read('blog')).toBeNull()
    expect(store.read('home')).not.toBeNull()
  })

  it('evicts the least recently used entries beyond its byte budget', () => {
    const nonce = currentContentNonce()
    const one = page(nonce) as { html: string; rscData: Buffer }
    const size = Buffer.byteLength(one.html) + one.rscData.length
    const store = new PageStore(size * 2 + 10)
    store.write('a', page(nonce), [], cacheControl)
    store.write('b', page(nonce), [], cacheControl)
    store.read('a')
    store.write('c', page(nonce), [], cacheControl)
    expect(store.read('b')).toBeNull()
    expect(store.read('a')).not.toBeNull()
    expect(store.read('c')).not.toBeNull()
    expect(store.size.bytes).toBeLessThanOrEqual(size * 2 + 10)
  })

  it('says whether a path has a current, unexpired entry (read through a database outage)', () => {
    const store = new PageStore()
    const now = Date.now()
    store.write('/route-cache/APP_PAGE/abc/$/index', page(currentContentNonce()), [], cacheControl)
    store.write('/route-cache/APP_PAGE/def/$/pool-detail/1', page(currentContentNonce()), [], cacheControl)
    expect(store.hasCurrentEntryFor('/', now)).toBe(true)
    expect(store.hasCurrentEntryFor('/pool-detail/1', now)).toBe(true)
    expect(store.hasCurrentEntryFor('/pool-detail/2', now)).toBe(false)
    expect(store.hasCurrentEntryFor('/pool-detail', now)).toBe(false)
    // Past its expire time Next.js would render it again: not served from here.
    expect(store.hasCurrentEntryFor('/', now + cacheControl.expire * 1000 + 1)).toBe(false)
    rotateContentNonce()
    expect(store.hasCurrentEntryFor('/', now)).toBe(false)
  })

  it('forgets an entry set to null', () => {
    const store = new PageStore()
    store.write('home', page(currentContentNonce()), [], cacheControl)
    store.write('home', null, [], cacheControl)
    expect(store.read('home')).toBeNull()
    expect(store.size).toEqual({ entries: 0, bytes: 0 })
  })
})

describe('PageCacheHandler (the interface Next.js calls)', () => {
  it('stores and returns through the shared store, per key', async () => {
    const handler = new PageCacheHandler()
    await handler.set('/route-cache/APP_PAGE/x/$/about', page(currentContentNonce(), 'About'), {
      cacheControl,
    })
    const other = new PageCacheHandler()
    const hit = await other.get('/route-cache/APP_PAGE/x/$/about')
    expect((hit?.value as { html: string }).html).toContain('About')
    await other.revalidateTag('_N_T_/layout')
    await new Promise((resolve) => setTimeout(resolve, 2))
    await handler.set('/route-cache/APP_PAGE/x/$/about', page(currentContentNonce(), 'About again'), {
      cacheControl,
    })
    expect(await handler.get('/route-cache/APP_PAGE/x/$/about')).not.toBeNull()
  })
})
