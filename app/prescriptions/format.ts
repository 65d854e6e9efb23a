// How the prescription page words a saved prescription: the day it was uploaded (India's date: IST has no daylight
// saving, so a fixed +5:30 gives the same text on the server and in the browser), its pages and their kinds.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const IST_OFFSET_MS = 330 * 60 * 1000

/** '24 Nov 2026' for an ISO time, in India's time; '' for a time that cannot be read. */
export function uploadedOn(iso: string): string {
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return ''
  const d = new Date(t + IST_OFFSET_MS)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** '1 page', '3 pages'. */
export function pagesText(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'}`
}

/** What a file is, in words: 'photo' for JPEG and PNG, 'PDF'. */
export function fileKind(contentType: string): 'photo' | 'PDF' {
  return contentType === 'application/pdf' ? 'PDF' : 'photo'
}
