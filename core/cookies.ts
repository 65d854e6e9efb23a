// The one cookie reader of the app, for the browser (document.cookie) and loaders (the Cookie header) alike.

/** decodeURIComponent that keeps a value with a bad %-escape as written instead of throwing. */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

// Small, tolerant Cookie-header parser: 'a=1; b=x%20y' → { a: '1', b: 'x y' }. Pieces without a
// name are skipped, quotes around a value are dropped, the first occurrence of a name wins (the
// browser sends the most specific path first), and bad %-escapes are kept as written.
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const found = new Map<string, string>()
  for (const piece of (header ?? '').split(';')) {
    const eq = piece.indexOf('=')
    if (eq <= 0) continue
    const name = piece.slice(0, eq).trim()
    if (name === '' || found.has(name)) continue
    let value = piece.slice(eq + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    found.set(name, safeDecode(value))
  }
  return Object.fromEntries(found)
}

/**
 * A cookie that holds JSON, as written or URL-encoded once more (corporateDetails, affiliateDetails,
 * v_announcement_data): the parsed value, or undefined for anything that is not JSON either way.
 */
export function parseJsonCookie(value: string | null | undefined): unknown {
  if (!value) return undefined
  for (const candidate of [value, safeDecode(value)]) {
    try {
      return JSON.parse(candidate) as unknown
    } catch {
      // try the decoded spelling next
    }
  }
  return undefined
}
