import { describe, expect, test } from 'vitest'
import { checkSurveyAnswers, SURVEY_MESSAGES, surveyPhone, type SurveyQuestionRule } from './survey.ts'

const Q: SurveyQuestionRule[] = [
  { id: 'name', kind: 'text', label: 'Name', required: true },
  { id: 'phone', kind: 'phone', label: 'Mobile', required: true },
  { id: 'pincode', kind: 'pincode', label: 'Pincode', required: false },
  { id: 'interest', kind: 'choice', label: 'Interest', required: true, options: ['Medicines', 'Lab tests'] },
  { id: 'ease', kind: 'rating', label: 'Ease', required: false, max: 5 },
  { id: 'nps', kind: 'rating', label: 'NPS', required: false, max: 10 },
]
const good = { name: 'Asha Rao', phone: '9876543210', interest: 'Medicines' }

describe('checkSurveyAnswers', () => {
  test.each<[string, Record<string, unknown>, Record<string, string> | null]>([
    ['the required answers only', good, null],
    ['all answers', { ...good, pincode: '560001', ease: '5', nps: '10' }, null],
    ['a missing required text', { ...good, name: '  ' }, { name: SURVEY_MESSAGES.required }],
    ['a missing required choice', { ...good, interest: undefined }, { interest: SURVEY_MESSAGES.required }],
    ['an option not offered', { ...good, interest: 'Cars' }, { interest: SURVEY_MESSAGES.choice }],
    ['an option in another case', { ...good, interest: 'medicines' }, { interest: SURVEY_MESSAGES.choice }],
    ['a rating of 0', { ...good, ease: '0' }, { ease: SURVEY_MESSAGES.rating(5) }],
    ['a rating above its max', { ...good, ease: '6' }, { ease: SURVEY_MESSAGES.rating(5) }],
    ['a rating of 10 out of 10', { ...good, nps: '10' }, null],
    ['a fractional rating', { ...good, ease: '2.5' }, { ease: SURVEY_MESSAGES.rating(5) }],
    ['a phone starting with 5', { ...good, phone: '5876543210' }, { phone: 'Please enter a valid number' }],
    ['a phone with +91', { ...good, phone: '+919876543210' }, { phone: 'Please enter a valid number' }],
    ['a 5-digit pincode', { ...good, pincode: '56001' }, { pincode: 'Enter a valid pincode' }],
    ['a pincode with letters', { ...good, pincode: '56000A' }, { pincode: 'Enter a valid pincode' }],
    ['a text too long', { ...good, name: 'x'.repeat(501) }, { name: SURVEY_MESSAGES.textTooLong }],
    ['a non-string answer', { ...good, name: { x: 1 } }, { name: SURVEY_MESSAGES.required }],
  ])('%s', (_, input, errors) => {
    const check = checkSurveyAnswers(Q, input)
    if (errors === null) expect(check.ok).toBe(true)
    else expect(check).toEqual({ ok: false, errors })
  })

  test('keeps trimmed answers to known questions only, and finds the phone', () => {
    const check = checkSurveyAnswers(Q, { ...good, name: ' Asha ', extra: 'dropped', ease: '' })
    expect(check).toEqual({ ok: true, answers: { name: 'Asha', phone: '9876543210', interest: 'Medicines' } })
    if (check.ok) expect(surveyPhone(Q, check.answers)).toBe('9876543210')
  })
})
