import { Link, useLoaderData, useLocation } from 'react-router'
import type { Route } from './+types/category'
import { servicesContext } from '~/context.server'
import { notFoundUnless } from '~/lib/page-edge.server'
import { Breadcrumb } from '~/catalog/breadcrumb'
import { Pagination } from '~/catalog/pagination'
import { ProductGrid } from '~/catalog/product-card'
import { CategorySkeleton, usePendingPath } from '~/catalog/skeletons'
import styles from './listing.module.css'

// spec 2 §2 /categories/{slug}: the products of a category and its subtree, a page at a time.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext)
  const url = new URL(request.url)
  return notFoundUnless(await catalog.categoryPage(params.slug, Number(url.searchParams.get('page') ?? '1')))
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.category.name}: buy online | MedWise` },
        {
          name: 'description',
          content: `${loaderData.products.total} ${loaderData.category.name} products with MRP and offer prices.`,
        },
      ]
    : [{ title: 'Category not found | MedWise' }]

export default function Category() {
  const { category, breadcrumb, children, products } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  if (usePendingPath(/^\/categories\/./)) return <CategorySkeleton />
  return (
    <div className="page">
      <Breadcrumb items={[{ name: 'Categories', url: '/categories' }, ...breadcrumb]} />
      <h1 className={styles.title}>{category.name}</h1>
      {children.length > 0 && (
        <ul className={styles.chips} aria-label={`Inside ${category.name}`}>
          {children.map((c) => (
            <li key={c.url}>
              <Link to={c.url}>{c.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>
        {products.total} products{products.pageCount > 1 && `, page ${products.page} of ${products.pageCount}`}
      </p>
      <ProductGrid products={products.items} label={`${category.name} products`} />
      <Pagination page={products.page} pageCount={products.pageCount} search={search} />
    </div>
  )
}
