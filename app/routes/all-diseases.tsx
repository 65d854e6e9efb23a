import { Link, useLoaderData, useLocation } from 'react-router'
import type { Route } from './+types/all-diseases'
import { servicesContext } from '~/context.server'
import { notFoundUnless } from '~/lib/page-edge.server'
import { LetterChips } from '~/catalog/letter-chips'
import { Pagination } from '~/catalog/pagination'
import { ProductGrid } from '~/catalog/product-card'
import { SaltTags } from '~/catalog/salt-tags'
import { ListingSkeleton, usePendingPath } from '~/catalog/skeletons'
import styles from './listing.module.css'

const PER_PAGE = 30

// spec 1 §4.7 'All Diseases': diseases A–Z with the salts used; ?disease={slug} shows one disease's medicines.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext)
  const url = new URL(request.url)
  const slug = url.searchParams.get('disease')
  if (slug) {
    const disease = notFoundUnless(await catalog.disease(slug))
    return { disease, list: null }
  }
  const all = await catalog.diseases()
  const letters = [...new Set(all.map((d) => d.name[0]!.toUpperCase()))]
  const wanted = url.searchParams.get('letter')?.toUpperCase() ?? null
  const letter = wanted && letters.includes(wanted) ? wanted : null
  const matching = letter ? all.filter((d) => d.name[0]!.toUpperCase() === letter) : all
  const pageCount = Math.max(1, Math.ceil(matching.length / PER_PAGE))
  const page = Math.min(Math.max(1, Number(url.searchParams.get('page')) || 1), pageCount)
  const items = matching.slice((page - 1) * PER_PAGE, page * PER_PAGE)
  return { disease: null, list: { letters, letter, items, total: matching.length, page, pageCount } }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.disease
    ? [
        { title: `${loaderData.disease.name}: medicines and treatment | MedWise` },
        { name: 'description', content: loaderData.disease.description },
      ]
    : [
        { title: 'All diseases A–Z and their medicines | MedWise' },
        { name: 'description', content: 'Common diseases and conditions A–Z with the medicines (salts) used to treat them.' },
      ]

export default function AllDiseases() {
  const { disease, list } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  if (usePendingPath('/all-diseases')) return <ListingSkeleton />
  if (disease) {
    return (
      <div className="page">
        <p>
          <Link to="/all-diseases">All diseases</Link>
        </p>
        <h1 className={styles.title}>{disease.name}</h1>
        <p className={styles.category}>{disease.category}</p>
        <p>{disease.description}</p>
        <h2>Salts used</h2>
        <SaltTags salts={disease.salts} />
        <h2>Medicines</h2>
        <ProductGrid products={disease.medicines} label={`Medicines for ${disease.name}`} />
        <p className={styles.note}>General information only: ask a doctor which medicine is right for you.</p>
      </div>
    )
  }
  const l = list!
  return (
    <div className="page">
      <h1 className={styles.title}>All diseases</h1>
      <LetterChips letters={l.letters} current={l.letter} label="Diseases by first letter" />
      <p className={styles.note}>
        {l.total} diseases and conditions{l.pageCount > 1 && `, page ${l.page} of ${l.pageCount}`}
      </p>
      <ul className={styles.list}>
        {l.items.map((d) => (
          <li key={d.id} className={styles.item}>
            <h2>
              <Link to={d.url}>{d.name}</Link>
            </h2>
            <p className={styles.category}>{d.category}</p>
            <p>{d.description}</p>
            <SaltTags salts={d.salts} label={`Salts used for ${d.name}`} />
          </li>
        ))}
      </ul>
      <Pagination page={l.page} pageCount={l.pageCount} search={search} />
    </div>
  )
}
