import { z } from 'zod'
import { SLOT_LENGTHS } from '../core/consultations/vocabulary.ts'
import { formSchema } from './form.ts'

// The doctor's hours (issue 24 §1: availability editing) at /staff/consultations/hours: the forms a doctor sends to add
// or remove a window of their weekly pattern or an exception. Times are 'HH:MM' of India's day ('24:00' ends it).

const time = (label: string) =>
  z
    .string({ error: `Please enter the ${label} time` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, `Please enter the ${label} time as HH:MM (00:00 to 24:00)`)
    .transform((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3)))

const slotLength = z
  .enum(SLOT_LENGTHS.map(String) as [string, ...string[]], {
    error: `A slot lasts ${SLOT_LENGTHS.join(', ')} minutes`,
  })
  .transform(Number)

const id = z
  .string({ error: 'Please choose one' })
  .regex(/^\d{1,9}$/, 'Please choose one')
  .transform(Number)

/** A window of the weekly pattern: a day of the week (0 Sunday … 6 Saturday), from, to and the slot length. */
export const WeeklyHoursFormSchema = formSchema(
  z.object({
    weekday: z
      .string({ error: 'Please choose a day of the week' })
      .regex(/^[0-6]$/, 'Please choose a day of the week')
      .transform(Number),
    from: time('start'),
    to: time('end'),
    slot_minutes: slotLength,
  }),
)
export type WeeklyHoursForm = z.infer<typeof WeeklyHoursFormSchema>

/** An exception on a date: a day off (no times), some hours off, or extra hours (times required). */
export const ExceptionFormSchema = formSchema(
  z
    .object({
      date: z.string({ error: 'Please choose a date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date'),
      kind: z.enum(['off', 'extra'], { error: 'Please choose a day off or extra hours' }),
      from: z.preprocess((v) => (v === '' ? undefined : v), time('start').optional()),
      to: z.preprocess((v) => (v === '' ? undefined : v), time('end').optional()),
      slot_minutes: z.preprocess((v) => (v === '' || v === undefined ? '15' : v), slotLength),
    })
    .refine((e) => (e.from === undefined) === (e.to === undefined), {
      message: 'Please enter both times, or neither for the whole day',
      path: ['to'],
    })
    .refine((e) => e.kind === 'off' || e.from !== undefined, {
      message: 'Extra hours need a start and an end time',
      path: ['from'],
    }),
)
export type ExceptionForm = z.infer<typeof ExceptionFormSchema>

export const HoursRowFormSchema = formSchema(z.object({ id }))
