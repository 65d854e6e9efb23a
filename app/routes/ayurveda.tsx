import { redirect } from 'react-router'
import { servicesContext } from '~/context.server'
import type { Route } from './+types/ayurveda'

// spec 1 §2.2: the AYURVEDA tab (/ayurveda) shows the catalog's Ayurveda category (seeded as a top-level category,
// server/db/seed-data/health-products.ts) with its subtree, on the tab's own path so the tab reads as current. The page
// is the category page's (routes/category.tsx); only what it loads differs.
export const AYURVEDA_SLUG = 'ayurveda'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext)
  const url = new URL(request.url)
  const found = await catalog.categoryPage(AYURVEDA_SLUG, Number(url.searchParams.get('page') ?? '1'))
  // A catalog without the category (a deployment's own tree) still leads somewhere: the search for it.
  if (!found) throw redirect('/search/all?name=ayurveda')
  return found
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: 'Ayurveda: Ayurvedic medicines and wellness products online | MedWise' },
  {
    name: 'description',
    content: `${loaderData?.products.total ?? 'Ayurvedic'} Ayurveda products: immunity, digestive, liver and joint care, herbal juices and more, with MRP and offer prices.`,
  },
]

export { default } from './category'
