/**
 * The field rules every lead schema is built from, each given the message it answers with (spec
 * 01 §5): the three forms' schemas (./home-contact, ./contact-page, ./estimate) and the intake's
 * payload schema per request type (../schemas). zod/mini keeps what the browser loads small.
 */
import * as z from 'zod/mini'
import { EMAIL_PATTERN, LIMITS } from '@/content/lead-options'
import { countDigits, filled } from './text'

type TextCheck = z.core.$ZodCheck<string>

const trim = (value: string) => value.trim()

/**
 * A text that must be filled: missing or blank gives `message` and nothing more; a filled one is
 * trimmed and then given `checks`, in order.
 */
export function requiredText(message: string, ...checks: TextCheck[]) {
  return z.pipe(
    z.string({ error: message }).check(z.refine<string>(filled, message), z.overwrite(trim)),
    z.string().check(...checks),
  )
}

/** A text that may be left out: blank, null or missing is empty (null); a filled one is trimmed and given `checks`. */
export function optionalText(...checks: TextCheck[]) {
  return z.pipe(
    z.transform((value: string | null | undefined) => value?.trim() || null),
    z.nullable(z.string().check(...checks)),
  )
}

/** At least `min` characters. */
export function minChars(min: number, message: string): TextCheck {
  return z.minLength(min, message)
}

/** At least `min` digits, whatever else is around them. */
export function minDigits(min: number, message: string): TextCheck {
  return z.refine<string>((value) => countDigits(value) >= min, message)
}

/** Spec 01 §5: text, @, text, a dot, text, with no spaces. */
export function emailAddress(message: string): TextCheck {
  return z.regex(EMAIL_PATTERN, message)
}

/** The intake's phone number (isValidPhone). */
export function phoneNumber(message: string): TextCheck {
  return z.refine<string>(isValidPhone, message)
}

/** One of the listed values (the form's select options). */
export function oneOf(values: readonly string[], message: string): TextCheck {
  return z.refine<string>((value) => values.includes(value), message)
}

const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+(\s*(x|ext\.?|#)\s*\d+)?$/i

/** A phone number: at least 10 characters and 10 digits, only the characters phone numbers use. */
export function isValidPhone(value: string): boolean {
  return (
    value.length >= LIMITS.phoneMin && countDigits(value) >= LIMITS.phoneMin && PHONE_CHARACTERS.test(value)
  )
}
