import { useLoaderData, useLocation } from 'react-router'
import type { Route } from './+types/all-medicines'
import { servicesContext } from '~/context.server'
import { LetterChips } from '~/catalog/letter-chips'
import { Pagination } from '~/catalog/pagination'
import { ProductGrid } from '~/catalog/product-card'
import { ListingSkeleton, usePendingPath } from '~/catalog/skeletons'
import styles from './listing.module.css'

// spec 1 §4.7 'All Medicines': every real medicine A–Z, by letter, a page at a time.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext)
  const url = new URL(request.url)
  const letters = await catalog.medicineLetters()
  const wanted = url.searchParams.get('letter')?.toUpperCase() ?? null
  const letter = wanted && letters.includes(wanted) ? wanted : null
  const medicines = await catalog.allMedicines(letter, Number(url.searchParams.get('page') ?? '1'))
  return { letters, letter, medicines }
}

export const meta: Route.MetaFunction = () => [
  { title: 'All medicines A–Z | MedWise' },
  { name: 'description', content: 'Every medicine we sell, A–Z, with pack, MRP and price.' },
]

export default function AllMedicines() {
  const { letters, letter, medicines } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  if (usePendingPath('/drugs-all-medicines')) return <ListingSkeleton />
  return (
    <div className="page">
      <h1 className={styles.title}>All medicines{letter && `: ${letter}`}</h1>
      <LetterChips letters={letters} current={letter} label="Medicines by first letter" />
      <p className={styles.note}>
        {medicines.total} medicines{medicines.pageCount > 1 && `, page ${medicines.page} of ${medicines.pageCount}`}
      </p>
      <ProductGrid products={medicines.items} label="Medicines" />
      <Pagination page={medicines.page} pageCount={medicines.pageCount} search={search} />
    </div>
  )
}
