import { Link, useLoaderData } from 'react-router'
import { comingSoonFor } from '~/content/coming-soon'
import { notFoundUnless } from '~/lib/page-edge.server'
import styles from '~/content/info-page.module.css'
import type { Route } from './+types/coming-soon'

// The pages of areas later issues build (decision 031, app/content/coming-soon.ts): 200 with what is coming and links
// to what exists, kept out of search engines' indexes (noindex) because they are placeholders.
export function loader({ request }: Route.LoaderArgs) {
  const area = notFoundUnless(comingSoonFor(new URL(request.url).pathname))
  return { area }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.area.title}: coming soon | MedWise` },
        { name: 'description', content: loaderData.area.description },
        { name: 'robots', content: 'noindex' },
      ]
    : [{ title: 'Page not found | MedWise' }]

export default function ComingSoon() {
  const { area } = useLoaderData<typeof loader>()
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>{area.title}</h1>
      <p className={styles.updated}>Coming soon</p>
      <p>{area.coming}</p>
      <section aria-labelledby="coming-soon-today" className={styles.section}>
        <h2 id="coming-soon-today">What you can do today</h2>
        <ul className={styles.list}>
          {area.today.map((l) => (
            <li key={l.href}>
              <Link to={l.href}>{l.text}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
