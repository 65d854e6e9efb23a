import type { FormKind } from '../../contracts/content-pages'
import { BLOCK_LABELS, BLOCK_TYPES, questionsText, type DraftForm } from './editor-form'
import styles from './editor.module.css'

// Issue 27 §1 (decision 083): the fields of the content page editor. Every field is named by its path in the draft,
// so the store's error for 'blocks.2.html' shows beside that field (and in the list of problems at the top).

export type FieldErrors = Record<string, string>

export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`

const FORM_LABELS: Record<FormKind, string> = {
  partnership_lead: 'Partnership lead form',
  campaign_question: 'Question for a pharmacist',
  survey: 'Survey',
  insurer_activation: 'Insurer activation',
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '')

function Field({
  name,
  label,
  value,
  errors,
  multiline,
  hint,
  inputMode,
}: {
  name: string
  label: string
  value: unknown
  errors: FieldErrors
  multiline?: boolean
  hint?: string
  inputMode?: 'numeric'
}) {
  const id = fieldId(name)
  const error = errors[name]
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = { id, name, defaultValue: text(value), 'aria-invalid': error ? true : undefined, 'aria-describedby': described }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} inputMode={inputMode} />}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

function Choice({
  name,
  label,
  value,
  options,
  errors,
}: {
  name: string
  label: string
  value: unknown
  options: ReadonlyArray<[string, string]>
  errors: FieldErrors
}) {
  const id = fieldId(name)
  const error = errors[name]
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={text(value)} aria-describedby={error ? `${id}-error` : undefined}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

const RICH_HINT = 'HTML: p, br, strong, em, ul, ol, li, h3, h4, blockquote and links. Anything else is removed on save.'

const rowsOf = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]) : [])

function BlockFields({ block, at, errors }: { block: DraftForm['blocks'][number]; at: string; errors: FieldErrors }) {
  const f = (name: string) => `${at}.${name}`
  switch (block.type) {
    case 'heading':
      return (
        <>
          <Field name={f('text')} label="Heading text" value={block.text} errors={errors} />
          <Choice
            name={f('level')}
            label="Level"
            value={block.level ?? 2}
            options={[
              ['2', 'Section heading (h2)'],
              ['3', 'Sub-heading (h3)'],
            ]}
            errors={errors}
          />
        </>
      )
    case 'rich_text':
      return <Field name={f('html')} label="Text (HTML)" value={block.html} errors={errors} multiline hint={RICH_HINT} />
    case 'image': {
      const image = (block.image ?? {}) as Record<string, unknown>
      return (
        <>
          <Field name={f('image.src')} label="Image address (a path of this site or https)" value={image.src} errors={errors} />
          <Field name={f('image.alt')} label="Description for screen readers" value={image.alt} errors={errors} />
          <Field name={f('image.width')} label="Width (px)" value={image.width} errors={errors} inputMode="numeric" />
          <Field name={f('image.height')} label="Height (px)" value={image.height} errors={errors} inputMode="numeric" />
        </>
      )
    }
    case 'cards': {
      const cards = [...rowsOf(block.cards), {}]
      return (
        <>
          <Field name={f('heading')} label="Heading of the cards (optional)" value={block.heading} errors={errors} />
          {errors[f('cards')] ? <p className={styles.error}>{errors[f('cards')]}</p> : null}
          {cards.map((c, j) => (
            <div key={j} className={styles.row} role="group" aria-label={j < cards.length - 1 ? `Card ${j + 1}` : 'New card'}>
              {j === cards.length - 1 ? <p className={styles.muted}>New card (leave blank to add none)</p> : null}
              <Field name={f(`cards.${j}.title`)} label={`Card ${j + 1} title`} value={c.title} errors={errors} />
              <Field name={f(`cards.${j}.text`)} label={`Card ${j + 1} text`} value={c.text} errors={errors} />
              <Field name={f(`cards.${j}.href`)} label={`Card ${j + 1} link (optional)`} value={c.href} errors={errors} />
            </div>
          ))}
        </>
      )
    }
    case 'faq': {
      const items = [...rowsOf(block.items), {}]
      return (
        <>
          <Field name={f('heading')} label="Heading of the questions (optional)" value={block.heading} errors={errors} />
          {errors[f('items')] ? <p className={styles.error}>{errors[f('items')]}</p> : null}
          {items.map((i, j) => (
            <div
              key={j}
              className={styles.row}
              role="group"
              aria-label={j < items.length - 1 ? `Question ${j + 1}` : 'New question'}
            >
              {j === items.length - 1 ? <p className={styles.muted}>New question (leave blank to add none)</p> : null}
              <Field name={f(`items.${j}.question`)} label={`Question ${j + 1}`} value={i.question} errors={errors} />
              <Field
                name={f(`items.${j}.answer_html`)}
                label={`Answer ${j + 1} (HTML)`}
                value={i.answer_html}
                errors={errors}
                multiline
                hint={RICH_HINT}
              />
            </div>
          ))}
        </>
      )
    }
    case 'cta':
      return (
        <>
          <Field name={f('text')} label="Text before the button (optional)" value={block.text} errors={errors} />
          <Field name={f('label')} label="Button label" value={block.label} errors={errors} />
          <Field name={f('href')} label="Button link (a path of this site or https)" value={block.href} errors={errors} />
        </>
      )
    case 'form':
      return (
        <>
          <Choice name={f('form')} label="Which form" value={block.form} options={Object.entries(FORM_LABELS)} errors={errors} />
          <Field name={f('heading')} label="Heading of the form (optional)" value={block.heading} errors={errors} />
          <Field name={f('text')} label="Text above the form (optional)" value={block.text} errors={errors} />
          {block.form === 'survey' || block.questions !== undefined ? (
            <Field
              name={f('questions')}
              label="Survey questions (JSON)"
              value={questionsText(block.questions)}
              errors={errors}
              multiline
              hint="A list of questions: id, kind (text, choice, rating, phone, pincode), label, required, options for a choice."
            />
          ) : null}
        </>
      )
    default:
      return <p className={styles.error}>A block of an unknown kind: remove it.</p>
  }
}

/** The draft's fields: title, description and each block with its moves, then 'add a block'. */
export function DraftFields({ draft, errors }: { draft: DraftForm; errors: FieldErrors }) {
  const count = draft.blocks.length
  return (
    <>
      <Field name="title" label="Title (the page's h1 and browser title)" value={draft.title} errors={errors} />
      <Field
        name="description"
        label="Description (for search engines, 300 characters at most)"
        value={draft.description}
        errors={errors}
        multiline
      />
      {draft.blocks.map((block, i) => {
        const at = `blocks.${i}`
        const label = BLOCK_LABELS[block.type as keyof typeof BLOCK_LABELS] ?? block.type
        return (
          <fieldset key={i} className={styles.block} aria-describedby={errors[at] ? `${fieldId(at)}-error` : undefined}>
            <legend>
              Block {i + 1}: {label}
            </legend>
            <input type="hidden" name={`${at}.type`} value={block.type} />
            {errors[at] ? (
              <p id={`${fieldId(at)}-error`} className={styles.error}>
                {errors[at]}
              </p>
            ) : null}
            <BlockFields block={block} at={at} errors={errors} />
            <div className={styles.actions}>
              <button type="submit" name="intent" value={`up:${i}`} disabled={i === 0}>
                Move up<span className="visually-hidden"> block {i + 1}</span>
              </button>
              <button type="submit" name="intent" value={`down:${i}`} disabled={i === count - 1}>
                Move down<span className="visually-hidden"> block {i + 1}</span>
              </button>
              <button type="submit" name="intent" value={`remove:${i}`}>
                Remove<span className="visually-hidden"> block {i + 1}</span>
              </button>
            </div>
          </fieldset>
        )
      })}
      <div className={styles.actions}>
        <div className={styles.field}>
          <label htmlFor="add-type">Add a block</label>
          <select id="add-type" name="add_type" defaultValue="rich_text">
            {BLOCK_TYPES.map((t) => (
              <option key={t} value={t}>
                {BLOCK_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="add">
          Add
        </button>
      </div>
    </>
  )
}
