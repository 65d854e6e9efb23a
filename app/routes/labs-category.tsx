import { useLoaderData, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/labs-category'
import { Breadcrumb } from '~/catalog/breadcrumb'
import { JsonLd } from '~/catalog/json-ld'
import { Pagination } from '~/catalog/pagination'
import { CategorySkeleton } from '~/catalog/skeletons'
import { ensureCanonical, labCatalogOf, visitorCity } from '~/labs-catalog/labs.server'
import { notFoundUnless } from '~/lib/page-edge.server'
import styles from '~/labs-catalog/labs-pages.module.css'
import { itemListJsonLd, labsPageMeta } from '~/labs-catalog/structured-data'
import { SampleDataNote, TestCard } from '~/labs-catalog/test-card'
import { labCategoryPath, labTestPath, pageOf } from '../../core/labs/catalog.ts'

// spec 2 §2 /labs/category/{package}: a category's packages, then its tests, cheapest first, a page at a time.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const catalog = labCatalogOf(context)
  const url = new URL(request.url)
  const found = notFoundUnless(await catalog.category(params.package ?? '', pageOf(url.searchParams)))
  const canonical = ensureCanonical(request, `/labs/category/${params.package}`, labCategoryPath(found.category.name))
  const city = await catalog.city(visitorCity(request))
  return { ...found, city, canonical, origin: url.origin }
}

export const meta: Route.MetaFunction = ({ loaderData: d }) => {
  if (!d) return [{ title: 'Category not found | MedWise Labs' }]
  return labsPageMeta({
    title: `${d.category.name} tests and packages${d.page > 1 ? `, page ${d.page}` : ''} | MedWise Labs`,
    description: `${d.category.tests} ${d.category.name} lab tests and ${d.category.packages} health packages with prices, fasting and sample details. Book with home sample collection.`,
    canonical: d.canonical,
    noindex: d.page > 1,
  })
}

export default function LabsCategory() {
  const d = useLoaderData<typeof loader>()
  const { pathname, search } = useLocation()
  const navigation = useNavigation()
  if (navigation.state === 'loading' && navigation.location.pathname === pathname) return <CategorySkeleton />
  return (
    <div className={`page ${styles.labsPage}`}>
      <JsonLd
        data={itemListJsonLd(
          `${d.category.name} tests`,
          d.results.map((t) => ({ name: t.name, url: `${d.origin}${labTestPath(t)}` })),
          d.offset,
        )}
      />
      <Breadcrumb
        items={[
          { name: 'Lab tests', url: '/labs' },
          { name: 'Categories', url: '/labs/tests' },
          { name: d.category.name, url: labCategoryPath(d.category.name) },
        ]}
      />
      <h1>{`${d.category.name} tests and packages`}</h1>
      <p className={styles.lead}>
        {`${d.total} in all${d.pages > 1 ? `, page ${d.page} of ${d.pages}` : ''}. Prices shown are the usual price; each lab's price is on the test's page.`}
      </p>
      <ul className={styles.list} aria-label={`${d.category.name} tests and packages`}>
        {d.results.map((t) => (
          <TestCard key={t.id} test={t} city={d.city} headingLevel={2} />
        ))}
      </ul>
      <Pagination page={d.page} pageCount={d.pages} search={search} />
      <SampleDataNote />
    </div>
  )
}
