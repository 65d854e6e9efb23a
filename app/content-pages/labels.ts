// The content pages' staff words (issue 27 §1): a page's state, and when things happened, in India's time.

export const STATE_LABELS: Record<'sample' | 'draft' | 'published' | 'changed', string> = {
  sample: 'Sample content',
  draft: 'Draft, not published',
  published: 'Published',
  changed: 'Published, with unpublished changes',
}

const FORMAT = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })

/** '2026-11-30T05:30:00Z' → '30 Nov 2026, 11:00 am' (India's time). */
export function dateTimeInIndia(iso: string): string {
  return FORMAT.format(new Date(iso))
}
