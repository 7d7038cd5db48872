/**
 * The permission table is honest: every permission a role can be given is checked by some page,
 * route handler or server action (a permission checked nowhere would promise a protection that
 * does not exist), and the navigation only names permissions of the table.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '@/lib/auth/permissions'
import { ADMIN_NAV } from './navigation'

const ROOT = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

describe('permission table', () => {
  const sources = ['app', 'lib', 'components']
    .flatMap(sourceFiles)
    .filter((file) => file !== path.join('lib', 'auth', 'permissions.ts'))
    .map((file) => fs.readFileSync(path.join(ROOT, file), 'utf8'))

  it.each(PERMISSIONS)('%s is checked somewhere', (permission) => {
    expect(sources.some((text) => text.includes(`'${permission}'`))).toBe(true)
  })

  it('gives admins everything, and the navigation only names permissions of the table', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...PERMISSIONS].sort())
    for (const role of ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p)
    for (const item of ADMIN_NAV) expect(PERMISSIONS).toContain(item.permission)
  })
})
