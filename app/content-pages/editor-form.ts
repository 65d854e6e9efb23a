import type { ContentBlock } from '../../contracts/content-pages.ts'

// Issue 27 §1 (decision 083): the staff editor of a content page is one plain HTML form (it works without
// JavaScript). Its fields are named by the path of the value in the draft ('title', 'blocks.2.html',
// 'blocks.1.cards.0.title'), so the store's Zod errors (parseInput: 'blocks.2.html') land beside the field they are
// about. This file turns the posted fields back into a draft (before the store checks it), and applies the editor's
// moves (add, remove, move up and down) to an unsaved draft. Pure: no server, no React.

/** The block kinds staff can add, with the label the editor shows. */
export const BLOCK_LABELS: Record<ContentBlock['type'], string> = {
  heading: 'Heading',
  rich_text: 'Rich text',
  image: 'Image',
  cards: 'Cards',
  faq: 'Questions and answers',
  cta: 'Call to action',
  form: 'Form',
}
export const BLOCK_TYPES = Object.keys(BLOCK_LABELS) as ContentBlock['type'][]

/** A draft as the form holds it: loosely typed (the store checks it), every value as typed. */
export interface DraftForm {
  title: string
  description: string
  blocks: Array<Record<string, unknown> & { type: string }>
}

/** A block to start from when staff add one (empty texts: saving it asks for them). */
export function emptyBlock(type: string): DraftForm['blocks'][number] {
  switch (type) {
    case 'heading':
      return { type, text: '', level: 2 }
    case 'rich_text':
      return { type, html: '' }
    case 'image':
      return { type, image: { src: '', alt: '', width: 800, height: 450 } }
    case 'cards':
      return { type, cards: [{ title: '', text: '' }] }
    case 'faq':
      return { type, items: [{ question: '', answer_html: '' }] }
    case 'cta':
      return { type, label: '', href: '' }
    default:
      return { type: 'form', form: 'partnership_lead' }
  }
}

const PART = /^(0|[1-9]\d{0,2})$/

/** Nested objects and arrays from dotted names ('blocks.0.cards.1.title'); other names are ignored. */
function nest(fields: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [name, value] of fields) {
    if (!/^(title|description|blocks(\.[a-z_0-9]+)+)$/.test(name)) continue
    const parts = name.split('.')
    let node: Record<string, unknown> = root
    parts.forEach((part, i) => {
      if (part === '__proto__' || part === 'constructor' || part === 'prototype') return
      if (i === parts.length - 1) {
        node[part] = value
        return
      }
      const nextIsIndex = PART.test(parts[i + 1]!)
      const child = node[part]
      if (child === null || typeof child !== 'object') node[part] = nextIsIndex ? [] : {}
      node = node[part] as Record<string, unknown>
    })
  }
  return root
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')
/** An optional text: absent when left blank. */
const opt = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined)
/** A number field: the number typed, or the text as it is (the store's check names it). */
const num = (v: unknown) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v)
const rows = (v: unknown) => (Array.isArray(v) ? v.filter((x) => x && typeof x === 'object') : []) as Record<string, unknown>[]
const blank = (row: Record<string, unknown>) => Object.values(row).every((x) => typeof x !== 'string' || x.trim() === '')
const compact = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

/** One posted block as the draft's shape (blank optional texts dropped, blank rows of cards and answers dropped). */
function blockOf(raw: Record<string, unknown>): DraftForm['blocks'][number] {
  const type = str(raw.type)
  switch (type) {
    case 'heading':
      return { type, text: str(raw.text), level: num(raw.level) }
    case 'rich_text':
      return { type, html: str(raw.html) }
    case 'image': {
      const image = (raw.image ?? {}) as Record<string, unknown>
      return { type, image: { src: str(image.src), alt: str(image.alt), width: num(image.width), height: num(image.height) } }
    }
    case 'cards':
      return compact({
        type,
        heading: opt(raw.heading),
        cards: rows(raw.cards)
          .filter((c) => !blank(c))
          .map((c) => compact({ title: str(c.title), text: str(c.text), href: opt(c.href) })),
      })
    case 'faq':
      return compact({
        type,
        heading: opt(raw.heading),
        items: rows(raw.items)
          .filter((i) => !blank(i))
          .map((i) => ({ question: str(i.question), answer_html: str(i.answer_html) })),
      })
    case 'cta':
      return compact({ type, label: str(raw.label), href: str(raw.href), text: opt(raw.text) })
    case 'form': {
      const questions = opt(raw.questions)
      let parsed: unknown = undefined
      if (questions !== undefined) {
        try {
          parsed = JSON.parse(questions)
        } catch {
          parsed = questions
        }
      }
      return compact({ type, form: str(raw.form), heading: opt(raw.heading), text: opt(raw.text), questions: parsed })
    }
    default:
      return { type }
  }
}

/** The draft the editor's form posted. */
export function draftFromForm(fields: Iterable<[string, FormDataEntryValue]>): DraftForm {
  const texts = [...fields].filter((f): f is [string, string] => typeof f[1] === 'string')
  const root = nest(texts)
  return {
    title: str(root.title),
    description: str(root.description),
    blocks: rows(root.blocks).map(blockOf),
  }
}

/** The editor's moves on an unsaved draft: 'add:<type>', 'remove:<i>', 'up:<i>', 'down:<i>'. Unknown moves: as it is. */
export function applyMove(draft: DraftForm, move: string): DraftForm {
  const [op, arg = ''] = move.split(':')
  const blocks = [...draft.blocks]
  const i = Number(arg)
  const valid = PART.test(arg) && i < blocks.length
  if (op === 'add' && BLOCK_TYPES.includes(arg as ContentBlock['type'])) blocks.push(emptyBlock(arg))
  else if (op === 'remove' && valid) blocks.splice(i, 1)
  else if (op === 'up' && valid && i > 0) [blocks[i - 1], blocks[i]] = [blocks[i]!, blocks[i - 1]!]
  else if (op === 'down' && valid && i < blocks.length - 1) [blocks[i], blocks[i + 1]] = [blocks[i + 1]!, blocks[i]!]
  return { ...draft, blocks }
}

/** The survey's questions as the editor's text (JSON), from the draft's value. */
export function questionsText(value: unknown): string {
  if (value === undefined) return ''
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2)
}
