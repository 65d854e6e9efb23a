import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { sanitisePage, sanitiseRichText } from './sanitise.ts'

// Issue 27 §1: content pages' rich text can carry no script (decision 083).
describe('sanitiseRichText: what is kept', () => {
  test.each([
    ['plain text', 'Genuine medicines, delivered.', 'Genuine medicines, delivered.'],
    [
      'the allowed tags',
      '<h3>a</h3><h4>b</h4><p>c<br>d</p><ul><li><strong>e</strong></li></ul><ol><li><em>f</em></li></ol><blockquote>g</blockquote>',
      '<h3>a</h3><h4>b</h4><p>c<br />d</p><ul><li><strong>e</strong></li></ul><ol><li><em>f</em></li></ol><blockquote>g</blockquote>',
    ],
    ['text is escaped', '<p>a &amp; b < c &lt;script&gt;</p>', '<p>a &amp; b &lt; c &lt;script&gt;</p>'],
    ['a path of the site', '<a href="/trust/sawaaluthao">ask</a>', '<a href="/trust/sawaaluthao">ask</a>'],
    [
      'an https link gets rel',
      '<a href="https://cdsco.gov.in">CDSCO</a>',
      '<a href="https://cdsco.gov.in" rel="noopener noreferrer nofollow">CDSCO</a>',
    ],
    [
      'mailto and tel links get rel',
      '<a href="mailto:care@medwise.example">m</a>',
      '<a href="mailto:care@medwise.example" rel="noopener noreferrer nofollow">m</a>',
    ],
    [
      'a link’s other attributes go, rel is ours',
      '<a href="/x" target="_blank" rel="opener" title="t">o</a>',
      '<a href="/x">o</a>',
    ],
  ])('%s', (_what, input, output) => {
    expect(sanitiseRichText(input)).toBe(output)
  })
})

describe('sanitiseRichText: hostile HTML', () => {
  test.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script in capitals', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok', 'ok'],
    ['a split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['a style element', '<style>body{display:none}</style>ok', 'ok'],
    ['an iframe with its content', '<iframe src="https://evil.example">inside</iframe>ok', 'ok'],
    ['svg with onload and a script', '<svg onload="alert(1)"><script>alert(2)</script><text>t</text></svg>ok', 'ok'],
    ['math', '<math><mtext><script>alert(1)</script></mtext></math>ok', 'ok'],
    ['an img with onerror', '<img src=x onerror="alert(1)">text', 'text'],
    ['on* attributes on allowed tags', '<p onclick="alert(1)" onmouseover=alert(2) style="x" class="y">p</p>', '<p>p</p>'],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>', 'x'],
    ['javascript: in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['javascript: with a decimal entity', '<a href="&#106;avascript:alert(1)">x</a>', 'x'],
    ['javascript: with a hex entity and a tab', '<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['javascript: with a named entity', '<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['javascript: with a NUL', '<a href="java\0script:alert(1)">x</a>', 'x'],
    ['data: text/html', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'x'],
    ['data: in capitals', '<a href="DATA:text/html,<script>alert(1)</script>">x</a>', 'x'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', 'x'],
    ['a backslash link', '<a href="/\\evil.example">x</a>', 'x'],
    ['unclosed tags are closed', '<p>open<strong>bold<em>both</p>after', '<p>open<strong>bold<em>both</em></strong></p>after'],
    ['nested links', '<a href="/a"><a href="javascript:alert(1)">in</a></a>', '<a href="/a"></a>in'],
    ['a comment', '<p>x</p><!-- <script>alert(1)</script> -->', '<p>x</p>'],
    ['a conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->ok', 'ok'],
    ['a comment that breaks early', '<!--> <script>alert(1)</script> -->ok', '--&gt;ok'],
    ['an unclosed script', '<p>a</p><script>alert(1)', '<p>a</p>'],
    ['a form and an input', '<form action="/x"><input name="a" value="b"><button>go</button></form>', 'go'],
    ['h1 and h2 are the page’s, not the text’s', '<h1>One</h1><h2>Two</h2>', 'OneTwo'],
    ['a base and a meta refresh', '<base href="https://evil.example"><meta http-equiv="refresh" content="0;url=x">ok', 'ok'],
    ['a noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok', 'ok'],
    ['a template', '<template><script>alert(1)</script></template>ok', 'ok'],
  ])('%s', (_what, input, output) => {
    expect(sanitiseRichText(input)).toBe(output)
  })

  const PIECES = [
    '<script>alert(1)</script>',
    '<p>',
    '</p>',
    '<a href="javascript:alert(1)">',
    '<a href="/ok">',
    '</a>',
    '<svg onload=alert(1)>',
    '<img src=x onerror=alert(1)>',
    '<!--',
    '-->',
    '<strong onclick="x">',
    '&#106;avascript:',
    '<iframe>',
    '"',
    "'",
    '<',
    '>',
    'text',
    '<style>',
    '<ul><li>',
  ]
  test('any mix of hostile pieces comes out with no script, handler, style or unsafe URL', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }), (parts) => {
        const out = sanitiseRichText(parts.join(''))
        expect(out).not.toMatch(/<(script|style|svg|img|iframe)/i)
        expect(out).not.toMatch(/\son\w+=/i)
        expect(out).not.toMatch(/href="(?!\/ok")/)
        // Cleaning what is clean changes nothing.
        expect(sanitiseRichText(out)).toBe(out)
      }),
      { numRuns: 2000 },
    )
  })
})

test('sanitisePage cleans rich text and FAQ answers and leaves the other blocks alone', () => {
  const page = sanitisePage({
    blocks: [
      { type: 'rich_text', html: '<p onclick="x">a</p><script>1</script>' },
      { type: 'faq', items: [{ question: '<b>Q?</b>', answer_html: '<em>A</em><iframe></iframe>' }] },
      { type: 'heading', text: '<script>stays text</script>', level: 2 },
    ],
  })
  expect(page.blocks).toEqual([
    { type: 'rich_text', html: '<p>a</p>' },
    { type: 'faq', items: [{ question: '<b>Q?</b>', answer_html: '<em>A</em>' }] },
    { type: 'heading', text: '<script>stays text</script>', level: 2 },
  ])
})
