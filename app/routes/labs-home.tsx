import { Form, useLoaderData, useNavigation } from 'react-router'
import type { Route } from './+types/labs-home'
import { AddLabTestButton } from '~/cart/add-lab-test-button'
import { servicesContext } from '~/context.server'
import { Price } from '~/catalog/price'
import styles from './labs-home.module.css'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.query
      ? `Lab tests matching “${loaderData.query}” | MedWise Labs`
      : 'Book Lab Tests and Health Packages at Home | MedWise Labs',
  },
  {
    name: 'description',
    content:
      'Book blood tests and full body health packages online with home sample collection from accredited labs across India. Compare MRP and prices, see fasting and sample details.',
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { labs } = context.get(servicesContext)
  const q = new URL(request.url).searchParams.get('q') ?? ''
  return labs.home(q)
}

type Test = Awaited<ReturnType<typeof loader>>['packages'][number]

function LabTestCard({ t }: { t: Test }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>{t.name}</h3>
      <p className={styles.meta}>
        {`${t.kind === 'package' ? `${t.includes.length} tests · ` : ''}${t.parameters} ${t.parameters === 1 ? 'parameter' : 'parameters'}`}
      </p>
      <p className={styles.meta}>{`Sample: ${t.sampleType}`}</p>
      <p className={styles.meta}>{t.fasting ? 'Fasting required' : 'No fasting required'}</p>
      <Price mrpPaise={t.mrpPaise} pricePaise={t.pricePaise} />
      <AddLabTestButton testId={t.id} name={t.name} />
    </li>
  )
}

/** spec 2 §2 'Loading layouts', labs home: hero, master widget, fixed banner, package listing, banner
 * carousel, process carousel, app download nudge, features. The root may render it while /labs loads. */
export function LabsHomeSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-label="Loading lab tests">
      <div className={`${styles.bone} ${styles.hero}`} />
      <div className={`${styles.bone} ${styles.master}`} />
      <div className={`${styles.bone} ${styles.banner}`} />
      <div className={styles.row}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`${styles.bone} ${styles.package}`} />
        ))}
      </div>
      <div className={`${styles.bone} ${styles.carousel}`} />
      <div className={`${styles.bone} ${styles.process}`} />
      <div className={`${styles.bone} ${styles.nudge}`} />
      <div className={`${styles.bone} ${styles.features}`} />
    </div>
  )
}

export default function LabsHome() {
  const { query, packages, testsByCategory, total } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/labs'
  return (
    <div className={`page ${styles.labs}`}>
      <section className={styles.top} aria-labelledby="labs-title">
        <h1 id="labs-title">Book lab tests at home</h1>
        <p>Home sample collection from accredited labs, reports online.</p>
        {/* A real GET form: the search works before hydration and without JavaScript. */}
        <Form method="get" action="/labs" role="search" aria-label="Lab tests" className={styles.search}>
          <label htmlFor="labs-search">Search lab tests and packages</label>
          <div className={styles.searchRow}>
            <input
              id="labs-search"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={100}
              placeholder="e.g. CBC, thyroid, vitamin D"
            />
            <button type="submit">Search</button>
          </div>
        </Form>
      </section>
      {loading ? (
        <LabsHomeSkeleton />
      ) : (
        <>
          {query && (
            <p role="status" className={styles.summary}>
              {total === 0
                ? `No lab tests found for “${query}”`
                : `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`}
            </p>
          )}
          {packages.length > 0 && (
            <section aria-labelledby="popular-packages">
              <h2 id="popular-packages">Popular packages</h2>
              <ul className={styles.grid}>
                {packages.map((t) => (
                  <LabTestCard key={t.id} t={t} />
                ))}
              </ul>
            </section>
          )}
          {testsByCategory.map(({ category, tests }, i) => (
            <section key={category} aria-labelledby={`labs-category-${i}`}>
              <h2 id={`labs-category-${i}`}>{category} tests</h2>
              <ul className={styles.grid}>
                {tests.map((t) => (
                  <LabTestCard key={t.id} t={t} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  )
}
