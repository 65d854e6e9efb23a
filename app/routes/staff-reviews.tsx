import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { Stars } from '~/reviews/stars'
import { staffReviewsAction, staffReviewsLoader } from '~/reviews/staff-reviews.server'
import styles from '~/staff/pharmacist.module.css'
import own from '~/reviews/reviews.module.css'
import { dayInIndia, HIDE_REASON_MAX } from '../../core/reviews/rules.ts'
import type { Route } from './+types/staff-reviews'

// /staff/reviews (issue 26 §7; decision 076): the reviews newest first; hide an abusive one with a reason, or show it
// again. Each is audited as the staff member.

export function loader({ request, context }: Route.LoaderArgs) {
  return staffReviewsLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return staffReviewsAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Reviews | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function StaffReviews() {
  const { rows, hiddenOnly, next } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const csrf = useCsrfToken()
  return (
    <section className={styles.page} aria-labelledby="staff-reviews">
      <h1 id="staff-reviews" className={styles.title}>
        Reviews
      </h1>
      <p>
        {hiddenOnly ? (
          <>
            Showing hidden reviews. <Link to="/staff/reviews">Show all</Link>
          </>
        ) : (
          <>
            Showing all reviews, newest first. <Link to="/staff/reviews?show=hidden">Show hidden only</Link>
          </>
        )}
      </p>
      {done?.ok && (
        <p role="status" className={styles.notice}>
          {done.changed
            ? `Review ${done.reviewId} ${done.intent === 'hide' ? 'hidden' : 'shown again'}.`
            : `Review ${done.reviewId} was already ${done.intent === 'hide' ? 'hidden' : 'shown'}.`}
        </p>
      )}
      {done && !done.ok && (
        <p role="alert" className={styles.error}>
          {done.message}
        </p>
      )}
      {rows.length === 0 ? (
        <p>No reviews.</p>
      ) : (
        <ul className={own.list} aria-label="Reviews">
          {rows.map((r) => (
            <li key={r.id} className={own.card} aria-labelledby={`review-${r.id}`}>
              <h2 id={`review-${r.id}`}>
                Review {r.id} · {r.subjectName}
              </h2>
              <p>
                <Stars rating={r.rating} /> · {r.author} · {dayInIndia(r.createdAt)} ·{' '}
                {r.status === 'hidden' ? `Hidden: ${r.hiddenReason ?? ''}` : 'Visible'}
              </p>
              {r.text && <p className={own.muted}>{r.text}</p>}
              {r.status === 'visible' ? (
                <Form method="post" className={own.form} aria-label={`Hide review ${r.id}`}>
                  <input type="hidden" name="_csrf" value={csrf} />
                  <input type="hidden" name="intent" value="hide" />
                  <input type="hidden" name="review_id" value={r.id} />
                  <label htmlFor={`reason-${r.id}`}>Why hide it</label>
                  <input id={`reason-${r.id}`} name="reason" maxLength={HIDE_REASON_MAX} required />
                  <button type="submit">Hide review</button>
                </Form>
              ) : (
                <Form method="post" className={own.form} aria-label={`Show review ${r.id} again`}>
                  <input type="hidden" name="_csrf" value={csrf} />
                  <input type="hidden" name="intent" value="unhide" />
                  <input type="hidden" name="review_id" value={r.id} />
                  <button type="submit">Show again</button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {next && (
        <p>
          <Link to={`/staff/reviews?${hiddenOnly ? 'show=hidden&' : ''}before=${next}`}>Older reviews</Link>
        </p>
      )}
    </section>
  )
}
