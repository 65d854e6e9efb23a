import { Form, Link, useLoaderData, useLocation } from 'react-router'
import type { Route } from './+types/search'
import { servicesContext } from '~/context.server'
import { Pagination } from '~/catalog/pagination'
import { ProductCard } from '~/catalog/product-card'
import { ListingSkeleton, usePendingPath } from '~/catalog/skeletons'
import { NO_RESULTS_TEXT, SEARCH_PLACEHOLDER } from '../../core/constants.ts'
import styles from './search.module.css'

// spec 1 §2.4: the search box is a GET form to /search/all?name={term}; this page renders on the server.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const term = (url.searchParams.get('name') ?? '').trim().slice(0, 100)
  const page = Number(url.searchParams.get('page') ?? '1')
  // An empty or blank term asks for one instead of searching.
  if (!term) return { term: '', result: null }
  const { catalog } = context.get(servicesContext)
  return { term, result: await catalog.searchPage(term, page) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.term
      ? `Search results for ${loaderData.term} | MedWise`
      : 'Search medicines and health products | MedWise',
  },
  { name: 'robots', content: 'noindex' },
]

export default function Search() {
  const { term, result } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  if (usePendingPath('/search/all')) return <ListingSkeleton />
  return (
    <div className="page">
      <h1 className={styles.title}>{term ? `Search results for “${term}”` : 'Search'}</h1>
      {!result ? (
        <Form method="get" action="/search/all" role="search" aria-label="Search again" className={styles.form}>
          <label htmlFor="search-page-box">Type a medicine, salt or health product to search</label>
          <div>
            <input id="search-page-box" name="name" type="search" placeholder={SEARCH_PLACEHOLDER} maxLength={100} required />
            <button type="submit">Search</button>
          </div>
        </Form>
      ) : result.responseType === 'NORESULTS' ? (
        // spec 1 §4.2 / §8: NORESULTS.
        <p className={styles.none}>{NO_RESULTS_TEXT}</p>
      ) : (
        <>
          {result.responseType === 'SUGGESTIONS' && result.didYouMean && (
            // spec 1 §4.2: SUGGESTIONS shows did-you-mean with the corrected hits.
            <p className={styles.didYouMean}>
              Did you mean <Link to={`/search/all?name=${encodeURIComponent(result.didYouMean)}`}>{result.didYouMean}</Link>?
            </p>
          )}
          <p className={styles.count}>
            {result.total} {result.total === 1 ? 'result' : 'results'}
            {result.pageCount > 1 && `, page ${result.page} of ${result.pageCount}`}
          </p>
          <ul className={styles.results}>
            {result.items.map((item) =>
              item.type === 'product' ? (
                <ProductCard key={`p${item.id}`} p={item} />
              ) : (
                <li key={`${item.type}${item.id}`} className={styles.entry}>
                  <span className={styles.kind}>
                    {item.type === 'generic' ? 'Generic (salt)' : item.type === 'disease' ? 'Disease' : 'Category'}
                  </span>
                  <Link to={item.url} className={styles.entryName}>
                    {item.name}
                  </Link>
                  {item.type === 'generic' && <span className={styles.meta}>{item.therapeuticClass}</span>}
                </li>
              ),
            )}
          </ul>
          <Pagination page={result.page} pageCount={result.pageCount} search={search} />
        </>
      )}
    </div>
  )
}
