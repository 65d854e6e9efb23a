// spec 1 §5: the phone rule, in a module of its own: every page's shell checks a number (the footer's app link, the
// sign-in popup's ?merchant=), and a module the shell imports travels whole with every page (decision 048); the rest
// of the validator (validation.ts, which re-exports this rule) loads with the forms that use it.

export const PHONE_PATTERN = /^[6-9]\d{9}$/
export const PHONE_MESSAGE = 'Please enter a valid number'

/**
 * Form values arrive as strings (or numbers from numeric inputs); anything else is treated as empty. Text fields are
 * trimmed as a form would before validating.
 */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

// spec 1 §5: phone and number — 10 digits starting with 6–9.
export function validatePhone(value: unknown): string | null {
  return PHONE_PATTERN.test(fieldText(value)) ? null : PHONE_MESSAGE
}
