/**
 * Whether Next.js can decode a server action call's arguments, decided before it tries. Next.js
 * 16 decodes them with React's `decodeReply` (a fetch call) or `decodeAction` (a form posted
 * without JavaScript), and every way that fails ends in a 500 with an error in the log: a root
 * that is not a list ("x", null, 1: a TypeError when the action is applied), a reference to a part
 * the body does not have ("$Q1", "$F1", "$W1", "$i1": "Connection closed"; "$B1": "Referenced Blob
 * is not a Blob"), a malformed BigInt, a reference along a path that does not exist ("Invalid
 * reference"), or nesting deep enough to overflow the stack (a RangeError).
 *
 * The rule: the app's actions take plain data. A call's arguments are a JSON list (at most
 * MAX_ACTION_ARGUMENTS) nesting at most MAX_JSON_NESTING deep, whose strings starting with '$'
 * are only the encodings React's client uses for plain data: '$$…' (a string that starts with $),
 * '$undefined', '$NaN', '$Infinity', '$-Infinity', '$-0', '$D<date>', '$n<digits>' (BigInt),
 * '$K<id>' (a FormData, whose entries are form fields) and '$<own part>:<path>' (the second
 * occurrence of an object, pointing back at the first one). Maps, Sets, iterators, Blobs, typed
 * arrays, streams, promises, server references and client ("temporary") references are refused:
 * no action of the app takes one, and each names another part of the body that may be missing.
 * A form posted without JavaScript carries its action's bound arguments the same way, behind a
 * descriptor {id, bound: "$@<part>"}.
 */
import { jsonNestingDepth, MAX_JSON_NESTING } from './json-nesting'

/** Next.js refuses a call with more arguments (SERVER_ACTION_ARGS_LIMIT), React more bound ones. */
export const MAX_ACTION_ARGUMENTS = 1000
/** React's arraySizeLimit: array slots and the characters of strings in arrays it counts per call. */
const ARRAY_SIZE_LIMIT = 1_000_000

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = readonly string[]

const isObject = (value: Json | undefined): value is Json[] | { [key: string]: Json } =>
  typeof value === 'object' && value !== null

/** What is wrong with a string value, or undefined when React's decoding takes it as plain data. */
function stringProblem(value: string, ownPart: number, path: Path, refs: Array<[Path, Path]>) {
  if (value[0] !== '$' || value.length === 1) return undefined
  const rest = value.slice(2)
  switch (value[1]) {
    case '$':
    case 'u':
    case 'I':
    case 'N':
    case '-':
    case 'K':
      return undefined
    case 'D':
      return Number.isNaN(Date.parse(rest)) ? `"${value.slice(0, 40)}" is not a date` : undefined
    case 'n':
      return /^-?\d{1,300}$/.test(rest) ? undefined : `"${value.slice(0, 40)}" is not a whole number`
  }
  const [head = '', ...targetPath] = value.slice(1).split(':')
  if (/^[0-9a-f]+$/i.test(head) && targetPath.length > 0 && Number.parseInt(head, 16) === ownPart) {
    refs.push([path, targetPath])
    return undefined
  }
  return `"${value.slice(0, 40)}" is a value no action takes`
}

/** Where a key sits among its container's keys, in the order the JSON text listed them. */
function keyOrder(container: Json[] | { [key: string]: Json }, key: string): number {
  return Array.isArray(container) ? Number(key) : Object.keys(container).indexOf(key)
}

/**
 * A reference to an earlier object of the same part ('$0:1:values'): React resolves it once the
 * part is read, along own keys of plain objects and arrays. Its client only writes one for an
 * object it has written before, outside the reference itself.
 */
function referenceProblem(root: Json, from: Path, target: Path): string | undefined {
  const shown = `"$…:${target.join(':').slice(0, 40)}"`
  let node: Json = root
  for (const key of target) {
    if (!isObject(node) || key === '__proto__' || !Object.hasOwn(node, key))
      return `${shown} points at nothing`
    node = (node as Record<string, Json>)[key] ?? null
  }
  if (!isObject(node)) return `${shown} does not point at an object`
  // The target must come before the reference, and not contain it.
  let container: Json = root
  for (let i = 0; i < target.length; i++) {
    const a = target[i] ?? ''
    const b = from[i]
    if (b === undefined || !isObject(container)) return `${shown} points at an unfinished object`
    if (a !== b) {
      return keyOrder(container, a) < keyOrder(container, b) ? undefined : `${shown} points ahead`
    }
    container = (container as Record<string, Json>)[a] ?? null
  }
  return `${shown} points at an object that contains it`
}

