import { useEffect, useId, useState } from 'react'
import { Form, useFetcher, useLocation } from 'react-router'
import type { Prescription, PrescriptionActionData } from '../../contracts/prescriptions'
import { useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'
import { fileKind, pagesText, uploadedOn } from './format'
import { PRESCRIPTION_MAX_ATTACHED } from '../../core/prescriptions/limits.ts'
import { PdfIcon } from './pdf-icon'
import styles from './prescriptions.module.css'

/**
 * The account's saved prescriptions as a checkbox list (issue 9 §4 'choose a prescription saved from an earlier
 * order'): ticked ones go with this order. With JavaScript each box attaches or detaches at once (a fetcher per
 * prescription, ticked optimistically); without it the boxes are one form whose button saves the choice.
 */
export function SavedPrescriptions({
  saved,
  attached,
  answer,
}: {
  saved: Prescription[]
  attached: number[]
  answer: PrescriptionActionData | undefined
}) {
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const legendId = useId()
  const page = useLocation().pathname
  const refused = answer && !answer.ok && answer.intent !== 'upload' ? answer.message : null

  if (saved.length === 0) {
    return <p className={styles.hint}>Prescriptions you upload are saved here for your next orders.</p>
  }
  return (
    <Form method="post" action={page} className={styles.savedForm}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="select" />
      {!hydrated && <input type="hidden" name="redirectTo" value={page} />}
      <fieldset className={styles.fieldset} aria-describedby={`${legendId}-hint`}>
        <legend id={legendId} className={styles.label}>
          Saved prescriptions
        </legend>
        <p id={`${legendId}-hint`} className={styles.hint}>
          Tick the prescriptions for this order (up to {PRESCRIPTION_MAX_ATTACHED}).
        </p>
        <ul className={styles.savedList}>
          {saved.map((p) => (
            <SavedItem key={p.id} prescription={p} attached={attached.includes(p.id)} csrf={csrf} />
          ))}
        </ul>
      </fieldset>
      {refused && (
        <p role="alert" className={styles.error}>
          {refused}
        </p>
      )}
      {!hydrated && (
        <button type="submit" className={styles.secondary}>
          Attach selected
        </button>
      )}
    </Form>
  )
}

function SavedItem({ prescription: p, attached, csrf }: { prescription: Prescription; attached: boolean; csrf: string }) {
  const fetcher = useFetcher<PrescriptionActionData>({ key: `prescription-choice-${p.id}` })
  const page = useLocation().pathname
  const id = useId()
  // Ticked at once: what was clicked until the fetcher carries it, then what it carries, then what the server says.
  const [clicked, setClicked] = useState<boolean | null>(null)
  useEffect(() => setClicked(null), [attached, fetcher.data])
  const pending = fetcher.formData?.get('intent')
  const checked = pending === 'attach' ? true : pending === 'detach' ? false : (clicked ?? attached)
  const error = fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data.message : null
  const when = uploadedOn(p.created_at)
  return (
    <li className={styles.savedItem}>
      <input
        id={id}
        type="checkbox"
        name="prescription_id"
        value={p.id}
        checked={checked}
        className={styles.checkbox}
        aria-describedby={`${id}-meta${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          const on = e.currentTarget.checked
          setClicked(on)
          void fetcher.submit(
            { _csrf: csrf, intent: on ? 'attach' : 'detach', prescription_id: String(p.id) },
            { method: 'post', action: page },
          )
        }}
      />
      <label htmlFor={id} className={styles.savedLabel}>
        {p.thumbnail_url ? (
          <img src={p.thumbnail_url} alt="" width={56} height={56} loading="lazy" className={styles.thumb} />
        ) : (
          <PdfIcon className={styles.thumb} />
        )}
        <span className={styles.savedName}>
          {p.patient_name}
          <span className="visually-hidden">{`, uploaded ${when}`}</span>
        </span>
      </label>
      <p id={`${id}-meta`} className={styles.meta}>
        {`Uploaded ${when} · ${pagesText(p.file_count)}`}
        {p.status === 'approved' && ' · checked by our pharmacist'}
      </p>
      <ul className={styles.fileLinks} aria-label={`Files of ${p.patient_name}’s prescription of ${when}`}>
        {p.files.map((f) => (
          <li key={f.id}>
            <a href={f.url} target="_blank" rel="noopener noreferrer">
              {`Page ${f.position} (${fileKind(f.content_type)})`}
              <span className="visually-hidden">, opens in a new tab</span>
            </a>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  )
}
