import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/therapeutic-classes'
import { servicesContext } from '~/context.server'
import { notFoundUnless } from '~/lib/page-edge.server'
import { SaltTags } from '~/catalog/salt-tags'
import { ListingSkeleton, usePendingPath } from '~/catalog/skeletons'
import styles from './listing.module.css'

// spec 1 §4.7 'Medicines by Therapeutic Class': salts grouped by class; ?class={slug} lists one class.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = context.get(servicesContext)
  const classes = await catalog.therapeuticClasses()
  const slug = new URL(request.url).searchParams.get('class')
  if (!slug) return { classes, current: null }
  const current = notFoundUnless(classes.find((c) => c.slug === slug))
  return { classes: null, current }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.current ? `${loaderData.current.name}: medicines | MedWise` : 'Medicines by therapeutic class | MedWise',
  },
  { name: 'description', content: 'Salts (generic medicines) grouped by therapeutic class, each with its brands.' },
]

export default function TherapeuticClasses() {
  const { classes, current } = useLoaderData<typeof loader>()
  if (usePendingPath('/drugs-therapeutic-classes')) return <ListingSkeleton />
  if (current) {
    return (
      <div className="page">
        <p>
          <Link to="/drugs-therapeutic-classes">All therapeutic classes</Link>
        </p>
        <h1 className={styles.title}>{current.name}</h1>
        <ul className={styles.list}>
          {current.salts.map((s) => (
            <li key={s.id} className={styles.item}>
              <h2>
                <Link to={s.url}>{s.name}</Link>
              </h2>
              <p className={styles.note}>{s.brands === 1 ? '1 brand' : `${s.brands} brands`}</p>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <div className="page">
      <h1 className={styles.title}>Medicines by therapeutic class</h1>
      <p className={styles.note}>{classes!.length} classes</p>
      <ul className={styles.list}>
        {classes!.map((c) => (
          <li key={c.slug} className={styles.item}>
            <h2>
              <Link to={c.url}>{c.name}</Link>
            </h2>
            <SaltTags salts={c.salts} label={`Salts in ${c.name}`} />
          </li>
        ))}
      </ul>
    </div>
  )
}
