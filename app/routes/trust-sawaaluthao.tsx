import { Link, useLoaderData } from 'react-router'
import { ContentPageView } from '~/content-pages/blocks'
import { PAGE_FORMS } from '~/content-pages/forms'
import { contentFormAction, sawaalUthaoLoader } from '~/partnerships/forms.server'
import styles from '~/grievances/grievances.module.css'
import { dayInIndia } from '../../core/content/dates.ts'
import type { Route } from './+types/trust-sawaaluthao'

// /trust/sawaaluthao (issue 27 §5; decision 084): the campaign page (content) with its question form, and below it
// the questions pharmacists answered and a second reviewer approved, newest first, ten a page (?page=2). Who asked is
// never shown.

export function loader({ request, context }: Route.LoaderArgs) {
  return sawaalUthaoLoader(request, context)
}

export function action({ request, context }: Route.ActionArgs) {
  return contentFormAction(request, context)
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.page.title} | MedWise` }, { name: 'description', content: loaderData.page.description }]
    : [{ title: 'Page not found | MedWise' }]

export default function SawaalUthao() {
  const { page, answers } = useLoaderData<typeof loader>()
  return (
    <ContentPageView page={page} forms={PAGE_FORMS}>
      <section aria-labelledby="answered-questions">
        <h2 id="answered-questions">Questions our pharmacists answered</h2>
        {answers.items.length === 0 ? (
          <p>No answered questions yet. Be the first to ask.</p>
        ) : (
          <ul className={styles.list}>
            {answers.items.map((a) => (
              <li key={a.id} id={`question-${a.id}`} className={styles.card}>
                <h3>{a.question}</h3>
                <p className={styles.muted}>
                  {a.medicine ? `About ${a.medicine} · ` : ''}answered {dayInIndia(a.publishedAt)}
                </p>
                <p className={styles.answer}>{a.answer}</p>
              </li>
            ))}
          </ul>
        )}
        {answers.pages > 1 ? (
          <nav aria-label="Pages of answered questions">
            <p>
              {answers.page > 1 ? <Link to={`?page=${answers.page - 1}`}>Newer questions</Link> : null}
              {answers.page > 1 && answers.page < answers.pages ? ' · ' : null}
              Page {answers.page} of {answers.pages}
              {answers.page < answers.pages ? (
                <>
                  {' · '}
                  <Link to={`?page=${answers.page + 1}`}>Older questions</Link>
                </>
              ) : null}
            </p>
          </nav>
        ) : null}
      </section>
    </ContentPageView>
  )
}
