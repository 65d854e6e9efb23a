import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { MAX_NOTE_CHARS } from '../../core/consultations/notes.ts'
import { useCsrfToken } from '~/lib/forms'
import styles from '~/consultations/prescription.module.css'
import { PrescriptionSheet } from '~/consultations/prescription-sheet'
import { prescriptionDeskAction, prescriptionDeskLoader } from '~/consultations/prescription-desk.server'
import type { Route } from './+types/staff-consultation-prescription'

// /staff/consultations/{id}/prescription (issue 24 §5): the consultation's doctor writes the e-prescription
// (app/consultations/prescription-desk.server.ts). Without JavaScript: GET searches keep the chosen medicines and tests
// in the URL; one POST signs the prescription. The doctor's private notes (decision 064) are a second POST form beside
// the patient's history, saved before, during and after the consultation; they are never shown to the patient.

export function loader({ request, context, params }: Route.LoaderArgs) {
  return prescriptionDeskLoader(request, context, params.id)
}

export function action({ request, context, params }: Route.ActionArgs) {
  return prescriptionDeskAction(request, context, params.id)
}

export const meta: Route.MetaFunction = () => [{ title: 'Write prescription | MedWise' }, { name: 'robots', content: 'noindex' }]

const GENDER: Record<string, string> = { male: 'Male', female: 'Female', other: 'Other' }

