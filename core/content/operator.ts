// Who runs this MedWise: the company, how to reach customer care, and the grievance officer the Consumer Protection
// (E-Commerce) Rules, 2020 (rule 4(4)) and the IT Rules, 2011 (rule 5(9)) and 2021 (rule 3(2)) ask every platform
// to publish. The values come from the environment (server/modules/content/operator.ts, which holds the samples);
// pages read them from their loader, so one setting changes every page that names them.

export interface SiteOperator {
  /** The company's registered name. */
  legalName: string
  /** The registered office, one line. */
  address: string
  support: { email: string; phone: string; hours: string }
  grievance: { name: string; designation: string; email: string; phone: string; hours: string }
  /** True while any of these is still the sample value: the pages say so beside the details. */
  sample: boolean
}

/** The E-Commerce Rules, 2020, rule 4(5): acknowledge a complaint within 48 hours, resolve within a month. */
export const GRIEVANCE_ACK_HOURS = 48
export const GRIEVANCE_RESOLVE_TEXT = 'one month'

/** The `{token}`s policy texts may use, filled from the operator's details (app/content/blocks.ts). */
export function operatorTokens(op: SiteOperator): Record<string, string> {
  return {
    'company.name': op.legalName,
    'company.address': op.address,
    'support.email': op.support.email,
    'support.phone': op.support.phone,
    'support.hours': op.support.hours,
    'grievance.name': op.grievance.name,
    'grievance.designation': op.grievance.designation,
    'grievance.email': op.grievance.email,
    'grievance.phone': op.grievance.phone,
    'grievance.hours': op.grievance.hours,
    'grievance.ackHours': String(GRIEVANCE_ACK_HOURS),
    'grievance.resolveWithin': GRIEVANCE_RESOLVE_TEXT,
  }
}
