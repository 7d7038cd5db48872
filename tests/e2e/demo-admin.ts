/**
 * The demo admin of the e2e server: playwright.config.ts seeds the server's database with this
 * password (DEMO_ADMIN_PASSWORD, or the default below), and the specs sign in with it.
 */
export const ADMIN = {
  username: 'admin',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'e2e-Admin-Password-1',
}
