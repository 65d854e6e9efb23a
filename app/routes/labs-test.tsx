import { Form, Link, useLoaderData } from 'react-router'
import type { Route } from './+types/labs-test'
import { AddLabTestButton } from '~/cart/add-lab-test-button'
import { Breadcrumb } from '~/catalog/breadcrumb'
import { JsonLd } from '~/catalog/json-ld'
import { Price } from '~/catalog/price'
import { cityOfPath, ensureCanonical, labCatalogOf, visitorCity } from '~/labs-catalog/labs.server'
import { notFound, notFoundUnless } from '~/lib/page-edge.server'
import styles from '~/labs-catalog/labs-pages.module.css'
import { faqJsonLd, labsPageMeta, medicalTestJsonLd } from '~/labs-catalog/structured-data'
import { SampleDataNote, TestCard, testSize } from '~/labs-catalog/test-card'
import {
  formatCount,
  formatRating,
  formatTurnaround,
  labCategoryPath,
  labPath,
  labSearchPath,
  labTestIdOf,
  labTestPath,
  TEST_DETAIL_HEADER_LABEL,
} from '../../core/labs/catalog.ts'
import { formatPaise } from '../../core/money.ts'
import { decodeReviewCursor } from '../../core/reviews/rules.ts'
import { servicesContext } from '~/context.server'
import { ProductReviews } from '~/reviews/product-reviews'

/** The path of the page's canonical URL (the older reviews' link stays on it). */
const requestedPath = (canonical: string) => new URL(canonical).pathname

// spec 2 §2: /labs/test/{test_id} and /labs/test/{test_id}/{city_name}/price are the same page (two route ids, one
// module): what the test measures, how to prepare, the sample, what it includes, which labs do it in the city at what
// price and how soon, and questions and answers. Without a city in the path, the visitor's city.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const catalog = labCatalogOf(context)
  const inPath = params.cityName !== undefined
  const id = labTestIdOf(params.testId)
  if (id === null) notFound()
  // The city in the path, else the visitor's: one no lab collects in yet is still shown (no offers), but never linked.
  const served = inPath ? await cityOfPath(context, params.cityName) : await catalog.city(visitorCity(request))
  const city = served ?? visitorCity(request)
  // issue 26 §7: the test's rating and reviews, one indexed query beside the test's (decision 076).
  const after = new URL(request.url).searchParams.get('reviews_after')
  const [found, rating] = await Promise.all([
    catalog.test(id, city),
    context.get(servicesContext).reviews.summary('lab_test', id, after && decodeReviewCursor(after) ? after : undefined),
  ])
  const page = notFoundUnless(found)
  const requested = `/labs/test/${params.testId}${inPath ? `/${params.cityName}/price` : ''}`
  const canonical = ensureCanonical(request, requested, labTestPath(page.test, inPath ? city : null))
  return { ...page, rating, served: served !== null, canonical, origin: new URL(canonical).origin }
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return [{ title: 'Lab test not found | MedWise' }]
  const best = d.offers[0]
  const what = d.test.kind === 'package' ? 'package' : 'test'
  return labsPageMeta({
    title: `${d.test.name} ${what}: price in ${d.city}, preparation | MedWise Labs`,
    description: best
      ? `Book the ${d.test.name} in ${d.city} from ${formatPaise(best.pricePaise)} at ${d.offers.length} ${d.offers.length === 1 ? 'lab' : 'labs'}, with home sample collection. ${d.test.fasting ? 'Fasting required.' : 'No fasting needed.'} Sample: ${d.test.sampleType}.`
      : `The ${d.test.name}: what it measures, how to prepare, the sample needed and where to book it with home sample collection.`,
    canonical: d.canonical,
  })
}

const PROCESS = [
  'Book the test and choose a time for sample collection.',
  'A trained phlebotomist collects the sample at home, or visit a walk-in centre.',
  'The lab tests the sample and the report is sent to you online.',
]

