// Issue 27 §2 and §5 (decision 084): the words, limits and pure rules of the partnership leads, the campaign's
// questions and the survey's answers. No I/O: the server module (server/modules/partnerships) and the pages use them.

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
}

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
export type CompanySize = (typeof COMPANY_SIZES)[number]
export const COMPANY_SIZE_LABELS: Record<CompanySize, string> = {
  '1-10': '1 to 10 people',
  '11-50': '11 to 50 people',
  '51-200': '51 to 200 people',
  '201-1000': '201 to 1,000 people',
  '1000+': 'More than 1,000 people',
}

export const LEAD_LIMITS = {
  nameMax: 100,
  companyMax: 120,
  cityMax: 60,
  messageMax: 2000,
  notesMax: 4000,
  sourceMax: 200,
  /** Forms per network (IPv4 /24, IPv6 /48) and per phone, per window. */
  perNetwork: 10,
  perPhone: 3,
  windowSeconds: 3600,
} as const

export const QUESTION_LIMITS = {
  questionMin: 10,
  questionMax: 1000,
  medicineMax: 120,
  nameMax: 100,
  answerMax: 4000,
  /** Published questions per page of /trust/sawaaluthao. */
  pageSize: 10,
} as const

/** The survey (core/partnerships/survey.ts): a text answer's length, and a rating's top when the question has none. */
export const SURVEY_TEXT_MAX = 500
export const SURVEY_RATING_DEFAULT_MAX = 5

export const QUESTION_STATUSES = ['new', 'answered', 'published', 'rejected'] as const
export type QuestionStatus = (typeof QUESTION_STATUSES)[number]
export const QUESTION_STATUS_LABELS: Record<QuestionStatus, string> = {
  new: 'Waiting for an answer',
  answered: 'Answered, waiting for review',
  published: 'Published',
  rejected: 'Not published',
}

export const FORM_TEXTS = {
  captchaMissing: 'Please tick “I am not a robot” and wait for the check to finish.',
  captchaInvalid: 'The robot check did not go through. Please tick “I am not a robot” again.',
  rateLimited: 'You have sent this form too many times. Please try again in an hour.',
  leadReceived: 'Thank you. Our partnerships team will call you within two working days.',
  questionReceived: 'Thank you. A registered pharmacist will answer your question; answered questions appear on this page.',
  surveyReceived: 'Thank you for your answers. We will call you back.',
  noScript: 'The robot check needs JavaScript. Please turn it on to send this form.',
  noSuchLead: 'No such lead.',
  noSuchQuestion: 'No such question.',
  ownAnswer: 'A second pharmacist reviews an answer: you cannot approve your own.',
  notAnswered: 'Only an answered question can be reviewed.',
  alreadyPublished: 'This answer is already published.',
} as const

/** Where a lead came from: a path of ours (no query), else the partnerships page. */
export function leadSource(value: unknown): string {
  if (typeof value !== 'string') return '/partnerships'
  const path = value.trim().split(/[?#]/)[0] ?? ''
  return /^\/(?!\/)[a-z0-9/_-]{0,199}$/i.test(path) ? path : '/partnerships'
}

/**
 * One CSV cell (RFC 4180), safe against formula injection: a cell that a spreadsheet would read as a formula (starting
 * with = + - @, or a tab or carriage return) is prefixed with an apostrophe; cells with a comma, quote or line break
 * are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let s = String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** Rows as CSV text with CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
