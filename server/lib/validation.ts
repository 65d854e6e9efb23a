import type { z } from 'zod'
import { formMetaOf } from '../../contracts/form.ts'
import { AppError, type ErrorEntry } from './app-error.ts'

// The one way input is checked, by API handlers and page actions alike: a contract's schema, and a rejection as an
// AppError (400 'invalid_input') listing every problem. Forms (contracts/form.ts) show their messages as they are,
// under the UI's field names; other inputs prefix each message with the path of the bad value.

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  throw invalidInput(parsed.error, schema)
}

export function invalidInput(error: z.ZodError, schema: z.ZodType): AppError {
  const form = formMetaOf(schema)
  const errors: ErrorEntry[] = error.issues.map((issue) => {
    const path = issue.path.map(String)
    if (path.length === 0) return { message: issue.message }
    if (form) path[0] = form.fields[path[0]!] ?? path[0]!
    return { message: issue.message, field: path.join('.') }
  })
  const first = errors[0] ?? { message: 'Invalid input' }
  const message = !form && first.field ? `${first.field}: ${first.message}` : first.message
  return new AppError({
    code: 'invalid_input',
    status: 400,
    message,
    field: first.field,
    errors: errors.length ? errors : [first],
  })
}

/**
 * Whether every string and key of a parsed body can be stored: PostgreSQL's text and jsonb take no NUL and no lone
 * surrogate ('\u0000', '\ud800' escapes), so a body whose text is stored (a webhook's ids, a courier's tracking number) is checked first. Iterative: JSON.parse
 * takes nesting deeper than a recursive walk could.
 */
export function storableText(json: unknown): boolean {
  const ok = (s: string) => !s.includes('\u0000') && s.isWellFormed()
  const pending: unknown[] = [json]
  while (pending.length) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (!ok(value)) return false
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (!ok(key)) return false
        pending.push(inner)
      }
    }
  }
  return true
}
