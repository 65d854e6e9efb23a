import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/home'
import { servicesContext } from '~/context.server'
import { discountPercent, formatPaise } from '~/lib/money'

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
  const [medicines, healthProducts, tree] = await Promise.all([
    catalog.popularProducts('drug', 8),
    catalog.popularProducts('otc', 8),
    catalog.categoryTree(),
  ])
  return { medicines, healthProducts, categories: tree.map((c) => ({ slug: c.slug, name: c.name })) }
}

type Product = Awaited<ReturnType<typeof loader>>['medicines'][number]

function ProductCard({ p }: { p: Product }) {
  const off = discountPercent(p.mrpPaise, p.pricePaise)
  return (
    <li className="card">
      <Link to={p.url} className="card-title">
        {p.name}
      </Link>
      <p className="muted">{p.pack}</p>
      {p.rxRequired && (
        <span className="badge" title="Prescription required">
          Rx
        </span>
      )}
      <p>
        <span className="price">{formatPaise(p.pricePaise)}</span>{' '}
        {off > 0 && (
          <>
            <span className="mrp">
              MRP <s>{formatPaise(p.mrpPaise)}</s>
            </span>{' '}
            <span className="off">{off}% off</span>
          </>
        )}
      </p>
    </li>
  )
}

export default function Home() {
  const { medicines, healthProducts, categories } = useLoaderData<typeof loader>()
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Buy medicines and book lab tests online</h1>
        <p>Genuine medicines delivered to your door, lab tests with home sample collection.</p>
      </section>
      <section aria-labelledby="popular-medicines">
        <h2 id="popular-medicines">Popular medicines</h2>
        <ul className="grid">
          {medicines.map((p) => (
            <ProductCard key={p.id} p={p} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="health-products">
        <h2 id="health-products">Health products</h2>
        <ul className="grid">
          {healthProducts.map((p) => (
            <ProductCard key={p.id} p={p} />
          ))}
        </ul>
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
