import { describe, expect, test } from 'vitest'
import { applyMove, draftFromForm, type DraftForm } from './editor-form.ts'

describe('draftFromForm', () => {
  test('nests dotted names, converts numbers, drops blank optional texts and blank rows', () => {
    const draft = draftFromForm([
      ['_csrf', 'x'],
      ['intent', 'save'],
      ['title', 'Medicines you can trust'],
      ['description', 'How we check'],
      ['blocks.0.type', 'heading'],
      ['blocks.0.text', 'Why'],
      ['blocks.0.level', '3'],
      ['blocks.1.type', 'cards'],
      ['blocks.1.heading', ''],
      ['blocks.1.cards.0.title', 'A'],
      ['blocks.1.cards.0.text', 'a'],
      ['blocks.1.cards.0.href', ''],
      ['blocks.1.cards.1.title', ''],
      ['blocks.1.cards.1.text', ''],
      ['blocks.1.cards.1.href', ''],
      ['blocks.2.type', 'image'],
      ['blocks.2.image.src', '/i.png'],
      ['blocks.2.image.alt', 'i'],
      ['blocks.2.image.width', '800'],
      ['blocks.2.image.height', 'tall'],
      ['blocks.3.type', 'form'],
      ['blocks.3.form', 'survey'],
      ['blocks.3.questions', '[{"id":"a"}]'],
      ['blocks.4.type', 'form'],
      ['blocks.4.form', 'survey'],
      ['blocks.4.questions', '[not json'],
    ])
    expect(draft).toEqual({
      title: 'Medicines you can trust',
      description: 'How we check',
      blocks: [
        { type: 'heading', text: 'Why', level: 3 },
        { type: 'cards', cards: [{ title: 'A', text: 'a' }] },
        { type: 'image', image: { src: '/i.png', alt: 'i', width: 800, height: 'tall' } },
        { type: 'form', form: 'survey', questions: [{ id: 'a' }] },
        { type: 'form', form: 'survey', questions: '[not json' },
      ],
    })
  })

  test('ignores names outside the draft and prototype keys', () => {
    const draft = draftFromForm([
      ['blocks.0.__proto__.polluted', 'x'],
      ['constructor', 'x'],
      ['blocks.0.type', 'rich_text'],
      ['blocks.0.html', '<p>x</p>'],
    ])
    expect(draft.blocks).toEqual([{ type: 'rich_text', html: '<p>x</p>' }])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('applyMove', () => {
  const draft: DraftForm = {
    title: 't',
    description: 'd',
    blocks: [
      { type: 'heading', text: 'A' },
      { type: 'heading', text: 'B' },
      { type: 'heading', text: 'C' },
    ],
  }
  const texts = (d: DraftForm) => d.blocks.map((b) => b.text ?? b.type)
  test.each([
    ['up:1', ['B', 'A', 'C']],
    ['up:0', ['A', 'B', 'C']],
    ['down:1', ['A', 'C', 'B']],
    ['down:2', ['A', 'B', 'C']],
    ['remove:0', ['B', 'C']],
    ['remove:7', ['A', 'B', 'C']],
    ['add:faq', ['A', 'B', 'C', 'faq']],
    ['add:script', ['A', 'B', 'C']],
    ['nonsense', ['A', 'B', 'C']],
  ])('%s', (move, after) => {
    expect(texts(applyMove(draft, move))).toEqual(after)
  })
})
