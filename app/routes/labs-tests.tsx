import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/labs-tests'
import { Breadcrumb } from '~/catalog/breadcrumb'
import { JsonLd } from '~/catalog/json-ld'
import { ensureCanonical, labCatalogOf, visitorCity } from '~/labs-catalog/labs.server'
import styles from '~/labs-catalog/labs-pages.module.css'
import { itemListJsonLd, labsPageMeta } from '~/labs-catalog/structured-data'
import { SampleDataNote } from '~/labs-catalog/test-card'
import { labCategoryPath, labSearchPath } from '../../core/labs/catalog.ts'

// spec 2 §2 /labs/tests: the labs category page, every category with how many tests and packages it holds.
export async function loader({ request, context }: Route.LoaderArgs) {
  const catalog = labCatalogOf(context)
  const canonical = ensureCanonical(request, '/labs/tests', '/labs/tests')
  const [categories, city] = await Promise.all([catalog.categories(), catalog.city(visitorCity(request))])
  return { categories, city, canonical, origin: new URL(request.url).origin }
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  labsPageMeta({
    title: 'Lab test categories: blood, thyroid, diabetes and more | MedWise Labs',
    description: `Browse ${d?.categories.length ?? ''} categories of lab tests and health packages, from blood counts and thyroid to vitamins and full body checkups, with home sample collection.`,
    canonical: d?.canonical ?? '/labs/tests',
  })

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export default function LabsTests() {
  const d = useLoaderData<typeof loader>()
  return (
    <div className={`page ${styles.labsPage}`}>
      <JsonLd
        data={itemListJsonLd(
          'Lab test categories',
          d.categories.map((c) => ({ name: c.name, url: `${d.origin}${labCategoryPath(c.name)}` })),
        )}
      />
      <Breadcrumb
        items={[
          { name: 'Lab tests', url: '/labs' },
          { name: 'Categories', url: '/labs/tests' },
        ]}
      />
      <h1>Lab test categories</h1>
      <p className={styles.lead}>Choose a category to see its tests and health packages.</p>
      <ul className={styles.list}>
        {d.categories.map((c) => (
          <li key={c.slug} className={styles.card}>
            <h2>
              <Link to={labCategoryPath(c.name)}>{c.name}</Link>
            </h2>
            <p className={styles.meta}>
              {[c.tests && plural(c.tests, 'test', 'tests'), c.packages && plural(c.packages, 'package', 'packages')]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </li>
        ))}
      </ul>
      {d.city && (
        <p>
          <Link to={labSearchPath(d.city)} className={styles.linkish}>{`Compare lab prices in ${d.city}`}</Link>
        </p>
      )}
      <SampleDataNote />
    </div>
  )
}
