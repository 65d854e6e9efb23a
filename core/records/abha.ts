// A person's ABHA (Ayushman Bharat Health Account) number and ABHA address, as the profile stores them: after format
// checks only (issue 26 §4: linking with ABDM's gateway needs a registration we do not have; core/records/abdm.ts is
// the interface a future integration implements). Decision 074.
//
// ABHA number: 14 digits, shown XX-XXXX-XXXX-XXXX; typed with or without hyphens or spaces, kept as the 14 digits.
// ABHA address: `name@abdm`. The name part follows ABDM's published 'ABHA Address Policy': at least 4 characters of
// letters, digits and dots (the current ABHA app also offers the underscore), no digit or dot first, no dot last; an
// all-digit name only as the 14-digit default address a number gets (`<14 digits>@abdm`); mobile numbers are not
// addresses. Our own limits on top: a letter first, no dot or underscore last, at most 32 characters, no two dots or
// underscores in a row, the one suffix `@abdm` (the sandbox's `@sbx` is not a person's address). Typed without a
// suffix, `@abdm` is added; stored lower-case.

export const ABHA_NUMBER_DIGITS = 14
export const ABHA_ADDRESS_SUFFIX = '@abdm'
export const ABHA_ADDRESS_MIN = 4
export const ABHA_ADDRESS_MAX = 32

export const ABHA_MESSAGES = {
  numberEmpty: 'Please enter your ABHA number',
  numberFormat: 'An ABHA number has 14 digits, like 91-1234-5678-9012',
  addressEmpty: 'Please enter your ABHA address',
  addressSuffix: 'An ABHA address ends in @abdm, like priya.sharma@abdm',
  addressLength: `The name before @abdm should be ${ABHA_ADDRESS_MIN} to ${ABHA_ADDRESS_MAX} characters`,
  addressCharacters: 'Use only letters, digits, dots (.) and underscores (_) before @abdm',
  addressStart: 'The name before @abdm should start with a letter',
  addressEnd: 'The name before @abdm should not end with a dot or an underscore',
  addressRepeat: 'Dots and underscores cannot be next to each other',
} as const

export type AbhaCheck = { ok: true; value: string; display: string } | { ok: false; message: string }

const SEPARATORS = /[\s-]/g

/** The 14 digits of an ABHA number typed with or without hyphens or spaces, or null. */
export function normaliseAbhaNumber(input: string): string | null {
  const digits = input.trim().replace(SEPARATORS, '')
  return /^\d{14}$/.test(digits) ? digits : null
}

/** The number as ABDM shows it: XX-XXXX-XXXX-XXXX (given the 14 digits, or any accepted spelling). */
export function formatAbhaNumber(input: string): string {
  const d = normaliseAbhaNumber(input)
  if (!d) throw new Error('not an ABHA number')
  return `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6, 10)}-${d.slice(10)}`
}

/** The profile's check of a typed ABHA number: the digits to store and the form to show, or the reason. */
export function checkAbhaNumber(input: string): AbhaCheck {
  if (input.trim() === '') return { ok: false, message: ABHA_MESSAGES.numberEmpty }
  const digits = normaliseAbhaNumber(input)
  if (!digits) return { ok: false, message: ABHA_MESSAGES.numberFormat }
  return { ok: true, value: digits, display: formatAbhaNumber(digits) }
}

/** The profile's check of a typed ABHA address: `name@abdm` lower-case, or the reason. */
export function checkAbhaAddress(input: string): AbhaCheck {
  const typed = input.trim().toLowerCase()
  if (typed === '' || typed === ABHA_ADDRESS_SUFFIX) return { ok: false, message: ABHA_MESSAGES.addressEmpty }
  const at = typed.indexOf('@')
  if (at >= 0 && typed.slice(at) !== ABHA_ADDRESS_SUFFIX) return { ok: false, message: ABHA_MESSAGES.addressSuffix }
  const name = at >= 0 ? typed.slice(0, at) : typed
  if (name === '') return { ok: false, message: ABHA_MESSAGES.addressEmpty }
  const value = `${name}${ABHA_ADDRESS_SUFFIX}`
  // The default address of an ABHA number: its 14 digits.
  if (/^\d+$/.test(name)) {
    return name.length === ABHA_NUMBER_DIGITS
      ? { ok: true, value, display: value }
      : { ok: false, message: ABHA_MESSAGES.addressStart }
  }
  if (name.length < ABHA_ADDRESS_MIN || name.length > ABHA_ADDRESS_MAX) {
    return { ok: false, message: ABHA_MESSAGES.addressLength }
  }
  if (!/^[a-z0-9._]+$/.test(name)) return { ok: false, message: ABHA_MESSAGES.addressCharacters }
  if (!/^[a-z]/.test(name)) return { ok: false, message: ABHA_MESSAGES.addressStart }
  if (/[._]$/.test(name)) return { ok: false, message: ABHA_MESSAGES.addressEnd }
  if (/[._]{2}/.test(name)) return { ok: false, message: ABHA_MESSAGES.addressRepeat }
  return { ok: true, value, display: value }
}

/** Whether a stored value is an ABHA address as checkAbhaAddress keeps it. */
export function isAbhaAddress(value: string): boolean {
  const c = checkAbhaAddress(value)
  return c.ok && c.value === value
}

/** Whether a stored value is an ABHA number as checkAbhaNumber keeps it (14 digits). */
export function isAbhaNumber(value: string): boolean {
  return /^\d{14}$/.test(value)
}
