import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { reviewRatingAction, reviewRatingLoader } from '~/reviews/review-rating.server'
import styles from '~/reviews/reviews.module.css'
import { Stars } from '~/reviews/stars'
import { dayInIndia, RATINGS, REVIEW_TEXT_MAX } from '../../core/reviews/rules.ts'
import type { Rateable } from '../../contracts/reviews.ts'
import type { Route } from './+types/review-rating'

// The profile menu's 'Rate & Review' (issue 26 §7; decision 076): what the person bought and received, each rated
// 1–5 with an optional review; a second time changes their review. Plain forms: they work without JavaScript.

export function loader({ request, context }: Route.LoaderArgs) {
  return reviewRatingLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return reviewRatingAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Rate and review | MedWise' }, { name: 'robots', content: 'noindex' }]

const keyOf = (i: Rateable) => `${i.subject}:${i.subject_id}`

export default function ReviewRating() {
  const { items } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Rate and review</h1>
      <p className={styles.muted}>
        Rate what you bought and received: the products of delivered orders and the lab tests whose report is ready. Your first
        name and the initial of your last name are shown with your review.
      </p>
      {items.length === 0 ? (
        <p>
          Nothing to rate yet. Products appear here once their order is delivered. <Link to="/order/history">My Orders</Link>
        </p>
      ) : (
        <ul className={styles.list} aria-label="What you can rate">
          {items.map((i) => (
            <RateItem key={keyOf(i)} item={i} result={done && done.key === keyOf(i) ? done : undefined} />
          ))}
        </ul>
      )}
    </div>
  )
}

type Result = { ok: true; key: string; edited: boolean } | { ok: false; key: string; message: string }

function RateItem({ item, result }: { item: Rateable; result: Result | undefined }) {
  const csrf = useCsrfToken()
  const navigation = useNavigation()
  const id = `rate-${item.subject}-${item.subject_id}`
  const busy = navigation.state === 'submitting' && navigation.formData?.get('subject_id') === String(item.subject_id)
  const received = dayInIndia(item.received_at)
  return (
    <li className={styles.card}>
      <h2 id={`${id}-name`}>
        <Link to={item.url}>{item.name}</Link>
      </h2>
      <p className={styles.muted}>
        {item.subject === 'product' ? `Delivered on ${received}` : `Lab test · report ready on ${received}`}
      </p>
      {item.review && (
        <p>
          Your rating: <Stars rating={item.review.rating} />
          {item.review.hidden && ' · Hidden by MedWise for breaking the review guidelines'}
        </p>
      )}
      {result?.ok && (
        <p role="status" className={styles.notice}>
          {result.edited ? 'Your review is updated.' : 'Thank you! Your review is saved.'}
        </p>
      )}
      <Form method="post" className={styles.form} aria-labelledby={`${id}-name`}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="subject" value={item.subject} />
        <input type="hidden" name="subject_id" value={item.subject_id} />
        <fieldset className={styles.stars}>
          <legend>Your rating</legend>
          {RATINGS.map((r) => (
            <label key={r}>
              <input type="radio" name="rating" value={r} defaultChecked={item.review?.rating === r} required />
              {r} {r === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-text`}>Your review (optional)</label>
        <textarea
          id={`${id}-text`}
          name="text"
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={item.review?.text ?? ''}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result && !result.ok ? `${id}-error` : undefined}
        />
        {result && !result.ok && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {result.message}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {item.review ? 'Update review' : 'Submit review'}
        </button>
      </Form>
    </li>
  )
}
