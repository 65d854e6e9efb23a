import { formatTurnaround } from '../../../core/labs/catalog.ts'

// The questions and answers of a test's page (issue 11 §2), written from the test's own fields so every test has them
// and they never disagree with the rest of the page: what it measures, preparation, fasting, the sample, how many
// parameters (or which tests a package holds), and how soon the report comes in the city.

export interface FaqEntry {
  question: string
  answer: string
}

export interface FaqSubject {
  name: string
  kind: 'test' | 'package'
  description: string
  preparation: string
  fasting: boolean
  sampleType: string
  parameters: number
  includes: readonly string[]
}

/** The report's turnaround in a city: the fastest and slowest of the labs there, and how many labs; null when none. */
export interface TurnaroundRange {
  city: string
  fastestHours: number
  slowestHours: number
  labs: number
}

const sentence = (text: string) => {
  const t = text.trim()
  return t === '' || /[.!?]$/.test(t) ? t : `${t}.`
}

/** 'Blood, Urine' → 'a blood sample and a urine sample'. */
export function sampleWords(sampleType: string): string {
  const parts = sampleType
    .split(/,|\band\b/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  if (parts.length === 0) return 'a sample'
  const each = parts.map((p) => `a ${p} sample`)
  return each.length === 1 ? each[0]! : `${each.slice(0, -1).join(', ')} and ${each.at(-1)}`
}

export function testFaq(test: FaqSubject, turnaround: TurnaroundRange | null): FaqEntry[] {
  const faq: FaqEntry[] = []
  const what = test.kind === 'package' ? 'this package' : 'this test'
  faq.push({
    question: `What does the ${test.name} measure?`,
    answer: sentence(test.description) || `The ${test.name} is a laboratory test of ${sampleWords(test.sampleType)}.`,
  })
  if (test.kind === 'package' && test.includes.length > 0) {
    faq.push({
      question: `Which tests are included in the ${test.name}?`,
      answer: `${test.includes.length} ${test.includes.length === 1 ? 'test' : 'tests'}: ${test.includes.join(', ')}. Together they report ${test.parameters} ${test.parameters === 1 ? 'parameter' : 'parameters'}.`,
    })
  } else {
    faq.push({
      question: `How many parameters does the ${test.name} report?`,
      answer: `${test.parameters} ${test.parameters === 1 ? 'parameter' : 'parameters'}.`,
    })
  }
  faq.push({
    question: `Do I need to fast before ${what}?`,
    answer: test.fasting
      ? 'Yes. Fast for 10 to 12 hours before the sample is taken; water is fine. Home collection for fasting tests is booked early in the morning.'
      : 'No, fasting is not needed. You can eat and drink as usual before the sample is taken.',
  })
  if (test.preparation.trim()) {
    faq.push({ question: `How should I prepare for ${what}?`, answer: sentence(test.preparation) })
  }
  faq.push({
    question: `What sample is needed for the ${test.name}?`,
    answer: `${capitalise(sampleWords(test.sampleType))}, collected at home by a trained phlebotomist or at a lab's walk-in centre.`,
  })
  faq.push({
    question: `How soon will I get the ${test.name} report?`,
    answer: turnaround
      ? turnaround.fastestHours === turnaround.slowestHours
        ? `In ${turnaround.city}, within ${formatTurnaround(turnaround.fastestHours)} of sample collection.`
        : `In ${turnaround.city}, within ${formatTurnaround(turnaround.fastestHours)} to ${formatTurnaround(turnaround.slowestHours)} of sample collection, depending on the lab (${turnaround.labs} labs offer it there).`
      : 'Usually within one to three days of sample collection; no partner lab offers it in your city yet.',
  })
  return faq
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
