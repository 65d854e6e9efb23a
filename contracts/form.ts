import { z } from 'zod'
import { withoutControls } from '../core/fields/free-text.ts'

// Request schemas whose messages people read as they are (the sign-in popup, Need Help): the texts of spec 1 §5
// and §8, shown under the field they name. Other request schemas are read by programs: their messages are
// prefixed with the path of the bad value ('skus.0.quantity: …'). server/lib/validation.ts reads this mark.

export interface FormMeta {
  /** The UI's name of a wire field, where they differ (verification_token → otp). */
  fields: Record<string, string>
}

/** Marks a request schema as a form (see above); `fields` renames wire fields to the UI's field names. */
export function formSchema<S extends z.ZodType>(schema: S, fields: Record<string, string> = {}): S {
  return schema.meta({ form: { fields } satisfies FormMeta }) as S
}

export function formMetaOf(schema: z.ZodType): FormMeta | null {
  const meta = schema.meta() as { form?: FormMeta } | undefined
  return meta?.form ?? null
}

/** Anything that is not text counts as empty, so a missing or mistyped field gets its field's own message. */
export const text = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (typeof v === 'string' ? v : ''), schema)

/** An optional flag that must be a real boolean. */
export const flag = (name: string) => z.boolean({ error: `${name} must be true or false` }).optional()

/** A query parameter left blank is absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/**
 * A free-text filter of a page's query (the order desk's city, a medicine search): control characters become spaces
 * (a NUL cannot reach PostgreSQL: core/fields/validation.ts), and blank is absent.
 */
export const searchField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => blankToUndefined(typeof v === 'string' ? withoutControls(v) : v), schema)
