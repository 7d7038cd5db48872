/**
 * Waits, if needed, until the current clock-aligned window of `windowMs` (as lib/rate-limit and
 * lib/auth/login-throttle count) has at least `roomMs` left, so a test that counts requests
 * against a limit cannot run across a window's end and see its count start again.
 */
export async function awaitRoomInWindow(windowMs: number, roomMs: number) {
  const left = windowMs - (Date.now() % windowMs)
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
}
