import sanitizeHtml from 'sanitize-html'
import type { ContentBlock, ContentPage } from '../../../contracts/content-pages.ts'
import { isSafeHref, isSitePath } from '../../lib/sanitise-html.ts'

// Issue 27 §1 (decision 083): the rich text of content pages (`rich_text.html`, `faq.answer_html`) is HTML staff type,
// cleaned here on save AND on read (a row written before a rule tightened, or by hand, is cleaned all the same). The
// pages render it with dangerouslySetInnerHTML and trust that it went through this. sanitize-html (already our
// dependency, server/lib/sanitise-html.ts) parses with htmlparser2, so unclosed and nested tags, comments and entity
// tricks are the parser's problem, not a regular expression's.
// - Kept: p, br, strong, em, ul, ol, li, h3, h4, blockquote, and a with a safe href (a path of this site, or an http(s),
//   mailto or tel address); every other attribute is dropped. A link leaving the site gets rel="noopener noreferrer
//   nofollow"; a link with an unsafe href (javascript:, data:, '//host') becomes its text.
// - Dropped with their content: script, style, and the elements whose content is not text (iframe, svg, math,
//   template, noscript, object, embed, textarea, select, title). Any other tag is dropped and its text kept.

export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'] as const

const NON_TEXT_TAGS = [
  ...['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template', 'object', 'embed'],
  ...['title', 'select', 'xmp', 'noembed', 'noframes'],
]

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  // A second line behind isSafeHref: sanitize-html's own scheme check (it decodes entities and strips control
  // characters and spaces before it reads the scheme).
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  allowVulnerableTags: false,
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  transformTags: {
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim()
      // An unsafe link loses its tag (a span is not allowed: dropped, its text kept).
      if (href === undefined || !isSafeHref(href)) return { tagName: 'span', attribs: {} }
      const rel: sanitizeHtml.Attributes = isSitePath(href) ? {} : { rel: 'noopener noreferrer nofollow' }
      return { tagName: 'a', attribs: { href, ...rel } }
    },
  },
}

/** Safe rich text from untrusted HTML (the allowlist above). Pure: the same input gives the same output. */
export function sanitiseRichText(html: string): string {
  // Twice: sanitize-html may close an unsafe link it turned into text inside a safe one with a stray end tag
  // ('<a href="/a"><a href="javascript:…">' → '<a href="/a"></span>'); the second pass leaves well-formed HTML, and
  // cleaning that again changes nothing (the test checks it).
  return sanitizeHtml(sanitizeHtml(html, OPTIONS), OPTIONS).trim()
}

/** A block with its rich text sanitised (other blocks as they are: React escapes their texts). */
export function sanitiseBlock(block: ContentBlock): ContentBlock {
  switch (block.type) {
    case 'rich_text':
      return { ...block, html: sanitiseRichText(block.html) }
    case 'faq':
      return { ...block, items: block.items.map((i) => ({ ...i, answer_html: sanitiseRichText(i.answer_html) })) }
    default:
      return block
  }
}

/** A page with every block's rich text sanitised. */
export function sanitisePage<P extends Pick<ContentPage, 'blocks'>>(page: P): P {
  return { ...page, blocks: page.blocks.map(sanitiseBlock) }
}