/**
 * The problem with one part of an action call, parsed: the arguments (a list) or, for a form
 * posted without JavaScript, the descriptor of the bound action.
 */
function partProblem(text: string, ownPart: number, kind: 'arguments' | 'descriptor'): string | undefined {
  if (jsonNestingDepth(text, MAX_JSON_NESTING) > MAX_JSON_NESTING)
    return `the values nest more than ${MAX_JSON_NESTING} levels deep`
  let root: Json
  try {
    root = JSON.parse(text) as Json
  } catch {
    return 'it is not JSON'
  }
  if (kind === 'descriptor') return descriptorProblem(root)
  if (!Array.isArray(root)) return 'the arguments are not a list'
  if (root.length > MAX_ACTION_ARGUMENTS) return `more than ${MAX_ACTION_ARGUMENTS} arguments`

  const refs: Array<[Path, Path]> = []
  let slots = 0
  const stack: Array<{ value: Json; path: Path; inArray: boolean }> = [
    { value: root, path: [], inArray: false },
  ]
  while (stack.length > 0) {
    const { value, path, inArray } = stack.pop() as { value: Json; path: Path; inArray: boolean }
    if (typeof value === 'string') {
      if (inArray) slots += value.length
      const problem = stringProblem(value, ownPart, path, refs)
      if (problem) return problem
    } else if (Array.isArray(value)) {
      slots += value.length + 1
      value.forEach((item, i) => stack.push({ value: item, path: [...path, String(i)], inArray: true }))
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        // React drops these keys without reading them.
        if (key !== '__proto__') stack.push({ value: item, path: [...path, key], inArray: false })
      }
    }
    if (slots > ARRAY_SIZE_LIMIT) return 'the lists are too large'
  }
  for (const [from, target] of refs) {
    const problem = referenceProblem(root, from, target)
    if (problem) return problem
  }
  return undefined
}

/** {"id": "<action id>", "bound": null | "$@<part>"}: what React writes into a form. */
function descriptorProblem(root: Json): string | undefined {
  if (!isObject(root) || Array.isArray(root)) return 'the action descriptor is not an object'
  const keys = Object.keys(root)
  if (keys.some((key) => key !== 'id' && key !== 'bound')) return 'the action descriptor has unknown keys'
  if (typeof root.id !== 'string') return 'the action descriptor has no id'
  const bound = root.bound ?? null
  if (bound !== null && !(typeof bound === 'string' && /^\$@[0-9a-f]+$/i.test(bound)))
    return 'the bound arguments of the action are not a reference to a part'
  return undefined
}

/** The problem with a fetch call's body (sent with a Next-Action header), or undefined. */
export function fetchCallProblem(body: string | FormData): string | undefined {
  if (typeof body === 'string') return partProblem(body, 0, 'arguments')
  const root = body.getAll('0')
  if (root.length !== 1 || typeof root[0] !== 'string') return 'the arguments are missing'
  return partProblem(root[0], 0, 'arguments')
}

/** The one text value of a form field, or undefined when it is missing, repeated or a file. */
function singleText(form: FormData, name: string): string | undefined {
  const values = form.getAll(name)
  return values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined
}

/**
 * The problem with a form posted without JavaScript that names a bound action ($ACTION_REF_<n>,
 * its descriptor in $ACTION_<n>:0 and its bound arguments in the part the descriptor names), or
 * undefined. Next.js checks the action ids itself ($ACTION_ID_<id>, the descriptor's id).
 */
export function formPostProblem(form: FormData): string | undefined {
  for (const key of form.keys()) {
    if (!key.startsWith('$ACTION_REF_')) continue
    const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`
    const descriptor = singleText(form, `${prefix}0`)
    if (descriptor === undefined) return 'the action descriptor is missing'
    const problem = partProblem(descriptor, 0, 'descriptor')
    if (problem) return problem
    const bound = (JSON.parse(descriptor) as { bound?: string | null }).bound
    if (!bound) continue
    const part = Number.parseInt(bound.slice(2), 16)
    const text = singleText(form, `${prefix}${part}`)
    if (text === undefined) return 'the bound arguments of the action are missing'
    const boundProblem = partProblem(text, part, 'arguments')
    if (boundProblem) return boundProblem
  }
  return undefined
}
