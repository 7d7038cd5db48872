// The first-load JavaScript of a page: the script files its HTML loads (scripts and script
// preloads, not the legacy noModule ones), with their sizes as `next start` serves them (gzip),
// uncompressed, and with brotli as a CDN in front would send them. Shared by bench:pages and
// bench:portal.
import http from 'node:http'
import zlib from 'node:zlib'

/** The script files the HTML of `url` loads, with their sizes; `body` keeps each file's text. */
export async function firstLoadJs(url, { keepBodies = false } = {}) {
  const html = await (await fetch(url)).text()
  const sources = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1]
    if (src && !/\bnomodule\b/i.test(tag)) sources.add(src)
  }
  for (const match of html.matchAll(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*>/g)) {
    const tag = match[0]
    if (!/\bas="script"/.test(tag) && !/rel="modulepreload"/.test(tag)) continue
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (href) sources.add(href)
  }
  const files = []
  for (const src of sources) {
    const fileUrl = new URL(src.replace(/&amp;/g, '&'), url)
    const { compressed, uncompressed, encoding, brotli, body } = await compressedSize(fileUrl)
    files.push({
      path: fileUrl.pathname,
      bytes: compressed,
      uncompressedBytes: uncompressed,
      brotliBytes: brotli,
      encoding,
      ...(keepBodies ? { body: body.toString('utf8') } : {}),
    })
  }
  return {
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    uncompressedBytes: files.reduce((sum, f) => sum + f.uncompressedBytes, 0),
    brotliBytes: files.reduce((sum, f) => sum + f.brotliBytes, 0),
    files,
  }
}

export function compressedSize(url) {
  const count = (headers) =>
    new Promise((resolve, reject) => {
      const request = http.get(url, { headers }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks)
          resolve({ bytes: body.length, body, encoding: response.headers['content-encoding'] ?? 'identity' })
        })
        response.on('error', reject)
      })
      request.on('error', reject)
    })
  return Promise.all([count({ 'accept-encoding': 'gzip' }), count({ 'accept-encoding': 'identity' })]).then(
    ([gz, plain]) => ({
      compressed: gz.bytes,
      uncompressed: plain.bytes,
      encoding: gz.encoding,
      body: plain.body,
      brotli: zlib.brotliCompressSync(plain.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        .length,
    }),
  )
}
