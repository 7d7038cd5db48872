/** The words of the admin login screen and its calls (spec 01 §2, §4, §5, §8), shared by UI and API. */
export const LOGIN_TEXT = {
  title: 'Admin Login',
  intro: 'Sign in to manage the Florida Fiberglass Pools website.',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  sessionNotice: 'Your session will expire after 24 hours of inactivity.',
  signIn: 'Sign In',
  signingIn: 'Signing In...',
  accessNote: 'Need access? Contact your system administrator.',
  returnToSite: 'Return to Main Site',
  verifying: 'Verifying access...',
} as const

export const LOGIN_MESSAGES = {
  missingTitle: 'Missing Information',
  missingBody: 'Please enter both username and password',
  failedTitle: 'Login Failed',
  invalidCredentials: 'Invalid username or password',
  networkError: 'Network error occurred',
  invalidResponse: 'Invalid response format',
  /** The wait is the Retry-After it goes with, in words (lib/format formatWait). */
  tooManyAttempts: (wait: string) =>
    `Too many failed sign-in attempts for this username from your network. Please wait ${wait} before trying again.`,
  tooManyChecks: (wait: string) =>
    `Too many sign-in attempts from your network just now. Please wait ${wait} before trying again.`,
  codeTitle: 'Check your e-mail',
  codeSent: (minutes: number) =>
    `This account has seen many failed sign-ins, and this device has not signed in as you before. If the password was right, we have e-mailed a 6-digit code to the account's address: enter it within ${minutes} minutes. No e-mail after a few minutes? Go back and check the password.`,
  codeLabel: 'Sign-in code',
  codeSubmit: 'Verify code',
  codeChecking: 'Verifying...',
  codeBack: 'Back to password',
  codeMissing: 'Enter the 6-digit code from the e-mail',
  codeWrong: (triesLeft: number) =>
    triesLeft > 0
      ? `That code is not right. ${triesLeft === 1 ? '1 try' : `${triesLeft} tries`} left.`
      : 'That code is not right, and it cannot be tried again. Go back and sign in with your password for a new code.',
  codeExpired:
    'This code has expired or was already used (or the password was not right). Go back and sign in with your password for a new code.',
  success: 'Login successful',
  loggedOut: 'Logged out',
  welcomeTitle: 'Welcome back!',
  serverError: (status: number) => `Server error: ${status}`,
  welcomeBody: (username: string) => `Signed in as ${username}.`,
} as const

/**
 * Staff login limits (lib/auth/login-throttle). Failed attempts allowed per minute for one
 * username from one address, then 429 for that pair only, for the rest of the minute: a stranger's
 * guesses never keep anyone out for longer.
 */
export const LOGIN_FAILURE_LIMIT = 5
export const LOGIN_WINDOW_MS = 60_000
/** Failed attempts per minute from one address, whatever the usernames (spraying names). */
export const LOGIN_ADDRESS_LIMIT = 20
/**
 * The slower ceiling per username from every address together (guessing spread over many
 * addresses): past it, or past the address limit, only an address that has signed in as that user
 * before goes on with the password alone; any other finishes with an e-mailed code.
 */
export const LOGIN_USERNAME_CEILING = 30
export const LOGIN_USERNAME_WINDOW_MS = 60 * 60_000
/** How long a successful sign-in makes its address a known one for that user. */
export const LOGIN_KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000
/** Passwords checked a minute from one address on the way to a code (each costs CPU time). */
export const LOGIN_CODE_VERIFY_LIMIT = 60
/** A sign-in code works this long, and this many tries. */
export const LOGIN_CODE_TTL_MS = 10 * 60_000
export const LOGIN_CODE_TRIES = 5
/** Spec 01 §9: the redirect after a successful login waits 200 ms (for the welcome toast). */
export const LOGIN_REDIRECT_DELAY_MS = 200
export const DEFAULT_AFTER_LOGIN = '/admin-dashboard'
/** Sales and operations start their day on My day (docs/decisions/my-day-first-screen.md). */
export const MY_DAY_PATH = '/admin/my-day'

/** Where a login without a returnUrl lands: My day for sales and operations, the dashboard for admins. */
export function afterLoginFor(role: string | undefined): string {
  return role === 'sales' || role === 'operations' ? MY_DAY_PATH : DEFAULT_AFTER_LOGIN
}

const RETURN_URL_BASE = 'http://return-url.invalid'
/** C0 controls (tab, CR, LF among them), DEL and backslashes: browsers drop or reinterpret them in URLs. */
const UNSAFE_URL_CHARACTERS = /[\u0000-\u001f\u007f\\]/

/**
 * Where to go after login: the returnUrl when it is a path on this site, else the dashboard.
 * Refused (no open redirect): anything not starting with exactly one '/', control characters
 * and backslashes (raw or percent-encoded: '/\t/evil.com' becomes '//evil.com' in a browser),
 * and anything that, resolved against a dummy origin, leaves that origin (schemes, '//host').
 * The answer is the normalised path, query and hash of the parsed URL.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_AFTER_LOGIN
  let layer = value
  for (let depth = 0; depth < 3; depth++) {
    if (UNSAFE_URL_CHARACTERS.test(layer) || layer.startsWith('//')) return DEFAULT_AFTER_LOGIN
    let decoded: string
    try {
      decoded = decodeURIComponent(layer)
    } catch {
      return DEFAULT_AFTER_LOGIN
    }
    if (decoded === layer) break
    layer = decoded
  }
  if (UNSAFE_URL_CHARACTERS.test(layer) || layer.startsWith('//')) return DEFAULT_AFTER_LOGIN
  let url: URL
  try {
    url = new URL(value, RETURN_URL_BASE)
  } catch {
    return DEFAULT_AFTER_LOGIN
  }
  if (url.origin !== RETURN_URL_BASE || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) {
    return DEFAULT_AFTER_LOGIN
  }
  if (url.pathname === '/admin-login') return DEFAULT_AFTER_LOGIN
  return `${url.pathname}${url.search}${url.hash}`
}
