import { describe, expect, test } from 'vitest'
import { sampleWords, testFaq, type FaqSubject } from './faq.ts'

const lipid: FaqSubject = {
  name: 'Lipid Profile',
  kind: 'test',
  description: 'Measures cholesterol and triglycerides',
  preparation: 'Fast for 10 to 12 hours before the sample is taken.',
  fasting: true,
  sampleType: 'Blood',
  parameters: 8,
  includes: [],
}

describe('a test page’s questions and answers (issue 11 §2)', () => {
  test('what it measures, parameters, fasting, preparation, sample and the city’s turnaround', () => {
    const faq = testFaq(lipid, { city: 'Pune', fastestHours: 12, slowestHours: 48, labs: 5 })
    expect(faq.map((f) => f.question)).toEqual([
      'What does the Lipid Profile measure?',
      'How many parameters does the Lipid Profile report?',
      'Do I need to fast before this test?',
      'How should I prepare for this test?',
      'What sample is needed for the Lipid Profile?',
      'How soon will I get the Lipid Profile report?',
    ])
    expect(faq[0]!.answer).toBe('Measures cholesterol and triglycerides.')
    expect(faq[1]!.answer).toBe('8 parameters.')
    expect(faq[2]!.answer).toMatch(/^Yes\. Fast for 10 to 12 hours/)
    expect(faq[4]!.answer).toMatch(/^A blood sample, collected at home/)
    expect(faq[5]!.answer).toBe(
      'In Pune, within 12 hours to 2 days of sample collection, depending on the lab (5 labs offer it there).',
    )
  })

  test('no fasting, no preparation, one turnaround, no lab in the city', () => {
    const cbc = { ...lipid, name: 'CBC', fasting: false, preparation: '  ', parameters: 1 }
    const faq = testFaq(cbc, { city: 'Pune', fastestHours: 24, slowestHours: 24, labs: 1 })
    expect(faq.find((f) => f.question.startsWith('Do I need'))!.answer).toMatch(/^No, fasting is not needed/)
    expect(faq.some((f) => f.question.startsWith('How should I prepare'))).toBe(false)
    expect(faq.find((f) => f.question.startsWith('How many'))!.answer).toBe('1 parameter.')
    expect(faq.at(-1)!.answer).toBe('In Pune, within 24 hours of sample collection.')
    expect(testFaq(cbc, null).at(-1)!.answer).toMatch(/no partner lab offers it in your city yet/)
  })

  test('a package names its tests', () => {
    const pkg: FaqSubject = {
      ...lipid,
      name: 'Heart Package',
      kind: 'package',
      sampleType: 'Blood, Urine',
      includes: ['Lipid Profile', 'hs-CRP'],
    }
    const faq = testFaq(pkg, null)
    expect(faq[1]).toEqual({
      question: 'Which tests are included in the Heart Package?',
      answer: '2 tests: Lipid Profile, hs-CRP. Together they report 8 parameters.',
    })
    expect(faq.find((f) => f.question.startsWith('Do I need'))!.question).toBe('Do I need to fast before this package?')
    expect(faq.find((f) => f.question.startsWith('What sample'))!.answer).toMatch(/^A blood sample and a urine sample,/)
  })

  test.each([
    ['Blood', 'a blood sample'],
    ['Blood, Urine', 'a blood sample and a urine sample'],
    ['Swab', 'a swab sample'],
    ['', 'a sample'],
  ])('sample %j → %j', (type, words) => expect(sampleWords(type)).toBe(words))
})
