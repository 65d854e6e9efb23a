import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { FaqGroups, InfoPage } from './info-page'
import type { SiteOperator } from '../../core/content/operator.ts'
import { CONTACT } from './pages/contact'
import { HELP } from './pages/help'
import { TERMS } from './pages/terms'

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
const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)
const headings = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]))

describe('InfoPage', () => {
  test('one h1, then h2 sections; the contents list links to each section', () => {
    const html = render(<InfoPage content={TERMS} operator={operator} />)
    const levels = headings(html)
    expect(levels.filter((l) => l === 1)).toHaveLength(1)
    expect(levels[0]).toBe(1)
    expect(levels.slice(1).every((l) => l === 2)).toBe(true)
    expect(html).toContain('<a href="#grievance-officer">Complaints and the grievance officer</a>')
    expect(html).toContain('<h2 id="grievance-officer">')
    expect(html).toContain('Last updated <time dateTime="2026-11-24">24 November 2026</time>')
    // App links stay in the app; outside links say they open a new tab.
    expect(html).toMatch(/<a href="\/PrivacyPolicy"[^>]*>Privacy Policy<\/a>/)
    expect(html).toMatch(
      /<a href="https:\/\/edaakhil.nic.in" target="_blank" rel="noopener noreferrer">e-Daakhil<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/,
    )
  })

  test('the grievance officer from configuration, with the times the rules set; no sample notice when configured', () => {
    const html = render(<InfoPage content={CONTACT} operator={operator} />)
    expect(html).toContain('<dd>R. Iyer</dd>')
    expect(html).toContain('<a href="mailto:g@acme.in">g@acme.in</a>')
    expect(html).toContain('<a href="tel:+912012345679">+91 20 1234 5679</a>')
    expect(html).toContain('within 48 hours and resolve it within one month')
    expect(html).not.toContain('These are sample details')
    expect(render(<InfoPage content={CONTACT} operator={{ ...operator, sample: true }} />)).toContain('These are sample details')
  })

  test('help: topics as h2, each question a <details> with its <summary>', () => {
    const html = render(<FaqGroups groups={HELP.groups} operator={operator} />)
    expect(html.match(/<details>/g)).toHaveLength(HELP.groups.reduce((n, g) => n + g.items.length, 0))
    expect(html).toContain('<summary>Which medicines need a prescription?</summary>')
    expect(headings(html).every((l) => l === 2)).toBe(true)
    expect(html).toContain('Write to care@acme.in from the number')
  })
})
