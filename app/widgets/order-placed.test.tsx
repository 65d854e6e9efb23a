import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import type { OrderPlacedWidget, SanitisedHtml } from '../../contracts/order-placed'
import { OrderPlaced } from './order-placed'
import { WidgetList } from './registry'

// What the server renders (the first paint, and the page without JavaScript). The timer and the handlers are the
// rules' (order-placed-rules.test.ts) and the e2e file's (tests/e2e/supplement-pages.e2e.ts, a fake clock).

const widget = (change: Partial<OrderPlacedWidget> = {}): OrderPlacedWidget => ({
  type: 'order_placed',
  column_span: 12,
  header_text: null,
  image_url: '/images/order-placed.svg',
  animated: true,
  ...change,
  data: {
    header: 'BOS plan purchased',
    sub_header: 'Your payment has been <b>successfully</b> completed.' as SanitisedHtml,
    info: null,
    primary_cta: { label: 'Go to home', url: '/', span: 4 },
    secondary_cta: { label: 'Book lab tests', url: '/labs', span: 4 },
    ...change.data,
  },
})

const render = (w: OrderPlacedWidget) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <OrderPlaced widget={w} />
    </MemoryRouter>,
  )

/** The markup outside <noscript>: what a browser running JavaScript shows. */
const withScript = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')

describe('OrderPlaced on the server', () => {
  test('animated: the banner only; the texts and calls to action wait (in <noscript> for browsers without JS)', () => {
    const html = render(widget())
    const shown = withScript(html)
    expect(shown).toContain('src="/images/order-placed.svg"')
    expect(shown).not.toContain('BOS plan purchased')
    expect(shown).not.toContain('Go to home')
    expect(shown).toContain('aria-live="polite"')
    const fallback = html.match(/<noscript>([\s\S]*)<\/noscript>/)![1]!
    expect(fallback).toContain('<h1')
    expect(fallback).toContain('BOS plan purchased</h1>')
    expect(fallback).toContain('Your payment has been <b>successfully</b> completed.')
    expect(fallback).toMatch(/<a [^>]*href="\/"[^>]*>Go to home<\/a>/)
  })

  test('not animated: everything at once, no <noscript> copy', () => {
    const html = render(widget({ animated: false }))
    expect(html).not.toContain('<noscript>')
    expect(html).toMatch(/<div aria-live="polite"[^>]*><h1[^>]*>BOS plan purchased<\/h1>/)
    expect(html).toMatch(/<a [^>]*href="\/labs"[^>]*>Book lab tests<\/a>/)
  })

  test('calls to action carry their span and the centred start; the primary comes first', () => {
    const html = render(widget({ animated: false }))
    expect(html).toMatch(/<a[^>]*data-span="4"[^>]*data-start="3"[^>]*>Go to home<\/a>/)
    expect(html).toMatch(/<a[^>]*data-span="4"[^>]*>Book lab tests<\/a>/)
    expect(html).not.toMatch(/data-start="[^"]*"[^>]*>Book lab tests/)
    expect(html.indexOf('Go to home')).toBeLessThan(html.indexOf('Book lab tests'))
  })

  test('the widget spans its column_span; the caption shows with the banner; an external link gets rel', () => {
    const html = render(
      widget({
        animated: false,
        column_span: 8,
        header_text: 'Order placed',
        data: { ...widget().data, secondary_cta: { label: 'Partner', url: 'https://partner.example/x', span: 6 } },
      }),
    )
    expect(html).toMatch(/data-span="8"[^>]*data-testid="order-placed"/)
    expect(withScript(html)).toContain('>Order placed</p>')
    expect(html).toMatch(/<a href="https:\/\/partner.example\/x"[^>]*rel="noopener noreferrer"[^>]*data-span="6"/)
  })

  test('headingLevel 2 inside a page with its own h1', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OrderPlaced widget={widget({ animated: false })} headingLevel={2} />
      </MemoryRouter>,
    )
    expect(html).toContain('<h2')
    expect(html).not.toContain('<h1')
  })

  test('renders through the registry (WidgetList)', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <WidgetList widgets={[widget({ animated: false })]} registry={{ order_placed: OrderPlaced }} page="test" />
      </MemoryRouter>,
    )
    expect(html).toContain('BOS plan purchased')
  })
})
