/**
 * Free text typed into a search or a filter: control characters mean nothing there, and a NUL cannot reach
 * PostgreSQL, so they become spaces; the ends are trimmed. (A module of its own: the catalog pages' code reads a
 * query with it without loading the whole form validator, decision 048.)
 */
export function withoutControls(raw: string): string {
  return raw.replace(/\p{Cc}/gu, ' ').trim()
}
