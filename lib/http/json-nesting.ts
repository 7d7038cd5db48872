/**
 * How deeply a JSON text nests its arrays and objects, read without parsing it. Every reader of
 * bodies a client sends (route handlers' JSON, server action calls) refuses a body nested deeper
 * than any real payload needs before parsing it: the code that walks a parsed value (the driver's
 * JSON rule, payload hashes, React's decoding of action arguments) recurses once per level, and an
 * array nested a few thousand deep overflowed the stack (a RangeError and a 5xx).
 */

/** Deeper than any form, lead or action argument of the app nests (a lead's answers: about 4). */
export const MAX_JSON_NESTING = 32

/**
 * The deepest nesting of arrays and objects in a JSON text: brackets inside strings are not
 * counted. Stops counting, and answers, as soon as `stopAbove` is passed. Malformed JSON gets a
 * number too (JSON.parse says what is wrong with it).
 */
export function jsonNestingDepth(text: string, stopAbove = Number.POSITIVE_INFINITY): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash escapes the next character
      else if (c === 0x22) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > stopAbove) return deepest
      }
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

/** The message of a body nested deeper than MAX_JSON_NESTING. */
export const TOO_DEEP_MESSAGE = `The request body nests its values too deeply (at most ${MAX_JSON_NESTING} levels).`

export function isTooDeep(text: string, limit = MAX_JSON_NESTING): boolean {
  return jsonNestingDepth(text, limit) > limit
}
