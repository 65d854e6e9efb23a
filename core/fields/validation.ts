import { OTP_LENGTH, PINCODE_LENGTH } from '../constants.ts'
import { PHONE_MESSAGE, PHONE_PATTERN, validatePhone } from './phone.ts'

export { PHONE_PATTERN, validatePhone }
export { withoutControls } from './free-text.ts'

// spec 1 §5: the shared form validator. Each field rule is its own small function returning the
// spec's message or null; `validate` applies the rules to the fields present in the input, and
// the Zod schemas at the end wrap the very same functions so the server shares one source of truth.

// spec 1 §5: messages, copied exactly.
export const VALIDATION_MESSAGES = {
  email: 'Please enter a valid email address',
  phone: PHONE_MESSAGE,
  otp: 'Please enter a 6 digit OTP',
  password: 'Please enter a password',
  confirmPassword: "Passwords don't match",
  textarea: 'Please enter a minimum of 15 characters',
  pincodeEmpty: 'Enter pincode',
  pincodeInvalid: 'Enter a valid pincode',
  address: 'Please enter the complete address',
  addressType: 'Please choose an address type',
  addressName: 'Please enter an address name',
  dob: 'Please enter a valid date of birth',
} as const

// spec 1 §5: name-rule messages (each case may be overridden).
export const NAME_MESSAGES = {
  empty: 'Please enter recipient name',
  regex: 'Only alphabets, digits and . are allowed',
  minLength: 'Recipient name length should be more than 2',
  maxLength: 'Recipient name length should be less than 100',
} as const

export type NameCase = keyof typeof NAME_MESSAGES
// `default` replaces every case that has no message of its own.
export type NameMessages = Partial<Record<NameCase | 'default', string>>

export const TEXTAREA_MIN_LENGTH = 15
export const ADDRESS_MIN_LENGTH = 10
export const NAME_MIN_LENGTH = 3
export const NAME_MAX_LENGTH = 100

// spec 1 §5: "standard e-mail pattern" — the WHATWG <input type=email> pattern, plus at least
// one dot in the domain (a real address needs a TLD).
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
// spec 1 §5: 10 digits starting with 6 to 9 (Indian mobile; the +91 prefix is shown, not typed).
// spec 1 §9: pincode is 6 digits.
export const PINCODE_PATTERN = new RegExp(`^\\d{${PINCODE_LENGTH}}$`)
// spec 1 §5: letters (ASCII, as the message says "alphabets"), digits, plus, dot and space.
export const NAME_PATTERN = /^[A-Za-z0-9+. ]+$/

// Form values arrive as strings (or numbers from numeric inputs); anything else is treated as
// empty. Text fields are trimmed as a form would before validating.
function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

function trimmed(value: unknown): string {
  return text(value).trim()
}

// spec 1 §5: email — standard pattern.
export function validateEmail(value: unknown): string | null {
  return EMAIL_PATTERN.test(trimmed(value)) ? null : VALIDATION_MESSAGES.email
}

// spec 1 §5: otp — exactly 6 characters (the rule says characters, not digits; the OTP input
// itself only offers digits).
export function validateOtp(value: unknown): string | null {
  return trimmed(value).length === OTP_LENGTH ? null : VALIDATION_MESSAGES.otp
}

// spec 1 §5: password — non-empty. Not trimmed: spaces can be part of a password.
export function validatePassword(value: unknown): string | null {
  return text(value) !== '' ? null : VALIDATION_MESSAGES.password
}

// spec 1 §5: confirmPassword — equals password (compared untrimmed, like the password).
export function validateConfirmPassword(value: unknown, password: unknown): string | null {
  return text(value) === text(password) ? null : VALIDATION_MESSAGES.confirmPassword
}

// spec 1 §5: textarea — at least 15 characters.
export function validateTextarea(value: unknown): string | null {
  return trimmed(value).length >= TEXTAREA_MIN_LENGTH ? null : VALIDATION_MESSAGES.textarea
}

// spec 1 §5: pincode — empty / not 6 digits.
export function validatePincode(value: unknown): string | null {
  const pincode = trimmed(value)
  if (pincode === '') return VALIDATION_MESSAGES.pincodeEmpty
  return PINCODE_PATTERN.test(pincode) ? null : VALIDATION_MESSAGES.pincodeInvalid
}

// spec 1 §5: address — at least 10 characters.
export function validateAddress(value: unknown): string | null {
  return trimmed(value).length >= ADDRESS_MIN_LENGTH ? null : VALIDATION_MESSAGES.address
}

