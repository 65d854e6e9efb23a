import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from 'react-router'
import type { Route } from './+types/labs-search'
import { Breadcrumb } from '~/catalog/breadcrumb'
import { JsonLd } from '~/catalog/json-ld'
import { Pagination } from '~/catalog/pagination'
import { cityOfPath, ensureCanonical, labCatalogOf } from '~/labs-catalog/labs.server'
import styles from '~/labs-catalog/labs-pages.module.css'
import { InventorySkeleton } from '~/labs-catalog/skeletons'
import { itemListJsonLd, labsPageMeta } from '~/labs-catalog/structured-data'
import { SampleDataNote, TestCard, testCardOf } from '~/labs-catalog/test-card'
import {
  formatRating,
  formatTurnaround,
  INVENTORY_SORTS,
  inventorySearch,
  isFiltered,
  labPath,
  labSearchPath,
  labTestPath,
  MAX_PRICE_CHOICES,
  MAX_SEARCH_LENGTH,
  pageOf,
  parseInventoryFilters,
  TURNAROUND_CHOICES,
} from '../../core/labs/catalog.ts'
import { formatRupees } from '../../core/money.ts'

// spec 2 §2 labs/{city}/search: the lab inventory of a city, with filters (lab, price, report time, fasting, home
// collection) in a GET form that works without JavaScript, a page at a time.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const city = await cityOfPath(context, params.city)
  const url = new URL(request.url)
  const canonical = ensureCanonical(request, `/labs/${params.city}/search`, labSearchPath(city))
  const found = await labCatalogOf(context).inventory(city, parseInventoryFilters(url.searchParams), pageOf(url.searchParams))
  // The cards' fields only: the page's data travels inline with its HTML (issue 12: the first round trip).
  const results = found.results.map((r) => ({ ...r, test: testCardOf(r.test) }))
  return { ...found, results, popular: found.popular.map(testCardOf), canonical, origin: url.origin }
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return [{ title: 'Lab tests | MedWise Labs' }]
  const narrowed = d.filters.q !== '' || isFiltered(d.filters)
  return labsPageMeta({
    title: `Lab tests in ${d.city}${d.page > 1 ? `, page ${d.page}` : ''}: compare lab prices | MedWise Labs`,
    description: `Compare ${d.total} lab tests and health packages in ${d.city} across ${d.labs.length} accredited labs: prices, report times, fasting and home sample collection.`,
    canonical: d.canonical,
    // The unfiltered first page is the one to find; filtered and later pages are followed, not indexed.
    noindex: narrowed || d.page > 1,
  })
}

type Inventory = Awaited<ReturnType<typeof loader>>

const FORM_ID = 'lab-filters'

