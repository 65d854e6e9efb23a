import { z } from 'zod'

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
