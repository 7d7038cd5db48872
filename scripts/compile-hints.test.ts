import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from './compile-hints.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

function fakeBuild(files: Record<string, string>) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  dirs.push(dist)
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dist, name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, text)
  }
  return dist
}

const read = (dist: string, name: string) => fs.readFileSync(path.join(dist, name), 'utf8')

describe('addCompileHints', () => {
  it('puts the hint on the first line of every client chunk, nested ones included, once', () => {
    const dist = fakeBuild({
      'static/chunks/a.js': 'console.log(1)',
      'static/chunks/app/page-b.js': '(()=>{})()',
      'static/chunks/c.css': 'body{}',
      'static/media/d.js': 'not a chunk',
      'server/e.js': 'server code',
    })
    expect(addCompileHints(dist)).toBe(2)
    expect(read(dist, 'static/chunks/a.js')).toBe('//# allFunctionsCalledOnLoad\nconsole.log(1)')
    expect(read(dist, 'static/chunks/app/page-b.js')).toBe(`${COMPILE_HINT}(()=>{})()`)
    expect(read(dist, 'static/chunks/c.css')).toBe('body{}')
    expect(read(dist, 'static/media/d.js')).toBe('not a chunk')
    expect(read(dist, 'server/e.js')).toBe('server code')

    expect(addCompileHints(dist)).toBe(0)
    expect(read(dist, 'static/chunks/a.js')).toBe('//# allFunctionsCalledOnLoad\nconsole.log(1)')
  })

  it('refuses a folder without a build', () => {
    const dist = fakeBuild({ BUILD_ID: 'x' })
    expect(() => addCompileHints(dist)).toThrow(/run next build first/)
  })
})