export default function LabsSearch() {
  const d = useLoaderData<typeof loader>()
  const { pathname, search } = useLocation()
  const navigation = useNavigation()
  const submit = useSubmit()
  // A new filter or page of this same list: its skeleton in place of the results while it loads.
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  const f = d.filters
  return (
    <div className={`page ${styles.labsPage}`}>
      <JsonLd
        data={itemListJsonLd(
          `Lab tests in ${d.city}`,
          d.results.map((r) => ({ name: r.test.name, url: `${d.origin}${labTestPath(r.test, d.city)}` })),
        )}
      />
      <Breadcrumb
        items={[
          { name: 'Lab tests', url: '/labs' },
          { name: `Lab tests in ${d.city}`, url: labSearchPath(d.city) },
        ]}
      />
      <h1>{`Lab tests in ${d.city}`}</h1>
      <p className={styles.lead}>Compare what each lab charges and how soon its report comes, then book with home collection.</p>

      {/* key: the form's fields follow the URL after a client navigation (defaultValue is read once). */}
      <Form key={search} method="get" id={FORM_ID} className={styles.filters} aria-label="Filter lab tests">
        <fieldset>
          <legend>Filters</legend>
          <div className={styles.fields}>
            <div className={styles.field}>
              <label htmlFor="f-q">Test name</label>
              <input
                id="f-q"
                name="q"
                type="search"
                defaultValue={f.q}
                maxLength={MAX_SEARCH_LENGTH}
                placeholder="e.g. thyroid"
              />
            </div>
            <div className={styles.field}>
              <label htmlFor="f-lab">Lab</label>
              <select id="f-lab" name="lab" defaultValue={f.lab ?? ''}>
                <option value="">All labs</option>
                {d.labs.map((l) => (
                  <option key={l.slug} value={l.slug}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-price">Price up to</label>
              <select id="f-price" name="max_price" defaultValue={f.maxPriceRupees ?? ''}>
                <option value="">Any price</option>
                {withChosen(MAX_PRICE_CHOICES, f.maxPriceRupees).map((p) => (
                  <option key={p} value={p}>
                    {formatRupees(p)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-tat">Report within</label>
              <select id="f-tat" name="tat" defaultValue={f.turnaroundHours ?? ''}>
                <option value="">Any time</option>
                {withChosen(TURNAROUND_CHOICES, f.turnaroundHours).map((h) => (
                  <option key={h} value={h}>
                    {formatTurnaround(h)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-fasting">Fasting</label>
              <select id="f-fasting" name="fasting" defaultValue={f.fasting === null ? '' : f.fasting ? 'yes' : 'no'}>
                <option value="">Either</option>
                <option value="no">No fasting needed</option>
                <option value="yes">Fasting tests only</option>
              </select>
            </div>
            <div className={styles.check}>
              <input id="f-home" name="home" type="checkbox" value="yes" defaultChecked={f.homeCollection} />
              <label htmlFor="f-home">Home collection only</label>
            </div>
          </div>
          <div className={styles.buttons}>
            <button type="submit">Apply filters</button>
            {(isFiltered(f) || f.q) && (
              <Link to={labSearchPath(d.city)} className={styles.linkish}>
                Clear filters
              </Link>
            )}
          </div>
        </fieldset>
      </Form>

      <div className={styles.heading}>
        <h2 id="inventory-results">
          {`${d.total} ${d.total === 1 ? 'test' : 'tests'}${d.pages > 1 ? `, page ${d.page} of ${d.pages}` : ''}`}
        </h2>
        <div className={styles.sort}>
          <label htmlFor="f-sort">Sort by</label>
          {/* In the filter form by its id: sent with the filters; with JavaScript a change applies at once. */}
          <select
            key={search}
            id="f-sort"
            name="sort"
            form={FORM_ID}
            defaultValue={f.sort}
            onChange={(e) => e.currentTarget.form && submit(e.currentTarget.form)}
          >
            {INVENTORY_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loading ? <InventorySkeleton /> : <Results d={d} search={search} />}

      <section aria-labelledby="city-labs">
        <h2 id="city-labs">{`Labs in ${d.city}`}</h2>
        <ul className={styles.list}>
          {d.labs.map((l) => (
            <li key={l.slug} className={styles.card}>
              <h3>
                <Link to={labPath(d.city, l)}>{l.name}</Link>
              </h3>
              <ul className={styles.badges} aria-label="Accreditations">
                {l.accreditations.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
              <p
                className={styles.meta}
              >{`Rated ${formatRating(l.ratingTenths)} of 5${l.homeCollection ? ' · home collection' : ' · walk-in only'}`}</p>
              <p className={styles.meta}>
                <Link to={labSearchPath(d.city, { lab: l.slug })} className={styles.linkish}>
                  {`Tests at ${l.name}`}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>

      {d.popular.length > 0 && (
        <section aria-labelledby="popular-tests">
          <h2 id="popular-tests">Popular packages</h2>
          <ul className={styles.list}>
            {d.popular.map((t) => (
              <TestCard key={t.id} test={t} city={d.city} />
            ))}
          </ul>
        </section>
      )}
      <SampleDataNote />
    </div>
  )
}

/** The form's choices, with a value typed into the URL that is not one of them (so the select shows it). */
function withChosen(choices: readonly number[], chosen: number | null): number[] {
  return chosen === null || choices.includes(chosen) ? [...choices] : [...choices, chosen].sort((a, b) => a - b)
}

function Results({ d, search }: { d: Inventory; search: string }) {
  if (d.results.length === 0) {
    return (
      <div role="status">
        <p>{`No lab tests in ${d.city} match these filters.`}</p>
        <p>
          <Link to={labSearchPath(d.city)}>See every lab test in {d.city}</Link>
        </p>
      </div>
    )
  }
  return (
    <>
      <ul className={styles.list} aria-labelledby="inventory-results">
        {d.results.map((r) => (
          <TestCard
            key={r.test.id}
            test={r.test}
            city={d.city}
            price={r.best}
            extra={
              <p className={styles.meta}>
                {`${r.labCount > 1 ? 'From' : 'At'} ${r.best.lab.name} · report in ${formatTurnaround(r.best.turnaroundHours)}`}
                {r.labCount > 1 && ` · ${r.labCount} labs`}
              </p>
            }
          />
        ))}
      </ul>
      <Pagination page={d.page} pageCount={d.pages} search={search || `?${inventorySearch(d.filters)}`} />
    </>
  )
}
