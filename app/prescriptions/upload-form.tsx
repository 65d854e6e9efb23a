import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import type { PrescriptionActionData } from '../../contracts/prescriptions'
import { useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'
import {
  PATIENT_NAME_FIELD,
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_FILE_FIELD,
  PRESCRIPTION_TEXTS,
  uploadProblems,
} from '../../core/prescriptions/limits.ts'
import styles from './prescriptions.module.css'

export const UPLOAD_FETCHER_KEY = 'prescription-upload'

/**
 * The upload form (issue 9 §4): the prescription's photos or PDF (several at once) and the patient's name. A plain
 * multipart form the page's action handles without JavaScript; with it, a fetcher that says 'Uploading…', checks the
 * count and sizes as soon as files are chosen, and empties the form once the prescription is saved. The upload rules'
 * messages show under the file field, which names them in aria-describedby.
 */
export function UploadForm({ answer }: { answer: PrescriptionActionData | undefined }) {
  const fetcher = useFetcher<PrescriptionActionData>({ key: UPLOAD_FETCHER_KEY })
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  // The page it is on (the cart's prescription step, or the order with a prescription alone) handles it.
  const page = useLocation().pathname
  const formRef = useRef<HTMLFormElement>(null)
  const [chosen, setChosen] = useState<string[]>([])
  const ids = { file: useId(), hint: useId(), fileError: useId(), name: useId(), nameError: useId(), status: useId() }

  const busy = fetcher.state !== 'idle'
  // A fetcher's answer with JavaScript; the action's answer (the page rendered again) without.
  const result = fetcher.data ?? answer
  const failed = result && !result.ok && (result.intent === 'upload' || result.intent === null) ? result : null
  const fileErrors = chosen.length ? chosen : (failed?.fields.prescription ?? [])
  const nameErrors = failed?.fields.patient_name ?? []
  const general = failed && !fileErrors.length && !nameErrors.length ? failed.message : null
  const done = fetcher.state === 'idle' && fetcher.data?.ok === true && fetcher.data.intent === 'upload' ? fetcher.data : null

  useEffect(() => {
    if (done) {
      formRef.current?.reset()
      setChosen([])
    }
  }, [done])

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={page}
      className={styles.uploadForm}
      noValidate
      aria-busy={busy || undefined}
    >
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value="upload" />
      {!hydrated && <input type="hidden" name="redirectTo" value={page} />}
      <div className={styles.field}>
        <label htmlFor={ids.file} className={styles.label}>
          Photos or PDF of the prescription
        </label>
        <p id={ids.hint} className={styles.hint}>
          {PRESCRIPTION_TEXTS.limits}
        </p>
        <input
          id={ids.file}
          type="file"
          name={PRESCRIPTION_FILE_FIELD}
          multiple
          accept={PRESCRIPTION_ACCEPT}
          className={styles.fileInput}
          aria-invalid={fileErrors.length ? true : undefined}
          aria-describedby={fileErrors.length ? `${ids.hint} ${ids.fileError}` : ids.hint}
          onChange={(e) => setChosen(uploadProblems([...(e.currentTarget.files ?? [])]))}
        />
        {fileErrors.length > 0 && (
          <div id={ids.fileError} role="alert" className={styles.error}>
            {fileErrors.length === 1 ? (
              <p>{fileErrors[0]}</p>
            ) : (
              <ul>
                {fileErrors.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.name} className={styles.label}>
          Patient name
        </label>
        <input
          id={ids.name}
          type="text"
          name={PATIENT_NAME_FIELD}
          autoComplete="name"
          maxLength={200}
          className={styles.textInput}
          defaultValue={failed?.patientName ?? ''}
          aria-invalid={nameErrors.length ? true : undefined}
          aria-describedby={nameErrors.length ? ids.nameError : undefined}
        />
        {nameErrors.length > 0 && (
          <p id={ids.nameError} role="alert" className={styles.error}>
            {nameErrors[0]}
          </p>
        )}
      </div>
      {general && (
        <p role="alert" className={styles.error}>
          {general}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy || chosen.length > 0}>
        {busy ? 'Uploading…' : 'Upload prescription'}
      </button>
      <p id={ids.status} role="status" className={styles.status}>
        {busy ? 'Uploading…' : (done?.notice ?? '')}
      </p>
    </fetcher.Form>
  )
}
