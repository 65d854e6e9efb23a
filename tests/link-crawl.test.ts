import { describe, expect, test } from 'vitest'
import { anchorsOf, linkTarget } from './e2e/link-crawl.ts'

// The link checker's reading of pages (tests/e2e/links.e2e.ts runs it against the app).

describe('anchorsOf', () => {
  test('reads hrefs and rels, decodes entities, skips scripts and anchors without href', () => {
    const html = `<a class="x" href="/a?x=1&amp;y=2" data-discover="true">A</a>
      <a href='/b' rel="nofollow noopener">B</a><a name="top">no href</a>
      <script>window.x = "<a href=\\"/from-script\\">"</script><a
        href="/c">C</a><A HREF="/d">D</A>`
    expect(anchorsOf(html)).toEqual([
      { href: '/a?x=1&y=2', rel: [] },
      { href: '/b', rel: ['nofollow', 'noopener'] },
      { href: '/c', rel: [] },
      { href: '/d', rel: [] },
    ])
  })
})

describe('linkTarget', () => {
  const page = 'http://127.0.0.1:3000/categories/skin-care?page=2'
  test.each([
    ['/drugs/dolo-650-tablet-100001', '/drugs/dolo-650-tablet-100001'],
    ['?page=3', '/categories/skin-care?page=3'],
    ['/search/all?name=dolo&b=2', '/search/all?b=2&name=dolo'],
    ['/x#part', '/x'],
    // The sign-in popup's parameters open it over the same page.
    ['/categories/skin-care?page=2&login=true', '/categories/skin-care?page=2'],
    ['/?signup=true&followup=%2Fcart', '/'],
    // Not ours to check, or not to be fetched.
    ['https://www.facebook.com/', null],
    ['#main-content', null],
    ['mailto:care@medwise.example', null],
    ['tel:+910000000000', null],
    ['/pwa-api/api/v4/udp_tree', null],
    ['/logout?_csrf=abc', null],
    ['/hkadmin/logout', null],
    ['/__dev/outbox', null],
    ['/order/MW10000001/invoice.pdf', null],
  ])('%s → %s', (href, target) => {
    expect(linkTarget({ href, rel: [] }, page)).toBe(target)
  })

  test('nofollow links are left alone', () => {
    expect(linkTarget({ href: '/cart', rel: ['nofollow'] }, page)).toBeNull()
  })
})
