import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { NO_OFFERS_TEXT, OffersView } from './offers'

const render = (offers: Parameters<typeof OffersView>[0]['offers']) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OffersView offers={offers} />
    </MemoryRouter>,
  )

describe('the offers page (issue 12 §4)', () => {
  test('no coupons running (production seeds none): says so, and still leads somewhere', () => {
    const html = render([])
    expect(html).toContain(`<strong>${NO_OFFERS_TEXT}</strong>`)
    expect(html).toContain('<h1')
    expect(html).not.toContain('Coupon codes')
    expect(html).toMatch(/<a href="\/"[^>]*>Order medicines<\/a>/)
  })

  test('each running coupon: its code as a heading, what it gives, its last day, first-order only when so', () => {
    const html = render([
      {
        code: 'FLAT100',
        description: 'Flat ₹100 off on orders above ₹999',
        validTill: '31 December 2030',
        firstOrderOnly: false,
      },
      { code: 'WELCOME25', description: '25% off your first order', validTill: '31 December 2030', firstOrderOnly: true },
    ])
    expect(html).not.toContain(NO_OFFERS_TEXT)
    expect(html).toMatch(/<ul[^>]*aria-label="Coupon codes"/)
    expect([...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['FLAT100', 'WELCOME25'])
    expect(html).toContain('Valid till 31 December 2030</p>')
    expect(html).toContain('Valid till 31 December 2030 · on your first order only</p>')
  })
})
