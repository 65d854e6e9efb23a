import { Link, useLoaderData, useLocation } from 'react-router'
import type { Route } from './+types/labs-lab'
import { Breadcrumb } from '~/catalog/breadcrumb'
import { JsonLd } from '~/catalog/json-ld'
import { Pagination } from '~/catalog/pagination'
import { cityOfPath, ensureCanonical, labCatalogOf } from '~/labs-catalog/labs.server'
import { notFoundUnless } from '~/lib/page-edge.server'
import styles from '~/labs-catalog/labs-pages.module.css'
import { diagnosticLabJsonLd, labsPageMeta } from '~/labs-catalog/structured-data'
import { SampleDataNote, TestCard } from '~/labs-catalog/test-card'
import {
  formatCount,
  formatRating,
  formatTurnaround,
  labPath,
  labSearchPath,
  labTestPath,
  pageOf,
} from '../../core/labs/catalog.ts'

// spec 2 §2 /labs/{city}/diagnostic-centers/{labName}: a lab in a city: its accreditations and rating, its walk-in
// centres there with their addresses and hours, and the tests and packages it offers at its prices (a page at a time).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const city = await cityOfPath(context, params.city)
  const url = new URL(request.url)
  const page = notFoundUnless(await labCatalogOf(context).lab(params.labName ?? '', city, pageOf(url.searchParams)))
  const requested = `/labs/${params.city}/diagnostic-centers/${params.labName}`
  const canonical = ensureCanonical(request, requested, labPath(city, page.lab))
  return { ...page, canonical, origin: url.origin }
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return [{ title: 'Lab not found | MedWise Labs' }]
  return labsPageMeta({
    title: `${d.lab.name} in ${d.city}${d.page > 1 ? `, page ${d.page}` : ''}: tests, prices, centres | MedWise Labs`,
    description: `${d.lab.name} (${d.lab.accreditations.join(', ') || 'partner lab'}), rated ${formatRating(d.lab.ratingTenths)}/5: ${d.testCount} tests and ${d.packageCount} packages with prices, and ${d.centres.length} walk-in ${d.centres.length === 1 ? 'centre' : 'centres'} in ${d.city}.`,
    canonical: d.canonical,
    noindex: d.page > 1,
  })
}

export default function LabDetails() {
  const d = useLoaderData<typeof loader>()
  const { search } = useLocation()
  const { lab, city } = d
  return (
    <div className={`page ${styles.labsPage}`}>
      <JsonLd
        data={diagnosticLabJsonLd({
          name: lab.name,
          url: d.canonical,
          description: lab.about,
          accreditations: lab.accreditations,
          ratingTenths: lab.ratingTenths,
          ratingCount: lab.ratingCount,
          cities: lab.cities,
          centres: d.centres,
          tests: d.offered.map((o) => ({ name: o.test.name, url: `${d.origin}${labTestPath(o.test, city)}` })),
        })}
      />
      <Breadcrumb
        items={[
          { name: 'Lab tests', url: '/labs' },
          { name: `Lab tests in ${city}`, url: labSearchPath(city) },
          { name: lab.name, url: labPath(city, lab) },
        ]}
      />
      <p className={styles.eyebrow}>Diagnostic centre</p>
      <h1>{`${lab.name}, ${city}`}</h1>
      <section className={styles.box} aria-labelledby="about-lab">
        <h2 id="about-lab">{`About ${lab.name}`}</h2>
        <p>{lab.about}</p>
        <h3>Accreditations</h3>
        {lab.accreditations.length ? (
          <ul className={styles.badges} aria-label="Accreditations">
            {lab.accreditations.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        ) : (
          <p>None listed.</p>
        )}
        <p className={styles.meta}>
          {`Rated ${formatRating(lab.ratingTenths)} of 5 from ${formatCount(lab.ratingCount)} ratings · ${lab.homeCollection ? 'home sample collection' : 'walk-in only'}`}
        </p>
      </section>

      <section aria-labelledby="walk-in">
        <h2 id="walk-in">{`Walk-in centres in ${city}`}</h2>
        {d.centres.length > 0 ? (
          <ul className={styles.list}>
            {d.centres.map((c) => (
              <li key={c.id} className={styles.card}>
                <h3>{c.name}</h3>
                <address>
                  {c.address}, {c.pincode}
                </address>
                <p className={styles.meta}>{`Open ${c.days}, ${c.opensAt} to ${c.closesAt}`}</p>
              </li>
            ))}
          </ul>
        ) : (
          <>
            <p>
              {d.servesCity
                ? `${lab.name} has no walk-in centre in ${city} yet.`
                : `${lab.name} does not collect samples in ${city} yet. It collects in:`}
            </p>
            {!d.servesCity && (
              <ul className={styles.links}>
                {lab.cities.map((c) => (
                  <li key={c}>
                    <Link to={labPath(c, lab)}>{`${lab.name} in ${c}`}</Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="lab-tests">
        <h2 id="lab-tests">
          {`Tests and packages (${d.testCount} tests, ${d.packageCount} packages)${d.pages > 1 ? `, page ${d.page} of ${d.pages}` : ''}`}
        </h2>
        <ul className={styles.list} aria-labelledby="lab-tests">
          {d.offered.map((o) => (
            <TestCard
              key={o.test.id}
              test={o.test}
              city={city}
              price={o}
              extra={<p className={styles.meta}>{`Report in ${formatTurnaround(o.turnaroundHours)}`}</p>}
            />
          ))}
        </ul>
        <Pagination page={d.page} pageCount={d.pages} search={search} />
        <p>
          <Link to={labSearchPath(city, { lab: lab.slug })} className={styles.linkish}>
            {`Filter ${lab.name}'s tests by price and report time`}
          </Link>
        </p>
      </section>

      <section aria-labelledby="features">
        <h2 id="features">{`Why book with ${lab.name}`}</h2>
        <ul>
          {lab.accreditations.includes('NABL') && <li>NABL-accredited laboratory processes.</li>}
          {lab.accreditations.includes('CAP') && <li>CAP-accredited for international quality standards.</li>}
          {lab.homeCollection && <li>Samples collected at home by trained phlebotomists.</li>}
          <li>Reports online, with the reference range beside every value.</li>
        </ul>
      </section>
      <SampleDataNote />
    </div>
  )
}
