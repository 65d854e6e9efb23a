import { Form, Link, useLoaderData, useLocation, useNavigation, useSubmit } from 'react-router'
import type { Route } from './+types/consultation-specialty'
import { Breadcrumb } from '~/catalog/breadcrumb'
import { Pagination } from '~/catalog/pagination'
import { DoctorCard } from '~/consultations/doctor-card'
import { specialtyDoctors } from '~/consultations/finding.server'
import styles from '~/consultations/finding.module.css'
import { CONSULT_HOME_PATH, listingSearch, specialtyPath } from '../../core/consultations/finding.ts'
import { DOCTOR_SORTS, FEE_BANDS, LANGUAGES, MIN_EXPERIENCE_YEARS } from '../../core/consultations/vocabulary.ts'

// issue 24 §2: a specialty's doctors with fee, languages, experience, qualifications, rating and next free slot;
// filters (language, fee band, experience) and sort in a GET form that works without JavaScript, a page at a time; when
// nothing matches, which filter to loosen. An unknown specialty is the 404 page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return specialtyDoctors(context, params.code, new URL(request.url))
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return [{ title: 'Specialty not found | MedWise' }]
  const name = d.list.specialty.name
  const filtered = d.list.page > 1 || listingSearch({ ...d.filters, sort: 'relevance' }) !== ''
  return [
    { title: `${name} doctors online: consult by chat, audio or video | MedWise` },
    {
      name: 'description',
      content: `Consult ${d.list.total} registered ${name.toLowerCase()} doctors online: fees, languages, experience, ratings and their next free time.`,
    },
    ...(filtered ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ]
}

const FORM_ID = 'doctor-filters'

export default function SpecialtyDoctors() {
  const { list, filters, loosen } = useLoaderData<typeof loader>()
  const { pathname, search } = useLocation()
  const navigation = useNavigation()
  const submit = useSubmit()
  // A new filter or page of this listing: a placeholder stands in for the results while it loads.
  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname
  const pages = Math.max(1, Math.ceil(list.total / list.per_page))
  const filtered = filters.language !== null || filters.fee !== null || filters.min_experience !== null
  return (
    <div className={`page ${styles.finding}`}>
      <Breadcrumb
        items={[
          { name: 'Consult a doctor', url: CONSULT_HOME_PATH },
          { name: list.specialty.name, url: specialtyPath(list.specialty.code) },
        ]}
      />
      <h1>{`${list.specialty.name} doctors`}</h1>
      <p className={styles.lead}>Consult by chat, audio or video. Pick a doctor, then a time that suits you.</p>

      {/* key: the fields follow the URL after a client navigation (defaultValue is read once). */}
      <Form key={search} method="get" id={FORM_ID} className={styles.filters} aria-label="Filter doctors">
        <fieldset>
          <legend>Filters</legend>
          <div className={styles.fields}>
            <div className={styles.field}>
              <label htmlFor="f-language">Language</label>
              <select id="f-language" name="language" defaultValue={filters.language ?? ''}>
                <option value="">Any language</option>
                {Object.entries(LANGUAGES).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-fee">Fee</label>
              <select id="f-fee" name="fee" defaultValue={filters.fee ?? ''}>
                <option value="">Any fee</option>
                {Object.entries(FEE_BANDS).map(([code, band]) => (
                  <option key={code} value={code}>
                    {band.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-experience">Experience</label>
              <select id="f-experience" name="min_experience" defaultValue={filters.min_experience ?? ''}>
                <option value="">Any experience</option>
                {MIN_EXPERIENCE_YEARS.map((y) => (
                  <option key={y} value={y}>
                    {`${y}+ years`}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="f-sort">Sort by</label>
              {/* With JavaScript a new order applies at once; without, with the button. */}
              <select
                id="f-sort"
                name="sort"
                defaultValue={filters.sort}
                onChange={(e) => e.currentTarget.form && submit(e.currentTarget.form)}
              >
                {Object.entries(DOCTOR_SORTS).map(([code, label]) => (
                  <option key={code} value={code}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className={styles.buttons}>
            <button type="submit">Apply filters</button>
            {filtered && <Link to={specialtyPath(list.specialty.code)}>Clear filters</Link>}
          </div>
        </fieldset>
      </Form>

      <h2 id="doctor-results">
        {`${list.total} ${list.total === 1 ? 'doctor' : 'doctors'}${pages > 1 ? `, page ${list.page} of ${pages}` : ''}`}
      </h2>
      {loading ? (
        <div className={styles.bone} role="status" aria-label="Loading doctors" />
      ) : list.doctors.length > 0 ? (
        <>
          <ul className={styles.list} aria-labelledby="doctor-results">
            {list.doctors.map((d) => (
              <DoctorCard key={d.id} doctor={d} />
            ))}
          </ul>
          <Pagination page={list.page} pageCount={pages} search={search} />
        </>
      ) : (
        <div role="status">
          {list.total > 0 ? (
            <p>
              {`There are only ${pages} ${pages === 1 ? 'page' : 'pages'} of doctors. `}
              <Link to={specialtyPath(list.specialty.code) + listingSearch(filters)}>Go to the first page</Link>
            </p>
          ) : !filtered ? (
            <p>{`No ${list.specialty.name.toLowerCase()} doctors consult online yet. `}</p>
          ) : (
            <>
              <p>No doctors match all of these filters.</p>
              {loosen.length > 0 ? (
                <ul>
                  {loosen.map((l) => (
                    <li key={l.filter}>
                      <Link to={specialtyPath(list.specialty.code) + l.href}>
                        {`Without ${l.label}: ${l.total} ${l.total === 1 ? 'doctor' : 'doctors'}`}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>
                  <Link to={specialtyPath(list.specialty.code)}>Try fewer filters: see every doctor</Link>
                </p>
              )}
            </>
          )}
          <p>
            <Link to={CONSULT_HOME_PATH}>Other specialties</Link>
          </p>
        </div>
      )}
    </div>
  )
}
