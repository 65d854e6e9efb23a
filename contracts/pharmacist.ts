import { z } from 'zod'
import { REJECT_REASONS } from '../core/pharmacist/options.ts'
import { blankToUndefined, formSchema, searchField, text } from './form.ts'

// The pharmacist's queue (issue 10 §3): the forms of /staff/prescriptions/:reviewId (each posts `_csrf` like every page
// form, and an `intent`), the catalog search of the review page, and the registers' export (a GET form). Pharmacists
// read the messages as they are (form schemas).

const MAX_DB_INT = 2_147_483_647
const idField = (message: string) =>
  text(z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_DB_INT, message))
const isoDay = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), message)

export { REJECT_LABELS, REJECT_REASONS, REJECT_TEXTS, type RejectReason } from '../core/pharmacist/options.ts'

export const PHARMACIST_INTENTS = [
  'claim',
  'record',
  'add_medicine',
  'remove_medicine',
  'approve',
  'reject',
  'build_cart',
] as const
export const PharmacistIntentSchema = formSchema(
  z.object({ intent: text(z.enum(PHARMACIST_INTENTS, { error: 'Unknown action' })) }),
)

/** What the pharmacist reads off the paper (issue 10 §3; Rule 65 and the H1 register cite it). */
export const RecordPrescriptionSchema = formSchema(
  z.object({
    prescription_id: idField('Choose the prescription'),
    prescriber_name: text(z.string().trim().min(2, 'Write the prescriber’s name').max(120, 'The name is too long')),
    prescriber_reg_no: text(
      z.string().trim().min(2, 'Write the prescriber’s registration number').max(60, 'The registration number is too long'),
    ),
    prescriber_address: text(z.string().trim().min(5, 'Write the prescriber’s address').max(300, 'The address is too long')),
    patient_name: text(z.string().trim().min(2, 'Write the patient’s name').max(80, 'The name is too long')),
    patient_age: text(
      z.coerce.number({ error: 'Age in years' }).int('Age in whole years').min(0, 'Age in years').max(130, 'Age in years'),
    ),
    prescribed_on: text(isoDay('The date on the prescription, as YYYY-MM-DD')),
  }),
)
export type RecordPrescription = z.infer<typeof RecordPrescriptionSchema>

/** A medicine the prescription names: a catalog SKU (from the search), or a name the catalog does not hold. */
export const AddMedicineSchema = formSchema(
  z
    .object({
      prescription_id: idField('Choose the prescription'),
      sku_id: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(MAX_DB_INT).optional()),
      name: z.preprocess(blankToUndefined, z.string().trim().min(2, 'Write the medicine’s name').max(160).optional()),
      quantity: text(
        z.coerce
          .number({ error: 'How many units are prescribed' })
          .int('Whole units')
          .min(1, 'At least 1')
          .max(1000, 'At most 1000'),
      ),
    })
    .refine((v) => v.sku_id !== undefined || v.name !== undefined, {
      message: 'Pick a medicine or write its name',
      path: ['name'],
    }),
)
export type AddMedicine = z.infer<typeof AddMedicineSchema>

export const RemoveMedicineSchema = formSchema(z.object({ medicine_id: idField('Choose the medicine') }))

/** Approve (every line) or approve in part: `remove` names the order lines left out (a checkbox per line). */
export const ApproveSchema = formSchema(
  z.object({
    remove: z.array(z.coerce.number().int().min(1).max(MAX_DB_INT)).max(100).default([]),
    note: z.preprocess(blankToUndefined, z.string().trim().max(300, 'Keep the note under 300 characters').optional()),
  }),
)
export type Approve = z.infer<typeof ApproveSchema>

export const RejectSchema = formSchema(
  z
    .object({
      reason: text(z.enum(REJECT_REASONS, { error: 'Choose a reason' })),
      note: z.preprocess(blankToUndefined, z.string().trim().max(300, 'Keep the note under 300 characters').optional()),
    })
    .refine((v) => v.reason !== 'other' || v.note !== undefined, { message: 'Write what is wrong', path: ['note'] }),
)
export type Reject = z.infer<typeof RejectSchema>

/** GET ?q= on the review page: the catalog search. */
export const MedicineSearchSchema = z.object({
  q: searchField(z.string().min(2).max(60).optional()),
})

/** GET /staff/registers/{rx|h1}.csv?from=&to= (India's dates, both included). */
export const REGISTERS = ['rx', 'h1'] as const
export type RegisterName = (typeof REGISTERS)[number]
export const RegisterRangeSchema = formSchema(
  z
    .object({
      from: text(isoDay('From: a date as YYYY-MM-DD')),
      to: text(isoDay('To: a date as YYYY-MM-DD')),
    })
    .refine((v) => v.from <= v.to, { message: 'From must not be after To', path: ['to'] })
    .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 366 * 24 * 3600 * 1000, {
      message: 'Export at most a year at a time',
      path: ['to'],
    }),
)
export type RegisterRange = z.infer<typeof RegisterRangeSchema>