// spec 1 §5: addressType — required.
export function validateAddressType(value: unknown): string | null {
  return trimmed(value) !== '' ? null : VALIDATION_MESSAGES.addressType
}

// spec 1 §5: addressName — required.
export function validateAddressName(value: unknown): string | null {
  return trimmed(value) !== '' ? null : VALIDATION_MESSAGES.addressName
}

export type DobOptions = { now?: () => number | Date; timeZone?: string }

// The product is Indian: "today" is the calendar date in India unless told otherwise, so a
// server running in UTC agrees with the user's browser around midnight.
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata'

// Calendar date 'YYYY-MM-DD' of an instant in a time zone.
export function calendarDate(instant: number | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    instant,
  )
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// A date of birth as a calendar date, or null when it is not a real date. 'YYYY-MM-DD' (what a
// date input gives) is taken as written; other strings, Dates and epoch ms are instants.
export function dobCalendarDate(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  if (typeof value === 'string') {
    const date = value.trim()
    const iso = ISO_DATE.exec(date)
    if (iso) {
      const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      const check = new Date(Date.UTC(year, month - 1, day))
      const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
      return real ? date : null
    }
    if (date === '') return null
    const parsed = Date.parse(date)
    return Number.isNaN(parsed) ? null : calendarDate(parsed, timeZone)
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : calendarDate(value, timeZone)
  if (typeof value === 'number' && Number.isFinite(value)) return calendarDate(value, timeZone)
  return null
}

// spec 1 §5: dob — a real date, not in the future (today is allowed).
export function validateDob(value: unknown, { now = Date.now, timeZone = DEFAULT_TIME_ZONE }: DobOptions = {}): string | null {
  const dob = dobCalendarDate(value, timeZone)
  if (dob === null) return VALIDATION_MESSAGES.dob
  return dob <= calendarDate(now(), timeZone) ? null : VALIDATION_MESSAGES.dob
}

function nameMessage(kind: NameCase, custom: NameMessages): string {
  return custom[kind] ?? custom.default ?? NAME_MESSAGES[kind]
}

// spec 1 §5: name rules, checked in the spec's order: empty, allowed characters, under 3,
// over 100 (so exactly 100 is fine). Trimmed first.
export function validateName(value: unknown, messages: NameMessages = {}): string | null {
  const name = trimmed(value)
  if (name === '') return nameMessage('empty', messages)
  if (!NAME_PATTERN.test(name)) return nameMessage('regex', messages)
  if (name.length < NAME_MIN_LENGTH) return nameMessage('minLength', messages)
  if (name.length > NAME_MAX_LENGTH) return nameMessage('maxLength', messages)
  return null
}

export type ValidateOptions = DobOptions & {
  // Keys validated with the name rules; default ['name'].
  nameFields?: readonly string[]
  nameMessages?: NameMessages
}

export type ValidationErrors = Record<string, string>

type FieldRule = (value: unknown, values: Record<string, unknown>, options: ValidateOptions) => string | null

const FIELD_RULES: Readonly<Record<string, FieldRule>> = {
  email: validateEmail,
  phone: validatePhone,
  number: validatePhone,
  otp: validateOtp,
  password: validatePassword,
  confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
  textarea: validateTextarea,
  pincode: validatePincode,
  address: validateAddress,
  addressType: validateAddressType,
  addressName: validateAddressName,
  dob: (value, _values, options) => validateDob(value, options),
}

// spec 1 §5: the '{type}' of 'Expected object but got: {type}' — typeof, but 'null' and 'array'
// for the two cases where typeof would say 'object'.
export function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

function ruleFor(field: string, options: ValidateOptions): FieldRule | undefined {
  if ((options.nameFields ?? ['name']).includes(field)) return (value) => validateName(value, options.nameMessages)
  return Object.hasOwn(FIELD_RULES, field) ? FIELD_RULES[field] : undefined
}

// spec 1 §5: errors keyed by field, or null when there are none. Only fields present in the input
// are checked; unknown fields are ignored. A non-object input is a programming error, not a user
// error, so it THROWS a TypeError with the spec's text 'Expected object but got: {type}' (the spec
// says "returns"; returning a string would look like an error map to `if (errors)` callers).
export function validate(values: unknown, options: ValidateOptions = {}): ValidationErrors | null {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) {
    throw new TypeError(`Expected object but got: ${describeType(values)}`)
  }
  const record = values as Record<string, unknown>
  const errors: ValidationErrors = {}
  for (const field of Object.keys(record)) {
    const message = ruleFor(field, options)?.(record[field], record, options)
    if (message) errors[field] = message
  }
  return Object.keys(errors).length > 0 ? errors : null
}
