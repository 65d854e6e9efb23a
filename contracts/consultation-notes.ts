import { z } from 'zod'
import { MAX_NOTE_CHARS } from '../core/consultations/notes.ts'
import { formSchema } from './form.ts'
import { envelope } from './http.ts'

// The doctor's private notes of a consultation (issue 24 §5; decision 064). Ours (the spec names no paths):
//   GET /pwa-api/api/v1/consultations/:id/notes   the consultation's doctor: the current note (empty before the first)
//   PUT /pwa-api/api/v1/consultations/:id/notes   the consultation's doctor: replaces it {text}
// One current note per consultation, edited during and after the consultation; never shown to the patient. Anyone
// else (the patient's account, another doctor, another account): 404, as for every read of a consultation.

const MAX_DB_INT = 2_147_483_647
export { MAX_NOTE_CHARS }

export const ConsultationNotesParamsSchema = z.object({
  id: z
    .string({ error: 'Please give the consultation' })
    .regex(/^\d{1,10}$/, 'The consultation must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'The consultation must be a whole number')
        .max(MAX_DB_INT, 'The consultation must be a whole number'),
    ),
})

/**
 * Clinical notes keep their lines: line ends become \n, tabs stay, every other control character (a NUL cannot
 * reach PostgreSQL) becomes a space; the ends are trimmed. Empty clears the note.
 */
export const noteText = (raw: string) =>
  raw
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, ' ')
    .trim()

/** The note as the doctor writes it (the desk's form sends the same field). */
export const ConsultationNotesBodySchema = formSchema(
  z.object({
    text: z
      .string({ error: 'The notes must be text' })
      .transform(noteText)
      .pipe(z.string().max(MAX_NOTE_CHARS, `The notes can be at most ${MAX_NOTE_CHARS} characters`)),
  }),
)
export type ConsultationNotesBody = z.infer<typeof ConsultationNotesBodySchema>

export const ConsultationNotesSchema = z.object({
  consultation_id: z.number().int(),
  /** Empty before the first save (or after the doctor clears it). */
  text: z.string(),
  /** When it was last saved; null before the first save. */
  updated_at: z.string().nullable(),
})
export type ConsultationNotes = z.infer<typeof ConsultationNotesSchema>

export const ConsultationNotesAnswerSchema = envelope(ConsultationNotesSchema)
