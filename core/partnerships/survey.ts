import { validatePhone } from '../fields/phone.ts'
import { validatePincode } from '../fields/validation.ts'
import { SURVEY_RATING_DEFAULT_MAX, SURVEY_TEXT_MAX } from './leads.ts'

// Issue 27 §5 (decision 084): a survey's answers checked against its questions (the survey is content, so the
// questions come with the page). Pure: the page's action and the server use the same rule; table tests beside it.

export interface SurveyQuestionRule {
  id: string
  kind: 'text' | 'choice' | 'rating' | 'phone' | 'pincode'
  label: string
  required: boolean
  options?: readonly string[]
  max?: number
}

export { SURVEY_RATING_DEFAULT_MAX, SURVEY_TEXT_MAX }

export const SURVEY_MESSAGES = {
  required: 'Please answer this question',
  choice: 'Please choose one of the options',
  rating: (max: number) => `Please choose a rating from 1 to ${max}`,
  textTooLong: `Please write at most ${SURVEY_TEXT_MAX} characters`,
} as const

export type SurveyAnswers = Record<string, string>
export type SurveyCheck = { ok: true; answers: SurveyAnswers } | { ok: false; errors: Record<string, string> }

const textOf = (v: unknown): string =>
  typeof v === 'string' ? v.replace(/\p{Cc}/gu, ' ').trim() : typeof v === 'number' ? String(v) : ''

/**
 * The answers to keep: one per question answered (trimmed text, the chosen option, the rating as digits, the phone's
 * 10 digits, the pincode), unknown fields dropped; or every question's message by its id.
 */
export function checkSurveyAnswers(questions: readonly SurveyQuestionRule[], input: Record<string, unknown>): SurveyCheck {
  const answers: SurveyAnswers = {}
  const errors: Record<string, string> = {}
  for (const q of questions) {
    const value = textOf(input[q.id])
    if (value === '') {
      if (q.required) errors[q.id] = SURVEY_MESSAGES.required
      continue
    }
    let message: string | null = null
    switch (q.kind) {
      case 'text':
        message = value.length > SURVEY_TEXT_MAX ? SURVEY_MESSAGES.textTooLong : null
        break
      case 'choice':
        message = (q.options ?? []).includes(value) ? null : SURVEY_MESSAGES.choice
        break
      case 'rating': {
        const max = q.max ?? SURVEY_RATING_DEFAULT_MAX
        const n = /^\d{1,2}$/.test(value) ? Number(value) : NaN
        message = n >= 1 && n <= max ? null : SURVEY_MESSAGES.rating(max)
        break
      }
      case 'phone':
        message = validatePhone(value)
        break
      case 'pincode':
        message = validatePincode(value)
        break
    }
    if (message) errors[q.id] = message
    else answers[q.id] = value
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers }
}

/** The first phone answer of a survey (whom to call back, and whose answers an erasure removes). */
export function surveyPhone(questions: readonly SurveyQuestionRule[], answers: SurveyAnswers): string | null {
  const q = questions.find((x) => x.kind === 'phone' && answers[x.id])
  return q ? answers[q.id]! : null
}
