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
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a minute before trying again.',
  success: 'Login successful',
  loggedOut: 'Logged out',
  welcomeTitle: 'Welcome back!',
  serverError: (status: number) => `Server error: ${status}`,
  welcomeBody: (username: string) => `Signed in as ${username}.`,
} as const

/** Failed attempts allowed per minute, per IP address and per username, before 429. */
export const LOGIN_FAILURE_LIMIT = 5
export const LOGIN_WINDOW_MS = 60_000
/** Spec 01 §9: the redirect after a successful login waits 200 ms (for the welcome toast). */
export const LOGIN_REDIRECT_DELAY_MS = 200
export const DEFAULT_AFTER_LOGIN = '/admin-dashboard'

/**
 * Where to go after login: the returnUrl when it is a path on this site, else the dashboard.
 * Absolute and protocol-relative URLs are refused (no open redirect).
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN
  }
  if (value === '/admin-login' || value.startsWith('/admin-login?')) return DEFAULT_AFTER_LOGIN
  return value
}
