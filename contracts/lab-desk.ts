import { z } from 'zod'
import { blankToUndefined, formSchema, text } from './form.ts'
import { envelope } from './http.ts'

// The labs desk (issue 11 §6): the back office's day of collections (a GET form), the booking page's action forms
// (mark collected, processing, results of a test, the lab's PDF for a patient; each posts `_csrf` like every page
// form), and the customer's reports under /pwa-api. Staff read the messages as they are (form schemas).

/** GET /staff/labs?date=YYYY-MM-DD (India's day; today when left out). */
export const LabDeskDaySchema = formSchema(
  z.object({
    date: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
        .refine(
          (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
          'Not a date',
        )
        .optional(),
    ),
  }),
)

export const LAB_DESK_INTENTS = ['collect', 'process', 'results', 'upload'] as const
export const LabDeskIntentSchema = formSchema(z.object({ intent: text(z.enum(LAB_DESK_INTENTS, { error: 'Unknown action' })) }))

/** The most parameter rows one test's form takes. */
export const MAX_RESULT_ROWS = 40

const optionalNumber = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .refine((n) => Math.abs(n) < 1e9, `${label} is too large`)
      .optional(),
  )

/** One parameter row as the form sends it (row i: name_i, value_i, unit_i, low_i, high_i, range_i). */
export const LabResultRowSchema = z
  .object({
    name: z.string().trim().min(1, 'Each row needs the parameter’s name').max(80, 'Parameter names are at most 80 characters'),
    value: z.string().trim().min(1, 'Each row needs a value').max(40, 'Values are at most 40 characters'),
    unit: z.string().trim().max(20, 'Units are at most 20 characters').default(''),
    low: optionalNumber('The reference low'),
    high: optionalNumber('The reference high'),
    range: z.preprocess(blankToUndefined, z.string().trim().max(40, 'A text range is at most 40 characters').optional()),
  })
  .refine((r) => r.low === undefined || r.high === undefined || r.low <= r.high, {
    message: 'The reference low must not be above the high',
    path: ['low'],
  })
export type LabResultRowInput = z.infer<typeof LabResultRowSchema>

/** The results form of one booked test: its item id and its rows (blank rows left out before this is checked). */
export const LabResultsSchema = formSchema(
  z.object({
    item_id: z.coerce.number({ error: 'Unknown test' }).int('Unknown test').positive('Unknown test').max(2_147_483_647),
    rows: z
      .array(LabResultRowSchema)
      .min(1, 'Enter at least one parameter with its value')
      .max(MAX_RESULT_ROWS, `At most ${MAX_RESULT_ROWS} parameters a test`),
  }),
)

/** The rows of a results form: name_0, value_0, … as sent; rows whose every field is blank are left out. */
export function resultRowsOf(fields: Record<string, unknown>): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = []
  for (let i = 0; i < MAX_RESULT_ROWS + 10; i++) {
    const row = Object.fromEntries(
      ['name', 'value', 'unit', 'low', 'high', 'range'].map((k) => {
        const v = fields[`${k}_${i}`]
        return [k, typeof v === 'string' ? v : undefined]
      }),
    )
    if (Object.values(row).every((v) => v === undefined || v.trim() === '')) continue
    rows.push(row)
  }
  return rows
}

/** The lab's PDF for one patient of the booking (the file in the form's `report` field). */
export const LabUploadSchema = formSchema(
  z.object({ patient_key: text(z.string().regex(/^[1-6]$/, 'Please choose the patient')) }),
)

/** GET /pwa-api/labs/bookings/:number/reports/:patient_key */
export const LabReportParamsSchema = z.object({
  number: z.string().regex(/^MW\d{8}$/, 'A booking number is MW and 8 digits, as in MW10000001'),
  patient_key: z.string().regex(/^[1-6]$/, 'A patient of a booking is 1 to 6'),
})

export const LabReportsParamsSchema = LabReportParamsSchema.pick({ number: true })

export const LabReportSchema = z.object({
  /** The patient's number in the booking (1–6). */
  patient_key: z.string(),
  patient_name: z.string(),
  /** 'entered': made by MedWise from the lab's results; 'uploaded': the lab's own PDF. */
  source: z.enum(['entered', 'uploaded']),
  created_at: z.string(),
  /** Where the account downloads it (a PDF). */
  url: z.string(),
})
export type LabReportWire = z.infer<typeof LabReportSchema>
export const LabReportListAnswerSchema = envelope(z.object({ reports: z.array(LabReportSchema) }))
