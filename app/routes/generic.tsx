import { redirect, useLoaderData, useLocation } from 'react-router'
import type { Route } from './+types/generic'
import { servicesContext } from '~/context.server'
import { notFoundUnless } from '~/lib/page-edge.server'
import { Pagination } from '~/catalog/pagination'
import { ProductGrid } from '~/catalog/product-card'
import { ListingSkeleton, usePendingPath } from '~/catalog/skeletons'
import { splitNameId } from '../../core/url/path-match.ts'
import styles from './listing.module.css'

// spec 2 §2: /generics/{genericNameId}, e.g. /generics/paracetamol-12: a salt and every brand of it.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { id } = splitNameId(params.genericNameId)
  const url = new URL(request.url)
  const { catalog } = context.get(servicesContext)
  const found = notFoundUnless(id === null ? null : await catalog.generic(id, Number(url.searchParams.get('page') ?? '1')))
  if (`/generics/${params.genericNameId}` !== found.salt.url) throw redirect(found.salt.url + url.search, 301)
  return { ...found, canonical: `${url.origin}${found.salt.url}` }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Generic not found | MedWise' }]
  const { salt, brands } = loaderData
  const title = `${salt.name}: uses and ${brands.total} brands, cheapest first | MedWise`
  return [
    { title },
    { name: 'description', content: `${salt.name} (${salt.therapeuticClass}): ${salt.uses} Compare ${brands.total} brands.` },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
    { property: 'og:title', content: title },
  ]
}

export default function Generic() {
  const { salt, brands } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  if (usePendingPath(/^\/generics\//)) return <ListingSkeleton />
  return (
    <div className="page">
      <h1 className={styles.title}>{salt.name}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>Therapeutic class</dt>
          <dd>{salt.therapeuticClass}</dd>
        </div>
        <div>
          <dt>Uses</dt>
          <dd>{salt.uses}</dd>
        </div>
        <div>
          <dt>Schedule</dt>
          <dd>{salt.schedule === 'OTC' ? 'OTC (no prescription needed)' : `Schedule ${salt.schedule}`}</dd>
        </div>
      </dl>
      <h2>
        Brands of {salt.name} ({brands.total})
      </h2>
      <p className={styles.note}>Single-salt brands first, then combinations; cheapest first.</p>
      <ProductGrid products={brands.items} label={`Brands of ${salt.name}`} />
      <Pagination page={brands.page} pageCount={brands.pageCount} search={search} />
    </div>
  )
}