export default function LabTest() {
  const d = useLoaderData<typeof loader>()
  const { test: t, offers, city } = d
  const best = offers[0]
  const what = t.kind === 'package' ? 'package' : 'test'
  const abs = (path: string) => `${d.origin}${path}`
  // Links priced in this city only when labs collect there (a city's pages are 404 otherwise).
  const linkCity = d.served ? city : null
  return (
    <div className={`page ${styles.labsPage}`}>
      <JsonLd
        data={medicalTestJsonLd({
          name: t.name,
          description: t.description,
          url: d.canonical,
          kind: t.kind,
          includes: d.included.map((i) => ({
            name: i.name,
            url: i.id === null ? null : abs(labTestPath({ id: i.id, slug: i.slug })),
          })),
          offers: offers.map((o) => ({ lab: o.lab.name, pricePaise: o.pricePaise, mrpPaise: o.mrpPaise })),
        })}
      />
      <JsonLd data={faqJsonLd(d.faq)} />
      <Breadcrumb
        items={[
          { name: 'Lab tests', url: '/labs' },
          { name: t.category, url: labCategoryPath(t.category) },
          { name: t.name, url: labTestPath(t) },
        ]}
      />
      <Form
        method="get"
        action={linkCity ? labSearchPath(linkCity) : '/labs'}
        role="search"
        aria-label="Lab tests"
        className={styles.search}
      >
        <label htmlFor="test-search">{linkCity ? `Search lab tests in ${linkCity}` : 'Search lab tests'}</label>
        <div className={styles.row}>
          <input id="test-search" name="q" type="search" maxLength={100} placeholder="e.g. CBC, thyroid, vitamin D" />
          <button type="submit">Search</button>
        </div>
      </Form>
      <p className={styles.eyebrow}>{TEST_DETAIL_HEADER_LABEL}</p>
      <h1>{t.name}</h1>
      <p className={styles.lead}>{t.description}</p>

      <section className={styles.box} aria-labelledby="best-offer">
        <h2 id="best-offer">{best ? `Best price in ${city}` : `Not yet offered in ${city}`}</h2>
        {best ? (
          <>
            <Price mrpPaise={best.mrpPaise} pricePaise={best.pricePaise} large />
            <p className={styles.meta}>
              {`At ${best.lab.name} · report in ${formatTurnaround(best.turnaroundHours)}`}
              {offers.length > 1 && ` · ${offers.length} labs offer it in ${city}`}
            </p>
          </>
        ) : (
          <p className={styles.meta}>
            No partner lab collects this {what} in {city} yet. See its price in another city below.
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Sample</dt>
            <dd>{t.sampleType}</dd>
          </div>
          <div>
            <dt>Fasting</dt>
            <dd>{t.fasting ? 'Required (10 to 12 hours)' : 'Not required'}</dd>
          </div>
          <div>
            <dt>Includes</dt>
            <dd>{testSize(t)}</dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{t.category}</dd>
          </div>
        </dl>
        <AddLabTestButton testId={t.id} name={t.name} />
      </section>

      <section aria-labelledby="what-it-measures">
        <h2 id="what-it-measures">What it measures</h2>
        <p>{t.description}</p>
      </section>

      <section aria-labelledby="preparation">
        <h2 id="preparation">Preparation and fasting</h2>
        <p>{t.preparation || (t.fasting ? 'Fast for 10 to 12 hours before the sample is taken.' : 'No fasting is needed.')}</p>
      </section>

      <section aria-labelledby="included">
        <h2 id="included">{t.kind === 'package' ? `Tests included (${d.included.length})` : 'Parameters included'}</h2>
        {t.kind === 'package' ? (
          <ul className={styles.links}>
            {d.included.map((i) => (
              <li key={i.name}>
                {i.id === null ? i.name : <Link to={labTestPath({ id: i.id, slug: i.slug }, linkCity)}>{i.name}</Link>}
              </li>
            ))}
          </ul>
        ) : (
          <p>{`The ${t.name} reports ${t.parameters} ${t.parameters === 1 ? 'parameter' : 'parameters'} from ${t.sampleType.toLowerCase()}.`}</p>
        )}
      </section>

      <section aria-labelledby="labs-in-city">
        <h2 id="labs-in-city">{`Labs offering it in ${city}`}</h2>
        {offers.length === 0 ? (
          <p>No partner lab collects it in {city} yet.</p>
        ) : (
          <ul className={styles.list} aria-label={`Labs offering ${t.name} in ${city}, cheapest first`}>
            {offers.map((o, i) => (
              <li key={o.lab.id} className={i === 0 ? `${styles.card} ${styles.best}` : styles.card}>
                <h3>
                  <Link to={labPath(city, o.lab)}>{o.lab.name}</Link>
                </h3>
                {i === 0 && <p className={styles.meta}>Lowest price</p>}
                <ul className={styles.badges} aria-label="Accreditations">
                  {o.lab.accreditations.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
                <p className={styles.meta}>
                  {`Rated ${formatRating(o.lab.ratingTenths)} of 5 (${formatCount(o.lab.ratingCount)} ratings) · report in ${formatTurnaround(o.turnaroundHours)}`}
                  {o.lab.homeCollection ? ' · home collection' : ' · walk-in only'}
                </p>
                <Price mrpPaise={o.mrpPaise} pricePaise={o.pricePaise} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {d.inPackages.length > 0 && (
        <section aria-labelledby="in-packages">
          <h2 id="in-packages">Packages that include it</h2>
          <ul className={styles.list}>
            {d.inPackages.map((p) => (
              <TestCard key={p.id} test={p} city={linkCity} />
            ))}
          </ul>
        </section>
      )}

      <ProductReviews
        rating={d.rating}
        olderHref={(cursor) => `${requestedPath(d.canonical)}?reviews_after=${encodeURIComponent(cursor)}#reviews`}
      />

      <section aria-labelledby="faq" className={styles.faq}>
        <h2 id="faq">Questions and answers</h2>
        {d.faq.map((f) => (
          <div key={f.question}>
            <h3>{f.question}</h3>
            <p>{f.answer}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="process">
        <h2 id="process">How it works</h2>
        <ol className={styles.steps}>
          {PROCESS.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>

      {d.cities.length > 0 && (
        <section aria-labelledby="other-cities">
          <h2 id="other-cities">{`${t.name} price in other cities`}</h2>
          <ul className={styles.links}>
            {d.cities
              .filter((c) => c !== city)
              .map((c) => (
                <li key={c}>
                  <Link to={labTestPath(t, c)}>{`Price in ${c}`}</Link>
                </li>
              ))}
          </ul>
        </section>
      )}
      <SampleDataNote />
    </div>
  )
}
