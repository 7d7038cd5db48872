/**
 * The ways in from the network, found on disk so that a new one is never missed: every route
 * handler (app/**\/route.ts and each HTTP method it exports) and every server action module (a
 * file whose first statement is 'use server', and each function it exports).
 */
import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

/** The methods Next.js routes to a route handler's exports. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/
const TEST = /\.test\.[jt]sx?$/
/** 'use server' as a file's first statement (after comments and blank lines). */
const USE_SERVER_FILE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use server['"]/
const USE_SERVER_ANYWHERE = /['"]use server['"]/

/** Source files under a folder of the project, as paths relative to the project root. */
export function sourceFiles(dir: string): string[] {
  const absolute = path.join(ROOT, dir)
  if (!fs.existsSync(absolute)) return []
  return fs.readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [relative] : []
  })
}

function read(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), 'utf8')
}

/** app/api/admin/estimates/[id]/route.ts → /api/admin/estimates/[id] (route groups dropped). */
export function routePath(file: string): string {
  const segments = path.posix.dirname(file).split('/').slice(1)
  return `/${segments.filter((s) => !(s.startsWith('(') && s.endsWith(')'))).join('/')}`
}

type HandlerFunction = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>

export type RouteHandler = {
  key: string
  file: string
  method: HttpMethod
  path: string
  run: HandlerFunction
}

/** Every exported HTTP method of every route handler of the app, keyed 'METHOD /path'. */
export async function routeHandlers(): Promise<RouteHandler[]> {
  const files = sourceFiles('app').filter((file) => /^route\.[jt]sx?$/.test(path.posix.basename(file)))
  const handlers: RouteHandler[] = []
  for (const file of files) {
    const exported: Record<string, unknown> = await import(path.join(ROOT, file))
    for (const method of HTTP_METHODS) {
      const run = exported[method]
      if (typeof run !== 'function') continue
      const route = routePath(file)
      handlers.push({ key: `${method} ${route}`, file, method, path: route, run: run as HandlerFunction })
    }
  }
  return handlers.sort((a, b) => a.key.localeCompare(b.key))
}

export type ServerAction = {
  key: string
  file: string
  name: string
  run: (...args: unknown[]) => Promise<unknown>
}

/** The modules of server actions: files whose first statement is 'use server'. */
export function serverActionFiles(): string[] {
  return ['app', 'components', 'lib'].flatMap(sourceFiles).filter((file) => USE_SERVER_FILE.test(read(file)))
}

/**
 * Files with a 'use server' that is not their first statement: inline server actions inside a
 * component or function, which serverActions() cannot list (and so nothing would check).
 */
export function inlineServerActionFiles(): string[] {
  return ['app', 'components', 'lib']
    .flatMap(sourceFiles)
    .filter((file) => USE_SERVER_ANYWHERE.test(read(file)) && !USE_SERVER_FILE.test(read(file)))
}

/** Every exported function of every server action module, keyed 'file#name'. */
export async function serverActions(): Promise<ServerAction[]> {
  const actions: ServerAction[] = []
  for (const file of serverActionFiles()) {
    const exported: Record<string, unknown> = await import(path.join(ROOT, file))
    for (const [name, value] of Object.entries(exported)) {
      if (typeof value !== 'function') continue
      actions.push({ key: `${file}#${name}`, file, name, run: value as ServerAction['run'] })
    }
  }
  return actions.sort((a, b) => a.key.localeCompare(b.key))
}
