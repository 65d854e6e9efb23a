import sanitizeHtml from 'sanitize-html'

// Server-provided HTML (spec 2 §2 order-placed widget: 'sub-header as sanitised HTML') is cleaned here, on the server,
// before it reaches a page: the browser renders it with dangerouslySetInnerHTML and trusts that it went through this.
// Only a few inline tags survive; every attribute but a link's href is dropped, and an href must be a path of this
// site or an http(s), mailto or tel address: a link to anything else (javascript:, data:, '//host') becomes a plain
// span. Script and style elements go with their content; any other tag is removed and its text kept.

/** The tags a sub-header may use: emphasis, line breaks and links. */
export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br', 'span', 'a'] as const

/** Longer input is refused rather than cut (a cut could split a tag or an entity). */
export const MAX_HTML_LENGTH = 5_000

const SITE_PATH = /^\/(?![/\\])/

/** Whether a link is a path of this site (not '//host', not '/\\host'). */
export function isSitePath(href: string): boolean {
  return SITE_PATH.test(href)
}
const SAFE_SCHEME = /^(https?|mailto|tel):/i

/** Whether a link may keep its href: a path of this site, or an http(s), mailto or tel address. */
export function isSafeHref(href: string): boolean {
  return isSitePath(href) || SAFE_SCHEME.test(href)
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  // rel is only ever the one transformTags sets (it rebuilds a link's attributes from its href alone).
  allowedAttributes: { a: ['href', 'rel'] },
  // A second line behind isSafeHref: sanitize-html's own scheme check (it also sees through entities and spaces).
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim()
      if (href === undefined || !isSafeHref(href)) return { tagName: 'span', attribs: {} }
      // A link that leaves the site must not reach back into this page (window.opener) or leak its address.
      const rel: sanitizeHtml.Attributes = SAFE_SCHEME.test(href) ? { rel: 'noopener noreferrer' } : {}
      return { tagName: 'a', attribs: { href, ...rel } }
    },
  },
}

/** Safe inline HTML from untrusted HTML (see above). Throws a RangeError on input longer than MAX_HTML_LENGTH. */
export function sanitiseInlineHtml(html: string): string {
  if (html.length > MAX_HTML_LENGTH) throw new RangeError(`HTML longer than ${MAX_HTML_LENGTH} characters`)
  return sanitizeHtml(html, OPTIONS)
}
