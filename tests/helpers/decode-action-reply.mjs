// Decodes server action call bodies with the React decoder Next.js uses (decodeReply of
// react-server-dom-turbopack, as bundled with Next.js), for lib/http/server-action-body.test.ts.
// Run with `node --conditions=react-server`; reads a JSON list of bodies on stdin (a string, or
// {form: [[name, value], …]} for form data) and prints, for each, 'ok' with the decoded root's
// type or the error's message. A decoding that has not settled within 500 ms is 'hang'.
// The production build of the decoder, as `next start` runs it.
process.env.NODE_ENV = 'production'
const { default: server } = await import('next/dist/compiled/react-server-dom-turbopack/server.node.js')
const { decodeReply, createTemporaryReferenceSet } = server

const manifest = new Proxy({}, { get: () => undefined })

async function decode(body) {
  let input = body
  if (typeof body !== 'string') {
    input = new FormData()
    for (const [name, value] of body.form) input.append(name, value)
  }
  const reply = decodeReply(input, manifest, { temporaryReferences: createTemporaryReferenceSet() })
  // React's chunk is a thenable whose then() returns nothing: wrap it in a real promise.
  const settled = Promise.resolve(reply).then(
    (value) => (Array.isArray(value) ? 'ok' : `not a list: ${typeof value}`),
    (error) => `error: ${String(error?.message ?? error).slice(0, 80)}`,
  )
  const hang = new Promise((resolve) => setTimeout(() => resolve('hang'), 500).unref())
  return Promise.race([settled, hang])
}

let text = ''
process.stdin.on('data', (chunk) => (text += chunk))
process.stdin.on('end', async () => {
  const results = []
  for (const body of JSON.parse(text)) results.push(await decode(body))
  process.stdout.write(JSON.stringify(results))
  process.exit(0)
})
