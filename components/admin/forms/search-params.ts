/** Page search params (a Promise in Next 16) as a plain record of first values. */
export async function readSearchParams(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<Record<string, string>> {
  const params = await searchParams
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') out[key] = first
  }
  return out
}

export function hrefWith(base: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && !(key === 'page' && Number(value) === 1))
      query.set(key, String(value))
  }
  const text = query.toString()
  return text ? `${base}?${text}` : base
}