export default function StaffConsultationPrescription() {
  const d = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const values: Record<string, string> =
    (refused && 'values' in refused ? (refused.values as Record<string, string>) : null) ?? {}
  const notesRefused = refused && !refused.ok && 'form' in refused && refused.form === 'notes' ? refused : null
  const rxRefused = refused && !refused.ok && !notesRefused ? refused : null
  const value = (name: string, fallback = '') => values[name] ?? fallback
  const keep = (extra: { m?: number[]; t?: number[] }) => {
    const p = new URLSearchParams()
    for (const m of extra.m ?? d.chosen.map((c) => c.sku_id)) p.append('m', String(m))
    for (const t of extra.t ?? d.tests.map((x) => x.id)) p.append('t', String(t))
    return `?${p.toString()}`
  }
  const c = d.consultation
  const who = [c.patientAge === null ? null : `${c.patientAge} years`, c.patientGender ? GENDER[c.patientGender] : null]
  return (
    <section className={styles.page} aria-labelledby="rx-title">
      <h1 id="rx-title" className={styles.title}>
        Prescription for {c.patientName}
      </h1>
      <p>
        {who.filter(Boolean).join(' · ')} · {c.mode} · {c.state} ·{' '}
        {d.visit === 'follow_up' ? 'Follow-up consultation' : 'First consultation'}
      </p>
      <nav aria-label="On this page">
        <a href="#notes">Your notes</a> · <a href="#rx-history">The patient’s history</a>
      </nav>
      {d.prescription ? (
        <>
          <p role="status" className={styles.notice}>
            Signed at {new Date(d.prescription.signed_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}. A signed
            prescription cannot be changed.
          </p>
          <PrescriptionSheet rx={d.prescription} />
          <p>
            <a className={styles.action} href={d.prescription.pdf_url} download>
              Download PDF
            </a>
          </p>
        </>
      ) : !d.writable ? (
        <p role="status">The prescription is written once the consultation has started.</p>
      ) : (
        <>
          <div className={styles.box}>
            <h2>What this consultation may prescribe</h2>
            <ul className={styles.list}>
              <li>List O (over the counter) always.</li>
              <li>
                {d.visit === 'follow_up' || c.mode === 'Video call' ? 'List A: yes.' : d.rules.tpg_list_a_video_or_follow_up}.
              </li>
              <li>{d.visit === 'follow_up' ? 'List B: yes, as an add-on.' : `${d.rules.tpg_list_b_follow_up_only}.`}</li>
              <li>{d.rules.tpg_prohibited}.</li>
            </ul>
          </div>

          <Form method="get" className={styles.box} aria-labelledby="find-medicine">
            <h2 id="find-medicine">Add a medicine</h2>
            {d.chosen.map((m) => (
              <input key={m.sku_id} type="hidden" name="m" value={m.sku_id} />
            ))}
            {d.tests.map((t) => (
              <input key={t.id} type="hidden" name="t" value={t.id} />
            ))}
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor="rx-q">Medicine name</label>
                <input id="rx-q" name="q" defaultValue={d.q} minLength={2} maxLength={60} required />
              </div>
              <button type="submit">Find medicine</button>
            </div>
            {d.q && d.hits.length === 0 && <p role="status">No medicine matches ‘{d.q}’.</p>}
            {d.hits.length > 0 && (
              <ul className={styles.list} aria-label="Medicines found">
                {d.hits.map((h) => (
                  <li key={h.sku_id}>
                    <span className={styles.medicine}>{h.name}</span> · {h.pack} · {h.list}
                    {h.refusal && <span className={styles.refused}> · Not allowed here: {h.refusal}</span>}{' '}
                    {d.chosen.some((m) => m.sku_id === h.sku_id) ? (
                      <span className={styles.muted}>(added)</span>
                    ) : (
                      <Link to={keep({ m: [...d.chosen.map((x) => x.sku_id), h.sku_id] })} aria-label={`Add ${h.name}`}>
                        Add
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Form>

          <Form method="get" className={styles.box} aria-labelledby="find-test">
            <h2 id="find-test">Advise a lab test</h2>
            {d.chosen.map((m) => (
              <input key={m.sku_id} type="hidden" name="m" value={m.sku_id} />
            ))}
            {d.tests.map((t) => (
              <input key={t.id} type="hidden" name="t" value={t.id} />
            ))}
            <div className={styles.row}>
              <div className={styles.field}>
                <label htmlFor="rx-tq">Test name</label>
                <input id="rx-tq" name="tq" defaultValue={d.tq} minLength={2} maxLength={60} required />
              </div>
              <button type="submit">Find test</button>
            </div>
            {d.testHits.length > 0 && (
              <ul className={styles.list} aria-label="Tests found">
                {d.testHits.map((t) => (
                  <li key={t.id}>
                    {t.name}{' '}
                    {d.tests.some((x) => x.id === t.id) ? (
                      <span className={styles.muted}>(added)</span>
                    ) : (
                      <Link to={keep({ t: [...d.tests.map((x) => x.id), t.id] })} aria-label={`Advise ${t.name}`}>
                        Add
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Form>

          <Form method="post" className={`${styles.box} ${styles.form}`} aria-labelledby="write-rx">
            <h2 id="write-rx">Prescription</h2>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="rows" value={d.chosen.length} />
            {rxRefused && (
              <p role="alert" className={styles.error}>
                {rxRefused.message}
              </p>
            )}
            <div className={styles.field}>
              <label htmlFor="rx-address">Your address (printed)</label>
              <input
                id="rx-address"
                name="doctor_address"
                defaultValue={value('doctor_address', d.defaults.address)}
                required
                maxLength={300}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="rx-contact">Your contact (mobile or e-mail)</label>
              <input
                id="rx-contact"
                name="doctor_contact"
                defaultValue={value('doctor_contact', d.defaults.contact)}
                required
                maxLength={200}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="rx-complaints">Chief complaints</label>
              <textarea
                id="rx-complaints"
                name="complaints"
                defaultValue={value('complaints', c.symptoms)}
                maxLength={1000}
                rows={2}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="rx-diagnosis">Diagnosis</label>
              <input id="rx-diagnosis" name="diagnosis" defaultValue={value('diagnosis')} required maxLength={500} />
            </div>
            <div className={styles.row}>
              <input id="rx-provisional" type="checkbox" name="provisional" defaultChecked={value('provisional') === 'on'} />
              <label htmlFor="rx-provisional">Provisional diagnosis</label>
            </div>
            <fieldset className={styles.form}>
              <legend className={styles.legend}>Medicines</legend>
              {d.chosen.length === 0 && <p className={styles.muted}>Search above to add medicines.</p>}
              {d.chosen.map((m, i) => (
                <div key={m.sku_id} className={styles.box} role="group" aria-labelledby={`rx-med-${i}`}>
                  <input type="hidden" name={`sku_id_${i}`} value={m.sku_id} />
                  <p id={`rx-med-${i}`} className={styles.medicine}>
                    {i + 1}. {m.name.toUpperCase()} <span className={styles.muted}>({m.list})</span>{' '}
                    <Link
                      to={keep({ m: d.chosen.filter((x) => x.sku_id !== m.sku_id).map((x) => x.sku_id) })}
                      aria-label={`Remove ${m.name}`}
                    >
                      Remove
                    </Link>
                  </p>
                  {m.refusal && <p className={styles.refused}>Not allowed here: {m.refusal}</p>}
                  <div className={styles.fields}>
                    {(
                      [
                        ['strength', 'Strength', '500 mg'],
                        ['dose', 'Dose', '1 tablet'],
                        ['frequency', 'Frequency', 'Twice a day'],
                        ['duration', 'Duration', '5 days'],
                        ['instructions', 'Instructions', 'After food'],
                        ['quantity', 'Packs to dispense', '1'],
                      ] as const
                    ).map(([name, label, hint]) => (
                      <div key={name} className={styles.field}>
                        <label htmlFor={`rx-${name}-${i}`}>{label}</label>
                        <input
                          id={`rx-${name}-${i}`}
                          name={`${name}_${i}`}
                          placeholder={hint}
                          defaultValue={value(`${name}_${i}`, name === 'quantity' ? '1' : '')}
                          required={name !== 'instructions'}
                          inputMode={name === 'quantity' ? 'numeric' : undefined}
                          maxLength={name === 'instructions' ? 200 : 60}
                        />
                      </div>
                    ))}
                  </div>
                </div>
              ))}
            </fieldset>
            <fieldset className={styles.form}>
              <legend className={styles.legend}>Investigations</legend>
              {d.tests.length === 0 ? (
                <p className={styles.muted}>Search above to advise lab tests.</p>
              ) : (
                <ul className={styles.list}>
                  {d.tests.map((t) => (
                    <li key={t.id}>
                      <input type="hidden" name="test_id" value={t.id} />
                      {t.name}{' '}
                      <Link
                        to={keep({ t: d.tests.filter((x) => x.id !== t.id).map((x) => x.id) })}
                        aria-label={`Remove ${t.name}`}
                      >
                        Remove
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
            <div className={styles.field}>
              <label htmlFor="rx-advice">Advice</label>
              <textarea id="rx-advice" name="advice" defaultValue={value('advice')} maxLength={2000} rows={3} />
            </div>
            <div className={styles.fields}>
              <div className={styles.field}>
                <label htmlFor="rx-follow-days">Follow up after (days)</label>
                <input id="rx-follow-days" name="follow_up_days" inputMode="numeric" defaultValue={value('follow_up_days')} />
              </div>
              <div className={styles.field}>
                <label htmlFor="rx-follow-note">Follow-up note</label>
                <input id="rx-follow-note" name="follow_up_note" defaultValue={value('follow_up_note')} maxLength={300} />
              </div>
            </div>
            <button type="submit" className={styles.primary} disabled={busy}>
              Sign prescription
            </button>
          </Form>
        </>
      )}

      <Form method="post" id="notes" className={`${styles.box} ${styles.form}`} aria-labelledby="notes-title">
        <h2 id="notes-title">Your notes</h2>
        <p className={styles.muted} id="notes-hint">
          Private clinical notes: only you see them, never the patient. Save them as often as you like, during and after the
          consultation (at most {MAX_NOTE_CHARS.toLocaleString('en-IN')} characters).
        </p>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="notes" />
        {d.chosen.map((m) => (
          <input key={m.sku_id} type="hidden" name="m" value={m.sku_id} />
        ))}
        {d.tests.map((t) => (
          <input key={t.id} type="hidden" name="t" value={t.id} />
        ))}
        {notesRefused && (
          <p role="alert" className={styles.error}>
            {notesRefused.message}
          </p>
        )}
        {d.notes.saved && !notesRefused && (
          <p role="status" className={styles.notice}>
            Notes saved.
          </p>
        )}
        <div className={styles.field}>
          <label htmlFor="notes-text">Doctor’s notes</label>
          <textarea
            id="notes-text"
            name="notes"
            rows={6}
            maxLength={MAX_NOTE_CHARS}
            aria-describedby="notes-hint"
            defaultValue={notesRefused ? notesRefused.notes : d.notes.text}
            key={d.notes.updatedAt ?? 'new'}
          />
        </div>
        {d.notes.updatedAt && (
          <p className={styles.muted}>
            Last saved {new Date(d.notes.updatedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}.
          </p>
        )}
        <button type="submit" disabled={busy}>
          Save notes
        </button>
      </Form>

      <section className={styles.box} aria-labelledby="rx-history">
        <h2 id="rx-history">The patient’s history with us</h2>
        <p className={styles.muted}>
          Shown with the patient’s {d.history.consent.kind} consent
          {d.history.consent.by ? ` (given by ${d.history.consent.by})` : ''} at booking.
        </p>
        <h3>Consultations</h3>
        {d.history.consultations.length === 0 ? (
          <p>None before this one.</p>
        ) : (
          <ul className={styles.list}>
            {d.history.consultations.map((h) => (
              <li key={h.id}>
                {h.date} · {h.doctor} · {h.state}
                {h.diagnosis ? ` · ${h.diagnosis}` : ''}
              </li>
            ))}
          </ul>
        )}
        <h3>Medicines ordered</h3>
        {d.history.medicines.length === 0 ? (
          <p>No orders yet.</p>
        ) : (
          <ul className={styles.list}>
            {d.history.medicines.map((m, i) => (
              <li key={i}>
                {m.date} · {m.name} × {m.quantity} ({m.order})
              </li>
            ))}
          </ul>
        )}
        <h3>Lab reports</h3>
        {d.history.labReports.length === 0 ? (
          <p>No lab reports yet.</p>
        ) : (
          <ul className={styles.list}>
            {d.history.labReports.map((r) => (
              <li key={r.id}>
                {r.date} · {r.patient}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}
