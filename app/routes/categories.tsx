import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/categories'
import { servicesContext } from '~/context.server'
import { CategorySkeleton, usePendingPath } from '~/catalog/skeletons'
import { HydrateApart } from '~/shell/hydrate-apart'
import styles from './listing.module.css'

// spec 2 §2 /categories: the health-product tree, levels 1–3.
export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext)
  return { tree: await catalog.categoryNodes() }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Health product categories | MedWise' },
  { name: 'description', content: 'Shop health products by category: personal care, nutrition, devices and more.' },
]

export default function Categories() {
  const { tree } = useLoaderData<typeof loader>()
  if (usePendingPath('/categories')) return <CategorySkeleton />
  return (
    <div className="page">
      <h1 className={styles.title}>Health product categories</h1>
      <ul className={styles.tree}>
        {/* Each top-level category hydrates apart: the tree is hundreds of links (issue 28 §5). */}
        {tree.map((l1) => (
          <HydrateApart key={l1.id}>
            <li className="later-on-screen">
              <h2>
                <Link to={l1.url}>{l1.name}</Link>
              </h2>
              <ul>
                {l1.children.map((l2) => (
                  <li key={l2.id}>
                    <Link to={l2.url}>{l2.name}</Link>
                    {l2.children.length > 0 && (
                      <ul>
                        {l2.children.map((l3) => (
                          <li key={l3.id}>
                            <Link to={l3.url}>{l3.name}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          </HydrateApart>
        ))}
      </ul>
    </div>
  )
}
