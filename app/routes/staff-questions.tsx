import { Form, useActionData, useLoaderData } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { staffQuestionsAction, staffQuestionsLoader } from '~/partnerships/staff.server'
import styles from '~/grievances/grievances.module.css'
import { QUESTION_LIMITS, QUESTION_STATUS_LABELS } from '../../core/partnerships/leads.ts'
import { dayInIndia } from '../../core/content/dates.ts'
import type { Route } from './+types/staff-questions'

// /staff/questions (issue 27 §5; decision 084): the campaign's questions (/trust/sawaaluthao). A pharmacist answers;
// a second pharmacist or an admin approves (published on the page, the asker told) or rejects. Nobody approves their
// own answer. Every move audited.

export function loader({ context }: Route.LoaderArgs) {
  return staffQuestionsLoader(context)
}

export function action({ request, context }: Route.ActionArgs) {
  return staffQuestionsAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Questions to pharmacists | MedWise' },
  { name: 'robots', content: 'noindex' },
]

const DONE: Record<string, string> = {
  answer: 'answered: a second pharmacist reviews it',
  approve: 'published',
  reject: 'not published',
}

export default function StaffQuestions() {
  const { rows, staffId, canAnswer } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const csrf = useCsrfToken()
  return (
    <section className={styles.page} aria-labelledby="staff-questions">
      <h1 id="staff-questions" className={styles.title}>
        Questions to pharmacists
      </h1>
      <p>Unanswered first. An answer is published on /trust/sawaaluthao after a second pharmacist or an admin approves it.</p>
      {done?.ok && (
        <p role="status" className={styles.notice}>
          Question {done.questionId} {DONE[done.intent]}.
        </p>
      )}
      {done && !done.ok && (
        <p role="alert" className={styles.error}>
          {done.message}
        </p>
      )}
      {rows.length === 0 ? (
        <p>No questions waiting.</p>
      ) : (
        <ul className={styles.list} aria-label="Questions">
          {rows.map((r) => (
            <li key={r.id} className={styles.card} aria-labelledby={`question-${r.id}`}>
              <h2 id={`question-${r.id}`}>
                Question {r.id} · {QUESTION_STATUS_LABELS[r.status]}
              </h2>
              <p className={styles.muted}>
                {r.askerName} · asked {dayInIndia(r.createdAt)}
                {r.medicine ? ` · about ${r.medicine}` : ''}
              </p>
              <p className={styles.message}>{r.question}</p>
              {r.answer ? (
                <>
                  <p className={styles.muted}>Answer by {r.answeredBy ?? 'a pharmacist'}:</p>
                  <p className={styles.answer}>{r.answer}</p>
                </>
              ) : null}
              {r.status === 'answered' && r.answeredById !== staffId ? (
                <div className={styles.actions}>
                  <Form method="post" aria-label={`Approve the answer to question ${r.id}`}>
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="intent" value="approve" />
                    <input type="hidden" name="question_id" value={r.id} />
                    <button type="submit">Approve and publish</button>
                  </Form>
                  <Form method="post" aria-label={`Reject question ${r.id}`}>
                    <input type="hidden" name="_csrf" value={csrf} />
                    <input type="hidden" name="intent" value="reject" />
                    <input type="hidden" name="question_id" value={r.id} />
                    <button type="submit">Do not publish</button>
                  </Form>
                </div>
              ) : null}
              {r.status === 'answered' && r.answeredById === staffId ? (
                <p className={styles.muted}>Waiting for a second pharmacist’s review.</p>
              ) : null}
              {canAnswer ? (
                <Form method="post" className={styles.form} aria-label={`Answer question ${r.id}`}>
                  <input type="hidden" name="_csrf" value={csrf} />
                  <input type="hidden" name="intent" value="answer" />
                  <input type="hidden" name="question_id" value={r.id} />
                  <label htmlFor={`answer-${r.id}`}>{r.answer ? 'Change the answer' : 'Answer'}</label>
                  <textarea
                    id={`answer-${r.id}`}
                    name="answer"
                    maxLength={QUESTION_LIMITS.answerMax}
                    required
                    defaultValue={r.answer ?? ''}
                  />
                  <button type="submit">Send answer for review</button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
