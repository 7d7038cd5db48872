// The baseline of bench:http: bare node:http serving fixed bodies from memory, nothing else.
// Usage: node bench/lib/static-server.mjs <routes.json> <port>; routes.json maps a path to
// { contentType, bodyBase64 }. Prints "ready" once listening.
import fs from 'node:fs'
import http from 'node:http'

const [routesFile, portArg] = process.argv.slice(2)
const routes = new Map(
  Object.entries(JSON.parse(fs.readFileSync(routesFile, 'utf8'))).map(([path, route]) => [
    path,
    { body: Buffer.from(route.bodyBase64, 'base64'), contentType: route.contentType },
  ]),
)

const server = http.createServer((request, response) => {
  const route = routes.get(request.url ?? '')
  if (!route) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': route.contentType, 'content-length': route.body.length })
  response.end(route.body)
})
server.keepAliveTimeout = 5_000
server.listen(Number(portArg), '127.0.0.1', () => console.log('ready'))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
