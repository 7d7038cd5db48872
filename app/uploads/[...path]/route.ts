import { serveUpload } from '@/lib/uploads/serve'

/** Uploaded images (/uploads/<kind>/<year>/<month>/<uuid>.webp), from whichever storage holds them. */
export async function GET(request: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params
  return serveUpload(request, path)
}

export async function HEAD(request: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params
  const response = await serveUpload(request, path)
  return new Response(null, { status: response.status, headers: response.headers })
}
