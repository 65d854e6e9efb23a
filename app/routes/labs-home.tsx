import { Form, Link, useLoaderData, useNavigation } from 'react-router'
import type { Route } from './+types/labs-home'
import { AddLabTestButton } from '~/cart/add-lab-test-button'
import { servicesContext } from '~/context.server'
import { Price } from '~/catalog/price'
import { formatPaise, type Paise } from '../../core/money.ts'
import { labTestPath, TEST_DETAIL_BUTTON_LABEL } from '../../core/labs/catalog.ts'
import { testCardOf } from '~/labs-catalog/test-card'
import { HydrateApart } from '~/shell/hydrate-apart'
import styles from './labs-home.module.css'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: titleOf(loaderData) },
  // A page of a list is not a page of its own to a search engine: the first page is.
  ...(loaderData?.view === 'list' && loaderData.page > 1 ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  {
    name: 'description',
    content:
      'Book blood tests and full body health packages online with home sample collection from accredited labs across India. Compare MRP and prices, see fasting and sample details.',
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { labs, labCollectionFee } = context.get(servicesContext)
  const params = new URL(request.url).searchParams
  const home = await labs.home({
    q: params.get('q') ?? '',
    category: params.get('category') ?? undefined,
    kind: params.get('kind') === 'package' ? 'package' : undefined,
    page: Number(params.get('page')) || 1,
  })
  // The features say what home collection costs, from the same setting the bill uses.
  const collectionFee = { fee: labCollectionFee.fee, freeFrom: labCollectionFee.freeFrom }
  // The cards' fields only: the page's data travels inline with its HTML (issue 12: the first round trip).
  if (home.view === 'list') return { ...home, results: home.results.map(testCardOf), collectionFee }
  return {
    ...home,
    packages: home.packages.map(testCardOf),
    testsByCategory: home.testsByCategory.map((g) => ({ ...g, tests: g.tests.map(testCardOf) })),
    collectionFee,
  }
}

type Home = Awaited<ReturnType<typeof loader>>
type Test = Extract<Home, { view: 'browse' }>['packages'][number]

function titleOf(home: Home | undefined): string {
  if (home?.view !== 'list') return 'Book Lab Tests and Health Packages at Home | MedWise Labs'
  const what = home.query ? `Lab tests matching “${home.query}”` : home.category ? `${home.category} tests` : 'Health packages'
  return `${what}${home.page > 1 ? `, page ${home.page}` : ''} | MedWise Labs`
}

/** The link to another page of the same list (its filter kept). */
function listHref(home: Extract<Home, { view: 'list' }>, page: number): string {
  const params = new URLSearchParams()
  if (home.query) params.set('q', home.query)
  if (home.category) params.set('category', home.category)
  if (home.kind) params.set('kind', home.kind)
  if (page > 1) params.set('page', String(page))
  return `/labs?${params}`
}

function LabTestCard({ t }: { t: Test }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>{t.name}</h3>
      {/* One line of facts (the home's HTML budget: issue 12 §1). */}
      <p className={styles.meta}>
        {`${t.kind === 'package' ? `${t.includes.length} tests · ` : ''}${t.parameters} ${t.parameters === 1 ? 'parameter' : 'parameters'} · Sample: ${t.sampleType} · ${t.fasting ? 'Fasting required' : 'No fasting required'}`}
      </p>
      <Price mrpPaise={t.mrpPaise} pricePaise={t.pricePaise} />
      <AddLabTestButton testId={t.id} name={t.name} />
      {/* spec 2 §9: the test card's link to its page (no data-discover: the home's HTML stays within its budget). */}
      <Link to={labTestPath(t)} discover="none">
        {TEST_DETAIL_BUTTON_LABEL}
        <span className="visually-hidden">{` of ${t.name}`}</span>
      </Link>
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
  const home = useLoaderData<typeof loader>()
  const query = home.view === 'list' ? home.query : ''
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/labs'
  return (
    <div className={`page ${styles.labs}`}>
      <section className={styles.top} aria-labelledby="labs-title">
        <h1 id="labs-title">Book lab tests at home</h1>
        <p>Home sample collection from accredited labs, reports online.</p>
        <p>
          <Link to="/labs/tests">All test categories</Link>
        </p>
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
      {loading ? <LabsHomeSkeleton /> : home.view === 'browse' ? <Browse home={home} /> : <List home={home} />}
    </div>
  )
}

function Browse({ home }: { home: Extract<Home, { view: 'browse' }> }) {
  return (
    <>
      {home.packages.length > 0 && (
        <section aria-labelledby="popular-packages">
          <h2 id="popular-packages">Popular packages</h2>
          <ul className={styles.grid}>
            {home.packages.map((t) => (
              <LabTestCard key={t.id} t={t} />
            ))}
          </ul>
          {home.packageCount > home.packages.length && (
            <p className={styles.more}>
              <Link to="/labs?kind=package">View all {home.packageCount} packages</Link>
            </p>
          )}
        </section>
      )}
      {/* Below the first screen: each part hydrates apart and is laid out when it nears the viewport. */}
      {home.testsByCategory.map(({ category, tests, count }, i) => (
        <HydrateApart key={category}>
          <section className="later-on-screen" aria-labelledby={`labs-category-${i}`}>
            <h2 id={`labs-category-${i}`}>{category} tests</h2>
            <ul className={styles.grid}>
              {tests.map((t) => (
                <LabTestCard key={t.id} t={t} />
              ))}
            </ul>
            {count > tests.length && (
              <p className={styles.more}>
                <Link to={`/labs?category=${encodeURIComponent(category)}`}>
                  View all {count} {category} tests
                </Link>
              </p>
            )}
          </section>
        </HydrateApart>
      ))}
      <HydrateApart>
        <HowItWorks />
        <Features fee={home.collectionFee.fee} freeFrom={home.collectionFee.freeFrom} />
      </HydrateApart>
    </>
  )
}

/** issue 11 §2, spec 2 §2 'process carousel': the four steps of a home collection, as an ordered list. */
const PROCESS_STEPS = [
  ['Book a test', 'Choose tests or a package, the lab, and who each test is for.'],
  ['Pick a slot', 'A 30-minute home visit between 6 am and 8 pm, up to 7 days ahead.'],
  ['Sample at home', 'A trained phlebotomist collects the samples with sealed, single-use kits.'],
  ['Report online', 'Each person’s report arrives in My Lab Bookings, usually within 24–48 hours.'],
] as const

function HowItWorks() {
  return (
    <section aria-labelledby="labs-process">
      <h2 id="labs-process">How home collection works</h2>
      <ol className={styles.process}>
        {PROCESS_STEPS.map(([title, text]) => (
          <li key={title}>
            <strong>{title}</strong> {text}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** issue 11 §2, spec 2 §2 'features': what a booking here promises. */
function Features({ fee, freeFrom }: { fee: Paise; freeFrom: Paise }) {
  return (
    <section aria-labelledby="labs-features">
      <h2 id="labs-features">Why book with MedWise Labs</h2>
      <ul className={styles.features}>
        <li>NABL and CAP accredited partner labs; compare each lab’s price and report time</li>
        <li>{`Home collection free on bookings of ${formatPaise(freeFrom)} or more (${formatPaise(fee)} below that)`}</li>
        <li>Book for the whole family in one visit, up to 6 people</li>
        <li>Reschedule until 2 hours before the visit; cancel with a full refund until the sample is collected</li>
      </ul>
    </section>
  )
}

function List({ home }: { home: Extract<Home, { view: 'list' }> }) {
  const heading = home.query ? 'Results' : home.category ? `${home.category} tests` : 'Health packages'
  return (
    <section aria-labelledby="labs-results">
      {home.query && (
        <p role="status" className={styles.summary}>
          {home.total === 0
            ? `No lab tests found for “${home.query}”`
            : `${home.total} ${home.total === 1 ? 'result' : 'results'} for “${home.query}”`}
        </p>
      )}
      <h2 id="labs-results">
        {heading}
        {home.pages > 1 ? `, page ${home.page} of ${home.pages}` : ''}
      </h2>
      <ul className={styles.grid}>
        {home.results.map((t) => (
          <LabTestCard key={t.id} t={t} />
        ))}
      </ul>
      {home.pages > 1 && (
        <nav aria-label="Pages" className={styles.pager}>
          {home.page > 1 && (
            <Link to={listHref(home, home.page - 1)} rel="prev">
              Previous page
            </Link>
          )}
          {home.page < home.pages && (
            <Link to={listHref(home, home.page + 1)} rel="next">
              Next page
            </Link>
          )}
        </nav>
      )}
      <p className={styles.more}>
        <Link to="/labs">All lab tests and packages</Link>
      </p>
    </section>
  )
}
