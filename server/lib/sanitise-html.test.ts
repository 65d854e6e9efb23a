import { describe, expect, test } from 'vitest'
import { MAX_HTML_LENGTH, isSafeHref, sanitiseInlineHtml } from './sanitise-html.ts'

describe('sanitiseInlineHtml', () => {
  test.each([
    // Kept: the inline tags and their text.
    ['plain text', 'Your payment has been successfully completed.', 'Your payment has been successfully completed.'],
    [
      'the allowed tags',
      '<b>1</b><strong>2</strong><i>3</i><em>4</em>a<br>b<span>5</span>',
      '<b>1</b><strong>2</strong><i>3</i><em>4</em>a<br />b<span>5</span>',
    ],
    ['text is escaped', 'a &amp; b < c', 'a &amp; b &lt; c'],
    ['a link to a path of the site', '<a href="/cart">cart</a>', '<a href="/cart">cart</a>'],
    [
      'an https link gets rel',
      '<a href="https://example.com/x">x</a>',
      '<a href="https://example.com/x" rel="noopener noreferrer">x</a>',
    ],
    [
      'mailto and tel links',
      '<a href="mailto:care@medwise.example">m</a><a href="tel:+911800000000">t</a>',
      '<a href="mailto:care@medwise.example" rel="noopener noreferrer">m</a><a href="tel:+911800000000" rel="noopener noreferrer">t</a>',
    ],
    // Script and style go with their content.
    ['a script', '<b>Hi</b><script>alert(1)</script>', '<b>Hi</b>'],
    ['a script inside svg', '<svg><script>alert(1)</script></svg>t', 't'],
    ['a style element', '<style>body{display:none}</style>ok', 'ok'],
    // Event handlers and every other attribute are dropped.
    ['an img with onerror', '<img src=x onerror="alert(1)">text', 'text'],
    [
      'handlers, style and class on a span',
      '<span style="color:red" class="x" onmouseover="alert(1)">s</span>',
      '<span>s</span>',
    ],
    [
      'handlers, target and rel on a link',
      '<a href="/cart" onclick="alert(1)" rel="opener" target="_blank">c</a>',
      '<a href="/cart">c</a>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['blocks keep their text', '<div><p>para</p><h1>big</h1></div>', 'parabig'],
    // Links to anything but a path, http(s), mailto or tel become spans.
    ['javascript:', '<a href="javascript:alert(1)">x</a>', '<span>x</span>'],
    ['JavaScript: in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<span>x</span>'],
    ['javascript: split by an entity', '<a href="java&#x09;script:alert(1)">x</a>', '<span>x</span>'],
    ['javascript: after spaces', '<a href="  javascript:alert(1)">x</a>', '<span>x</span>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<span>x</span>'],
    ['protocol-relative', '<a href="//evil.example">x</a>', '<span>x</span>'],
    ['a backslash path', '<a href="/\\evil.example">x</a>', '<span>x</span>'],
    ['no href', '<a>x</a>', '<span>x</span>'],
  ])('%s', (_name, input, expected) => {
    expect(sanitiseInlineHtml(input)).toBe(expected)
  })

  test('refuses input longer than the limit', () => {
    expect(sanitiseInlineHtml('a'.repeat(MAX_HTML_LENGTH))).toHaveLength(MAX_HTML_LENGTH)
    expect(() => sanitiseInlineHtml('a'.repeat(MAX_HTML_LENGTH + 1))).toThrow(RangeError)
  })
})

describe('isSafeHref', () => {
  test.each([
    ['/', true],
    ['/cart?x=1', true],
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['mailto:a@b.c', true],
    ['tel:+91', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['cart', false],
    ['#top', false],
    ['javascript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
    ['', false],
  ])('%j → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe)
  })
})
