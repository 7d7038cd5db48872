/**
 * The action body rule against the decoder Next.js runs (React's decodeReply, as Next.js bundles
 * it), called in a child process started with the react-server condition: every body the rule
 * lets through must decode to a list of arguments, and the bodies of issue 34 must be refused.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fetchCallProblem, formPostProblem, MAX_ACTION_ARGUMENTS } from './server-action-body'
import { MAX_JSON_NESTING } from './json-nesting'

type Body = string | { form: Array<[string, string]> }

const HELPER = path.resolve(import.meta.dirname, '../../tests/helpers/decode-action-reply.mjs')

/** What React's decoder makes of each body: 'ok', 'not a list: …', 'error: …' or 'hang'. */
function decode(bodies: Body[]): string[] {
  const run = spawnSync(process.execPath, ['--conditions=react-server', HELPER], {
    input: JSON.stringify(bodies),
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`decoder helper failed: ${run.stderr}`)
  return JSON.parse(run.stdout) as string[]
}

function problemOf(body: Body): string | undefined {
  if (typeof body === 'string') return fetchCallProblem(body)
  const form = new FormData()
  for (const [name, value] of body.form) form.append(name, value)
  return fetchCallProblem(form)
}

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

/** Plain data as React's client encodes it: let through, and decoded. */
const PLAIN: Body[] = [
  '[]',
  '[null,1,"a",true,{"a":[1,2,{"b":null}]}]',
  '["$$starts with a dollar","$undefined","$NaN","$Infinity","$-Infinity","$-0"]',
  '["$D2026-03-09T14:00:00.000Z","$n12345678901234567890","$K1"]',
  // The second occurrence of an object points back at the first.
  '[{"values":{"name":"Ann"}},"$0:0:values"]',
  '[{"a":{"x":1},"b":"$0:0:a"}]',
  '[[{"x":1}],{"y":"$0:0:0"}]',
  '[{"__proto__":{"x":"$Q3"}}]',
  `[${nested(MAX_JSON_NESTING - 1)}]`,
  {
    form: [
      ['0', '[{"status":"idle"},"$K1"]'],
      ['_1_name', 'Ann'],
      ['_1_email', 'a@example.com'],
    ],
  },
]

/** The bodies of issue 34 and their kin: refused, and each one the decoder fails on. */
const BROKEN: Body[] = [
  '"x"',
  'null',
  '1',
  'true',
  '{}',
  '["$Q1"]',
  '["$F1"]',
  '["$W1"]',
  '["$i1"]',
  '["$B1"]',
  '["$n12x"]',
  '["$1:a"]',
  '["$0:0:a"]',
  '[{"a":1},"$0:0:b"]',
  nested(10_000),
  '[{"a":',
  { form: [['0', '["$Q1"]']] },
  { form: [['1', '[]']] },
  {
    form: [
      ['0', '["$B1"]'],
      ['1', 'not a file'],
    ],
  },
]

describe('server action bodies', () => {
  it('lets plain data through, and React decodes every one of them to a list', () => {
    for (const body of PLAIN) expect(problemOf(body), JSON.stringify(body).slice(0, 80)).toBeUndefined()
    expect(decode(PLAIN)).toEqual(PLAIN.map(() => 'ok'))
  })

  it('refuses the bodies the decoder fails on, saying why', () => {
    const verdicts = decode(BROKEN)
    BROKEN.forEach((body, i) => {
      const shown = JSON.stringify(body).slice(0, 60)
      expect(verdicts[i], shown).not.toBe('ok')
      expect(problemOf(body), shown).toMatch(/\w/)
    })
    expect(fetchCallProblem(nested(10_000))).toMatch(/nest more than 32 levels/)
    expect(fetchCallProblem('["$Q1"]')).toBe('"$Q1" is a value no action takes')
    expect(fetchCallProblem('"x"')).toBe('the arguments are not a list')
  })

  it('refuses what no action of the app takes, though React would read it', () => {
    for (const body of ['["$T"]', '["$@1"]', '["$h1"]', '["$0"]', '["$0:0"]', '[{"a":"$0:0"}]'])
      expect(fetchCallProblem(body), body).toMatch(/\w/)
    expect(
      fetchCallProblem(JSON.stringify(Array.from({ length: MAX_ACTION_ARGUMENTS + 1 }, () => 0))),
    ).toMatch(/more than 1000 arguments/)
  })

  it('never lets through a generated body the decoder fails on', () => {
    // A small seeded generator of argument lists mixing plain values with every '$' form.
    let seed = 34
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
    const DOLLARS = ['$$x', '$undefined', '$NaN', '$D2026-01-01', '$Dnope', '$n42', '$n4x2', '$K2', '$Q1']
    const REFS = ['$0:0', '$0:0:a', '$0:1', '$0:1:0', '$0:0:a:b', '$1:0', '$0:2:a']
    const value = (depth: number): unknown => {
      const roll = random()
      if (depth > 3 || roll < 0.3) return pick([null, 7, 'text', true, pick(DOLLARS), pick(REFS)])
      if (roll < 0.65) return Array.from({ length: 1 + Math.floor(random() * 3) }, () => value(depth + 1))
      return Object.fromEntries(
        ['a', 'b'].slice(0, 1 + Math.floor(random() * 2)).map((k) => [k, value(depth + 1)]),
      )
    }
    const bodies = Array.from({ length: 400 }, () => JSON.stringify([value(0), value(0), value(0)]))
    const passed = bodies.filter((body) => fetchCallProblem(body) === undefined)
    expect(passed.length).toBeGreaterThan(40)
    const verdicts = decode(passed)
    passed.forEach((body, i) => expect(verdicts[i], body).toBe('ok'))
  })
})

describe('forms posted without JavaScript', () => {
  const ACTION = '6054ddd3ba689ad08ce6ded1ea1b54ce3a46b9311c'
  const form = (entries: Array<[string, string]>) => {
    const data = new FormData()
    for (const [name, value] of entries) data.append(name, value)
    return data
  }

  it('lets the form React writes through: descriptor and bound arguments', () => {
    const written = form([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', `{"id":"${ACTION}","bound":"$@1"}`],
      ['$ACTION_1:1', '[{"status":"idle"}]'],
      ['$ACTION_KEY', 'k1'],
      ['name', 'Ann'],
    ])
    expect(formPostProblem(written)).toBeUndefined()
    expect(
      formPostProblem(
        form([
          ['$ACTION_ID_' + ACTION, ''],
          ['name', 'Ann'],
        ]),
      ),
    ).toBeUndefined()
    expect(formPostProblem(form([['name', 'Ann']]))).toBeUndefined()
  })

  it('refuses a descriptor or bound arguments that do not decode', () => {
    const cases: Array<[Array<[string, string]>, RegExp]> = [
      [[['$ACTION_REF_1', '']], /descriptor is missing/],
      [
        [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', `{"id":"${ACTION}","bound":"$Q9"}`],
        ],
        /not a reference/,
      ],
      [
        [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', `{"id":"${ACTION}","bound":"$@1"}`],
        ],
        /bound arguments .* missing/,
      ],
      [
        [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', `{"id":"${ACTION}","bound":"$@1"}`],
          ['$ACTION_1:1', '["$Q2"]'],
        ],
        /no action takes/,
      ],
      [
        [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{"id":1}'],
        ],
        /no id/,
      ],
      [
        [
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', nested(5000)],
        ],
        /nest more/,
      ],
    ]
    for (const [entries, reason] of cases) expect(formPostProblem(form(entries))).toMatch(reason)
  })
})
