import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/consultation-home'
import { ConsultNowStatus, useLiveConsultNow } from '~/consultations/consult-now'
import { consultationHome } from '~/consultations/finding.server'
import { HydrateApart } from '~/shell/hydrate-apart'
import styles from '~/consultations/finding.module.css'
import { specialtyPath } from '../../core/consultations/finding.ts'
import { formatRupees } from '../../core/money.ts'

// issue 24 §2: the consultation home (spec 1 §2.2: the CONSULT DOCTORS tab; spec 2 §2: open to corporate users). The
// specialties by their common symptoms, each with its doctors, lowest fee and 'consult now' (kept live), how it works,
// what we promise, and the questions people ask (as Practo, 1mg and Apollo 24|7 answer them).
export async function loader({ context }: Route.LoaderArgs) {
  return consultationHome(context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Consult a doctor online: chat, audio or video | MedWise' },
  {
    name: 'description',
    content:
      'Consult registered doctors online by chat, audio or video in minutes or at a time you choose, and order medicines from the e-prescription in one step.',
  },
]

const STEPS = [
  ['Choose a specialty or a doctor', 'Pick what is troubling you, or a doctor by language, fee and experience.'],
  ['Consult by chat, audio or video', 'Now, with the first free doctor, or at a time you book up to 7 days ahead.'],
  ['Get your e-prescription', 'Order the medicines or book the tests it names in one step, with 7 days of free follow-up chat.'],
] as const

const FAQ = [
  [
    'Who are the doctors?',
    'Every doctor is registered with the National Medical Commission or a State Medical Council; their registration number and council are on their page.',
  ],
  [
    'Is my consultation private?',
    'Only you and your doctor can open the consultation, its chat and its files. Calls are not recorded.',
  ],
  [
    'What if the doctor does not join?',
    'If your doctor has not joined 10 minutes after the start, you may consult another doctor at once or have a full refund, which is paid automatically if you do nothing.',
  ],
  [
    'Can I book for someone in my family?',
    'Yes. Choose the family member when you book; for a child, an adult of the family gives consent.',
  ],
] as const

export default function ConsultationHome() {
  const { specialties, consultNow } = useLoaderData<typeof loader>()
  const live = useLiveConsultNow(consultNow)
  const withDoctors = specialties.filter((s) => s.doctors > 0)
  return (
    <div className={`page ${styles.finding}`}>
      <section className="hero" aria-labelledby="consult-title">
        <h1 id="consult-title">Consult a doctor online</h1>
        <p>Registered doctors by chat, audio or video, in minutes or at a time you choose.</p>
      </section>

      <HydrateApart>
        <section aria-labelledby="symptoms">
          <h2 id="symptoms">What is troubling you?</h2>
          <ul className="chips">
            {withDoctors.flatMap((s) =>
              s.symptoms.map((symptom) => (
                <li key={`${s.code}-${symptom}`}>
                  <Link to={specialtyPath(s.code)}>
                    {symptom}
                    <span className="visually-hidden">{`(${s.name})`}</span>
                  </Link>
                </li>
              )),
            )}
          </ul>
        </section>
      </HydrateApart>
      <HydrateApart>
        <section aria-labelledby="specialties">
          <h2 id="specialties">Specialties</h2>
          <ul className={styles.list}>
            {specialties.map((s) => {
              const now = live[s.code]
              return (
                <li key={s.code} className={styles.card}>
                  <h3>
                    <Link to={specialtyPath(s.code)}>{s.name}</Link>
                  </h3>
                  <p className={styles.meta}>
                    {s.doctors === 0
                      ? 'No doctors yet'
                      : `${s.doctors} ${s.doctors === 1 ? 'doctor' : 'doctors'}${s.fee_from === null ? '' : ` · from ${formatRupees(s.fee_from)}`}`}
                  </p>
                  <p className={styles.meta}>{`For ${s.symptoms.join(', ').toLowerCase()}`}</p>
                  {now && <ConsultNowStatus brief={now} name={s.name} />}
                  {s.doctors > 0 && (
                    <div className={styles.actions}>
                      <Link to={specialtyPath(s.code)}>
                        {`See ${s.doctors === 1 ? 'the doctor' : `all ${s.doctors} doctors`}`}
                        <span className="visually-hidden">{` in ${s.name}`}</span>
                      </Link>
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      </HydrateApart>
      {/* Below the first screens: laid out when near the viewport, hydrated apart. */}
      <HydrateApart>
        <section aria-labelledby="how" className="later-on-screen">
          <h2 id="how">How it works</h2>
          <ol className={styles.steps}>
            {STEPS.map(([title, text]) => (
              <li key={title}>
                <strong>{title}.</strong> {text}
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="promise" className="later-on-screen">
          <h2 id="promise">Our promise</h2>
          <ul className={styles.steps}>
            <li>Registered doctors only: each one&apos;s registration number and council is on their page.</li>
            <li>Private: only you and your doctor see the consultation; calls are not recorded.</li>
            <li>A lawful e-prescription, valid at our pharmacy: order from it without uploading anything.</li>
          </ul>
        </section>

        <section aria-labelledby="faq" className={`${styles.faq} later-on-screen`}>
          <h2 id="faq">Questions people ask</h2>
          {FAQ.map(([q, a]) => (
            <div key={q}>
              <h3>{q}</h3>
              <p>{a}</p>
            </div>
          ))}
        </section>
      </HydrateApart>
    </div>
  )
}
