import { Link, useLoaderData, useRouteLoaderData } from 'react-router'
import type { CategoryLink } from '~/lib/category-menu'
import type { Route } from './+types/home'
import { servicesContext } from '~/context.server'
import { ProductGrid } from '~/catalog/product-card'

export const meta: Route.MetaFunction = () => [
  { title: 'MedWise: Online Pharmacy, Lab Tests and Doctor Consultations in India' },
  {
    name: 'description',
    content:
      'Order medicines and health products online, book lab tests with home sample collection and consult doctors. Delivery across India.',
  },
]

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext)
  const [medicines, healthProducts] = await Promise.all([catalog.popularProducts('drug', 8), catalog.popularProducts('otc', 8)])
  return { medicines, healthProducts }
}

export default function Home() {
  const { medicines, healthProducts } = useLoaderData<typeof loader>()
  // The root loader sends the top categories for the header's menu: the page lists the same, not sent twice.
  const categories = (useRouteLoaderData('root') as { categories?: CategoryLink[] } | undefined)?.categories ?? []
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Buy medicines and book lab tests online</h1>
        <p>Genuine medicines delivered to your door, lab tests with home sample collection.</p>
      </section>
      <section aria-labelledby="popular-medicines">
        <h2 id="popular-medicines">Popular medicines</h2>
        <ProductGrid products={medicines} />
      </section>
      <section aria-labelledby="health-products">
        <h2 id="health-products">Health products</h2>
        <ProductGrid products={healthProducts} />
      </section>
      <section aria-labelledby="shop-by-category">
        <h2 id="shop-by-category">Shop by category</h2>
        <ul className="chips">
          {categories.map((c) => (
            <li key={c.slug}>
              <Link to={`/categories/${c.slug}`}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
