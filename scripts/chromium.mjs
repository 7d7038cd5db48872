// Finds the system Chromium for end-to-end tests; installs Debian's package when running as root
// on Debian, otherwise says how to get one. Never downloads a browser build of its own.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const CANDIDATES = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean)

export function findChromium() {
  return CANDIDATES.find((p) => fs.existsSync(p))
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const isDebian = fs.existsSync('/etc/debian_version')
  if (isRoot && isDebian) {
    console.log("No Chromium found: installing Debian's chromium package…")
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' })
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    if (install && install.status === 0 && findChromium()) return findChromium()
  }
  console.error(
    'End-to-end tests need Chromium and none was found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chrome or Chromium binary.',
  )
  process.exit(1)
}
