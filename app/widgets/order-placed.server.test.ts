import { describe, expect, test } from 'vitest'
import { ORDER_PLACED_IMAGE, orderPlacedWidget } from './order-placed.server.ts'

const base = { image_url: ORDER_PLACED_IMAGE, data: { header: 'Order placed', sub_header: 'Thank you' } }

describe('orderPlacedWidget', () => {
  test('fills the defaults: animated, full width, no caption, no info, no calls to action', () => {
    expect(orderPlacedWidget(base)).toEqual({
      type: 'order_placed',
      column_span: 12,
      header_text: null,
      image_url: ORDER_PLACED_IMAGE,
      animated: true,
      data: { header: 'Order placed', sub_header: 'Thank you', info: null, primary_cta: null, secondary_cta: null },
    })
  })

  test('a call to action spans 4 unless it says otherwise (spec 2 §9)', () => {
    const widget = orderPlacedWidget({
      ...base,
      data: {
        ...base.data,
        primary_cta: { label: 'Go to home', url: '/' },
        secondary_cta: { label: 'Cart', url: '/cart', span: 6 },
      },
    })
    expect(widget.data.primary_cta).toEqual({ label: 'Go to home', url: '/', span: 4 })
    expect(widget.data.secondary_cta).toEqual({ label: 'Cart', url: '/cart', span: 6 })
  })

  test('sanitises the sub-header on the server before it is branded', () => {
    const widget = orderPlacedWidget({
      ...base,
      data: {
        ...base.data,
        sub_header: 'Paid <b>₹499</b><script>alert(1)</script><a href="javascript:x()" onclick="y()">here</a>',
      },
    })
    expect(widget.data.sub_header).toBe('Paid <b>₹499</b><span>here</span>')
  })

  test.each([
    ['a span of 0', { column_span: 0 }],
    ['a span of 13', { column_span: 13 }],
    ['a fractional span', { column_span: 4.5 }],
    ['an image from another host', { image_url: 'https://evil.example/x.png' }],
    ['a protocol-relative image', { image_url: '//evil.example/x.png' }],
  ])('refuses %s', (_name, change) => {
    expect(() => orderPlacedWidget({ ...base, ...change })).toThrow()
  })

  test.each([
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example'],
    ['http (not https)', 'http://example.com'],
    ['a relative path', 'cart'],
  ])('refuses a call to action to a %s url', (_name, url) => {
    expect(() => orderPlacedWidget({ ...base, data: { ...base.data, primary_cta: { label: 'Go', url } } })).toThrow(/url must be/)
  })

  test('refuses an empty header', () => {
    expect(() => orderPlacedWidget({ ...base, data: { ...base.data, header: '  ' } })).toThrow(/header is required/)
  })
})
