// Text as the index sees it: normalised words, and the edit distance typo tolerance is measured in.

const TOKEN_RE = /[a-z]+|[0-9]+/g
const MARKS_RE = /\p{M}+/gu

/** Normalised words of a text: 'Pan-D 40mg' → ['pan', 'd', '40', 'mg']. Never throws. */
export function tokenize(text: unknown, maxChars = Number.POSITIVE_INFINITY): string[] {
  if (typeof text !== 'string' || text.length === 0) return []
  let s = text.length > maxChars ? text.slice(0, maxChars) : text
  try {
    s = s.normalize('NFKD')
  } catch {
    // keep the raw string
  }
  s = s.toLowerCase().replace(MARKS_RE, '')
  return s.match(TOKEN_RE) ?? []
}

export const isDigit = (c: number) => c >= 48 && c <= 57
export const typoBudget = (len: number) => (len >= 8 ? 2 : len >= 4 ? 1 : 0)

/** Optimal-string-alignment distance; with prefixMin, the least distance from a to any prefix of b. */
export function osaDistance(a: string, b: string, prefixMin = false): number {
  const m = a.length
  const n = b.length
  let prev2 = new Int32Array(m + 1)
  let prev = new Int32Array(m + 1)
  let cur = new Int32Array(m + 1)
  for (let j = 0; j <= m; j++) prev[j] = j
  let best = prev[m]!
  for (let i = 1; i <= n; i++) {
    const c = b.charCodeAt(i - 1)
    cur[0] = i
    for (let j = 1; j <= m; j++) {
      let v = prev[j]! + 1
      const ins = cur[j - 1]! + 1
      if (ins < v) v = ins
      const sub = prev[j - 1]! + (a.charCodeAt(j - 1) === c ? 0 : 1)
      if (sub < v) v = sub
      if (i > 1 && j > 1 && c === a.charCodeAt(j - 2) && b.charCodeAt(i - 2) === a.charCodeAt(j - 1)) {
        const tr = prev2[j - 2]! + 1
        if (tr < v) v = tr
      }
      cur[j] = v
    }
    if (cur[m]! < best) best = cur[m]!
    const t = prev2
    prev2 = prev
    prev = cur
    cur = t
  }
  return prefixMin ? best : prev[m]!
}
