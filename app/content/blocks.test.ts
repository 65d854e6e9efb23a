import { describe, expect, test } from 'vitest'
import { fillTokens, inlineParts, sectionId, textsOf, type InfoPageContent } from './blocks.ts'
import { operatorTokens, type SiteOperator } from '../../core/content/operator.ts'
import { ABOUT } from './pages/about.ts'
import { CONTACT } from './pages/contact.ts'
import { EDITORIAL } from './pages/editorial.ts'
import { HELP } from './pages/help.ts'
import { PRIVACY } from './pages/privacy.ts'
import { RETURNS } from './pages/returns.ts'
import { TERMS } from './pages/terms.ts'

const operator: SiteOperator = {
  legalName: 'Acme Health Pvt Ltd',
  address: '1 Main Road, Pune 411001',
  support: { email: 'care@acme.in', phone: '+91 20 1234 5678', hours: '9 to 5' },
  grievance: {
    name: 'R. Iyer',
    designation: 'Grievance Officer',
    email: 'g@acme.in',
    phone: '+91 20 1234 5679',
    hours: '9 to 5',
  },
  sample: false,
}

describe('fillTokens', () => {
  test('fills known tokens and refuses unknown ones', () => {
    const tokens = operatorTokens(operator)
    expect(fillTokens('Write to {grievance.name} at {grievance.email}.', tokens)).toBe('Write to R. Iyer at g@acme.in.')
    expect(fillTokens('within {grievance.ackHours} hours', tokens)).toBe('within 48 hours')
    expect(fillTokens('no tokens { here }', tokens)).toBe('no tokens { here }')
    expect(() => fillTokens('{grievance.fax}', tokens)).toThrow('Unknown token {grievance.fax}')
  })
})

describe('inlineParts', () => {
  test.each([
    ['plain text', ['plain text']],
    ['See [our policy](/return-policy).', ['See ', { text: 'our policy', href: '/return-policy' }, '.']],
    [
      '[a](/a)[b](mailto:b@x.in)',
      [
        { text: 'a', href: '/a' },
        { text: 'b', href: 'mailto:b@x.in' },
      ],
    ],
    ['brackets [kept] and (kept)', ['brackets [kept] and (kept)']],
    ['[visit](https://consumerhelpline.gov.in) now', [{ text: 'visit', href: 'https://consumerhelpline.gov.in' }, ' now']],
  ])('%s', (text, parts) => {
    expect(inlineParts(text)).toEqual(parts)
  })
})

describe('sectionId', () => {
  test.each([
    [{ heading: 'Your rights' }, 'your-rights'],
    [{ heading: 'Cancellations, returns and refunds' }, 'cancellations-returns-and-refunds'],
    [{ heading: 'Payment & MedWise Cash' }, 'payment-and-medwise-cash'],
    [{ heading: 'Grievance officer', id: 'grievance-officer' }, 'grievance-officer'],
    [{ heading: 'Why can’t I buy some medicines online?' }, 'why-can-t-i-buy-some-medicines-online'],
  ])('%o → %s', (section, id) => {
    expect(sectionId(section)).toBe(id)
  })
})

const PAGES: Array<[string, InfoPageContent]> = [
  ['terms', TERMS],
  ['privacy', PRIVACY],
  ['returns', RETURNS],
  ['editorial', EDITORIAL],
  ['about', ABOUT],
  ['contact', CONTACT],
  ['help', HELP],
]

describe('the written pages', () => {
  test.each(PAGES)('%s: every token is known, every link well formed, ids unique, a title and a description', (_, page) => {
    const tokens = operatorTokens(operator)
    const texts = [...textsOf(page.intro, page.sections), ...HELP_TEXTS(page)]
    for (const t of texts) {
      const filled = fillTokens(t, tokens)
      for (const part of inlineParts(filled)) {
        if (typeof part === 'string') expect(part, 'an unconverted link').not.toMatch(/\]\(/)
        else expect(part.href).toMatch(/^(\/[A-Za-z0-9/#?=&-]*|mailto:\S+|tel:\+?\d+|https:\/\/\S+)$/)
      }
    }
    const ids = [...page.sections.map(sectionId), ...('groups' in page ? HELP.groups.map(sectionId) : [])]
    expect(new Set(ids).size).toBe(ids.length)
    expect(page.title.length).toBeGreaterThan(3)
    // A search result's snippet: long enough to say something, short enough not to be cut.
    expect(page.description.length).toBeGreaterThanOrEqual(70)
    expect(page.description.length).toBeLessThanOrEqual(200)
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  test('the grievance officer is named where the rules ask: terms, privacy policy, contact page', () => {
    for (const page of [TERMS, PRIVACY, CONTACT]) {
      const blocks = page.sections.flatMap((s) => s.blocks)
      expect(blocks).toContainEqual({ operator: 'grievance' })
    }
  })

  test('the return rules are the back office’s: 7 days from delivery, no cold-chain, no opened strips, refund the way it was paid', () => {
    const text = textsOf(RETURNS.intro, RETURNS.sections).join('\n')
    expect(text).toContain('within 7 days of delivery')
    expect(text).toMatch(/Cold-chain products/)
    expect(text).toMatch(/opened, cut or partly used/)
    expect(text).toMatch(/Money goes back the way it was paid/)
  })
})

function HELP_TEXTS(page: InfoPageContent): string[] {
  if (page !== HELP) return []
  return HELP.groups.flatMap((g) => [g.heading, ...g.items.flatMap((i) => [i.q, ...textsOf(i.a)])])
}
