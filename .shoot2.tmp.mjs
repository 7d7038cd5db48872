import { chromium } from 'playwright'
const base = 'http://localhost:3400'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const width of [1366, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.' + (width % 200) } })
  const page = await ctx.newPage(); page.setDefaultTimeout(90000)
  await page.request.post(base + '/api/admin/login', { data: { username: 'admin', password: 'e2e-Admin-Password-1' } })
  for (const p of process.argv.slice(2)) {
    await page.goto(base + p)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 80)) } window.scrollTo(0, 0) })
    await page.waitForTimeout(500)
    await page.screenshot({ path: `/tmp/shots-main/${p.replace(/[^a-z0-9]+/g, '_')}-${width}.png`, fullPage: true })
  }
  await ctx.close()
}
await browser.close()
