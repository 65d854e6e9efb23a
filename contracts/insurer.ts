import { z } from 'zod'
import { formSchema, text } from './form.ts'

// The insurer's benefits (issue 27 §4; decision 087): activating them with the policy number and date of birth, and
// what they are with what is left. Money is rupees on the wire. The terms are SAMPLE terms until the partner gives
// us theirs (core/insurer/benefits.ts), and the answer says so.

export const POLICY_NUMBER_REQUIRED = 'Enter your policy number'
export const BIRTH_DATE_REQUIRED = 'Enter your date of birth'

/** Only presence and length here: a policy number or date that is not one is refused as not matching (one message). */
export const ActivateInsurerSchema = formSchema(
  z.object({
    policy_number: text(z.string().trim().min(1, POLICY_NUMBER_REQUIRED).max(40, POLICY_NUMBER_REQUIRED)),
    date_of_birth: text(z.string().trim().min(1, BIRTH_DATE_REQUIRED).max(20, BIRTH_DATE_REQUIRED)),
  }),
)
export type ActivateInsurer = z.infer<typeof ActivateInsurerSchema>

const Rupees = z.number().nonnegative()

export const InsurerBenefitsSchema = z.object({
  /** The plan's terms are samples until the partner provides theirs. */
  sample: z.boolean(),
  plan_name: z.string(),
  active: z.boolean(),
  /** The policy number with all but its last four characters hidden (null: not active). */
  policy_number: z.string().nullable(),
  activated_at: z.string().nullable(),
  benefits: z.object({
    free_consultations: z.number().int().nonnegative(),
    consultations_left: z.number().int().nonnegative(),
    lab_discount_percent: z.number().nonnegative(),
    medicine_discount_percent: z.number().nonnegative(),
    medicine_cap_per_order: Rupees,
    medicine_cap_per_year: Rupees,
    medicine_left_this_year: Rupees,
  }),
})
export type InsurerBenefits = z.infer<typeof InsurerBenefitsSchema>

export const InsurerBenefitsAnswerSchema = z.object({ is_success: z.literal(true), data: InsurerBenefitsSchema })
