// The shape of the site's written pages (terms, policies, help; app/content/pages/) and the two small rules that turn
// their text into markup: `{token}`s filled from the operator's details, and `[text](href)` links.

/** A paragraph (a string), a bulleted or numbered list, or the operator's details from configuration. */
export type Block = string | { list: string[] } | { steps: string[] } | { operator: 'grievance' | 'contact' }

export interface Section {
  heading: string
  /** A stable fragment for links into the page (`/PrivacyPolicy#your-rights`); made from the heading when absent. */
  id?: string
  blocks: Block[]
  /** Subsections, one heading level down. */
  sections?: Section[]
}

export interface InfoPageContent {
  /** The document title (before ' | MedWise') and the meta description. */
  title: string
  description: string
  /** The one h1. */
  heading: string
  /** When the text last changed (ISO date), shown as 'Last updated'. */
  updated: string
  intro: Block[]
  sections: Section[]
}

/** A question of the help page and its answer. */
export interface FaqItem {
  q: string
  a: Block[]
}
export interface FaqGroup {
  heading: string
  id?: string
  items: FaqItem[]
}

export type InlinePart = string | { text: string; href: string }

/** Replaces each `{name}` with `tokens[name]`; an unknown token is an error in the content, not a blank on the page. */
export function fillTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{([a-zA-Z]+(?:\.[a-zA-Z]+)*)\}/g, (_, name: string) => {
    const value = tokens[name]
    if (value === undefined) throw new Error(`Unknown token {${name}} in page text`)
    return value
  })
}

/** Splits text into plain runs and `[text](href)` links (no nesting; brackets without a link stay as text). */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  const link = /\[([^\]]+)\]\(([^()\s]+)\)/g
  let at = 0
  for (const m of text.matchAll(link)) {
    if (m.index > at) parts.push(text.slice(at, m.index))
    parts.push({ text: m[1]!, href: m[2]! })
    at = m.index + m[0].length
  }
  if (at < text.length) parts.push(text.slice(at))
  return parts
}

/** A heading's fragment: lower case, words joined by hyphens ('Your rights' → 'your-rights'). */
export function sectionId(section: Pick<Section, 'heading' | 'id'>): string {
  return (
    section.id ??
    section.heading
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  )
}

/** Every string of a page's blocks, for checks over the whole text (tokens, links). */
export function textsOf(blocks: readonly Block[], sections: readonly Section[] = []): string[] {
  const out: string[] = []
  for (const b of blocks) {
    if (typeof b === 'string') out.push(b)
    else if ('list' in b) out.push(...b.list)
    else if ('steps' in b) out.push(...b.steps)
  }
  for (const s of sections) out.push(s.heading, ...textsOf(s.blocks, s.sections))
  return out
}
