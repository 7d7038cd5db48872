/**
 * Reading a JSON answer in the browser, with spec 01 §8's messages for the two ways it goes wrong:
 * a non-OK answer is an error 'status: body', and an HTML page where JSON was expected (a proxy's
 * or the framework's error page) is '{status}: Server returned HTML instead of JSON. Check server
 * logs for details.' A JSON error body's `message` is what the user is shown (§8: server-side
 * messages other than a message field are not shown), so it is kept on the error.
 */
export class JsonResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The `message` field of a JSON error body, the text meant for the user. */
    readonly serverMessage: string | undefined,
  ) {
    super(message)
    this.name = 'JsonResponseError'
  }
}

const BODY_SHOWN = 200

export async function readJsonResponse<T>(response: Response): Promise<T> {
  const text = await response.text()
  const looksHtml = /^\s*</.test(text) || (response.headers.get('content-type') ?? '').includes('text/html')
  if (looksHtml) {
    throw new JsonResponseError(
      `${response.status}: Server returned HTML instead of JSON. Check server logs for details.`,
      response.status,
      undefined,
    )
  }
  let json: unknown
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = undefined
  }
  if (!response.ok) {
    const message = (json as { message?: unknown } | null | undefined)?.message
    throw new JsonResponseError(
      `${response.status}: ${text.slice(0, BODY_SHOWN)}`,
      response.status,
      typeof message === 'string' && message.trim() ? message : undefined,
    )
  }
  if (json === undefined) {
    throw new JsonResponseError(
      `${response.status}: ${text.slice(0, BODY_SHOWN)}`,
      response.status,
      undefined,
    )
  }
  return json as T
}
