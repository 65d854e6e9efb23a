import { z } from 'zod'
import type { SiteOperator } from '../../../core/content/operator.ts'

// The operator's details (core/content/operator.ts says why a pharmacy publishes them) from the environment, checked
// at start with the rest of the configuration (server/config.ts spreads this shape). Every one has a sample value so
// that development and tests run without them; while any sample is in use the pages mark the details as samples.

const line = (max: number) => z.string().trim().min(2).max(max).optional()
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'must be a phone number (digits, spaces, hyphens, an optional leading +)')
  .optional()

export const OperatorConfigSchema = z.object({
  /** The company's registered name (e.g. 'MedWise Health Services Private Limited'). */
  OPERATOR_LEGAL_NAME: line(200),
  /** The registered office, one line. */
  OPERATOR_ADDRESS: line(300),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an e-mail address').optional(),
  SUPPORT_PHONE: phone,
  /** The grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)): name, designation, contact. */
  GRIEVANCE_OFFICER_NAME: line(120),
  GRIEVANCE_OFFICER_DESIGNATION: line(120),
  GRIEVANCE_OFFICER_EMAIL: z.email('GRIEVANCE_OFFICER_EMAIL must be an e-mail address').optional(),
  GRIEVANCE_OFFICER_PHONE: phone,
})
export type OperatorConfig = z.infer<typeof OperatorConfigSchema>

const HOURS = 'Monday to Saturday, 9 am to 7 pm (IST), except national holidays'

/**
 * The samples: plainly not a real company's (the `.example` domain cannot receive mail, and the numbers of zeros
 * reach no one). An operator replaces them through the variables above.
 */
export const SAMPLE_OPERATOR: Omit<SiteOperator, 'sample'> = {
  legalName: 'MedWise Health Services Private Limited (sample)',
  address: 'Sample address: 4th Floor, Example Towers, Sector 44, Gurugram, Haryana 122003, India',
  support: { email: 'care@medwise.example', phone: '+91 00000 00000', hours: HOURS },
  grievance: {
    name: 'Ananya Rao (sample name)',
    designation: 'Grievance Officer',
    email: 'grievance@medwise.example',
    phone: '+91 00000 00001',
    hours: HOURS,
  },
}

/** The details the pages show: each configured value, else its sample. */
export function operatorFrom(config: Partial<OperatorConfig>): SiteOperator {
  const s = SAMPLE_OPERATOR
  const values = [
    config.OPERATOR_LEGAL_NAME,
    config.OPERATOR_ADDRESS,
    config.SUPPORT_EMAIL,
    config.SUPPORT_PHONE,
    config.GRIEVANCE_OFFICER_NAME,
    config.GRIEVANCE_OFFICER_DESIGNATION,
    config.GRIEVANCE_OFFICER_EMAIL,
    config.GRIEVANCE_OFFICER_PHONE,
  ]
  return {
    legalName: config.OPERATOR_LEGAL_NAME ?? s.legalName,
    address: config.OPERATOR_ADDRESS ?? s.address,
    support: { email: config.SUPPORT_EMAIL ?? s.support.email, phone: config.SUPPORT_PHONE ?? s.support.phone, hours: HOURS },
    grievance: {
      name: config.GRIEVANCE_OFFICER_NAME ?? s.grievance.name,
      designation: config.GRIEVANCE_OFFICER_DESIGNATION ?? s.grievance.designation,
      email: config.GRIEVANCE_OFFICER_EMAIL ?? s.grievance.email,
      phone: config.GRIEVANCE_OFFICER_PHONE ?? s.grievance.phone,
      hours: HOURS,
    },
    sample: values.some((v) => v === undefined),
  }
}
