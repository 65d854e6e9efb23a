import { describe, expect, test } from 'vitest'
import { footerContent } from '../../server/db/seed-data/footer'
import { inAppTarget } from './footer'
import { footerIslands } from './footer-islands.server'
import { FOOTER_ISLANDS } from './footer-sections'

// Decision 039: the footer's static parts are HTML rendered once per content, and the browser follows their same-site
// links inside the app.

describe('footerIslands', () => {
  const content = () => structuredClone(footerContent)

  test('each island holds its part of the footer, as plain markup', () => {
    const data = content()
    const html = footerIslands(data, false)
    expect(Object.keys(html)).toEqual([...FOOTER_ISLANDS])
    expect(html.stats).toContain('<h2 id="footer-stats">India’s trusted health platform</h2>')
    expect(html.navs).toContain('<a href="/about">About Us</a>')
    expect(html.navs).toContain('<h2 id="footer-our_policies">Our Policies</h2>')
    expect(html.connect).toContain('Get it on Google Play')
    expect(html.connect).toContain('(opens in a new tab)')
    expect(html.rest).toContain(data.copyright_text)
    expect(html.rest).toContain(`data-know-more="${data.know_more_section.data[0]!.header}"`)
    // What the page renders itself stays out: the SMS form and the sign-up prompt.
    for (const part of Object.values(html)) {
      expect(part).not.toContain('<form')
      expect(part).not.toContain(data.signup_data.cta)
    }
  })

  test('people get lazy images, bots get them at once (spec 1 §1)', () => {
    const data = content()
    expect(footerIslands(data, false).stats).toContain('loading="lazy"')
    expect(footerIslands(data, false).stats).not.toContain('loading="eager"')
    expect(footerIslands(data, true).stats).toContain('loading="eager"')
  })

  test('rendered once per content object; new content renders afresh', () => {
    const data = content()
    const first = footerIslands(data, false)
    expect(footerIslands(data, false)).toBe(first)
    const changed = content()
    changed.copyright_text = '© Changed'
    expect(footerIslands(changed, false).rest).toContain('© Changed')
    expect(footerIslands(data, false).rest).not.toContain('© Changed')
  })
})

describe('inAppTarget: which clicks on an island stay in the app', () => {
  const origin = 'https://medwise.example'
  const link = (href: string, attrs: { target?: string; download?: boolean } = {}) => {
    const url = new URL(href, origin)
    const a = {
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      target: attrs.target ?? '',
      hasAttribute: (name: string) => name === 'download' && attrs.download === true,
    }
    return { closest: (selector: string) => (selector === 'a[href]' ? a : null) }
  }
  const click = (
    target: unknown,
    extra: Partial<Record<'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented', number | boolean>> = {},
  ) => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target,
    ...extra,
  })

  test.each([
    ['a same-site link', click(link('/about')), '/about'],
    ['with its query and hash', click(link('/labs/tests?page=2#top')), '/labs/tests?page=2#top'],
    ['target _self', click(link('/help', { target: '_self' })), '/help'],
    ['another site', click(link('https://play.google.com/store')), null],
    ['a new tab by target', click(link('/about', { target: '_blank' })), null],
    ['a download', click(link('/order/MW10000001/invoice.pdf', { download: true })), null],
    ['ctrl-click', click(link('/about'), { ctrlKey: true }), null],
    ['cmd-click', click(link('/about'), { metaKey: true }), null],
    ['shift-click', click(link('/about'), { shiftKey: true }), null],
    ['alt-click', click(link('/about'), { altKey: true }), null],
    ['the middle button', click(link('/about'), { button: 1 }), null],
    ['already handled', click(link('/about'), { defaultPrevented: true }), null],
    ['not on a link', click({ closest: () => null }), null],
    ['on a text node', click({}), null],
    ['on nothing', click(null), null],
  ])('%s', (_name, event, expected) => expect(inAppTarget(event as never, origin)).toBe(expected))
})
