import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.ts'
import { slugify } from '../../db/seed/places.ts'
import type { CardProduct } from '../../../contracts/catalog.ts'
import { CARD_COLUMNS, pagedProducts, toCard } from './pages.ts'
import { categoryUrl, diseaseUrl, genericUrl, therapeuticClassUrl } from './urls.ts'

export interface SaltLink {
  id: number
  name: string
  url: string
}
export interface DiseaseEntry {
  id: number
  name: string
  slug: string
  category: string
  description: string
  url: string
  salts: SaltLink[]
}

/** Every disease A–Z with the salts used to treat it (spec 1 §4.7 'All Diseases'). */
export async function loadDiseases(db: Db): Promise<DiseaseEntry[]> {
  const rows = await queryRows<{
    id: number
    name: string
    slug: string
    category: string
    description: string
    salts: string | null
  }>(
    db,
    sql`select d.id, d.name, d.slug, d.category, d.description,
      (select json_agg(json_build_object('id', s.id, 'name', s.name, 'slug', s.slug) order by s.name)::text
         from disease_salts ds join salts s on s.id = ds.salt_id where ds.disease_id = d.id) as salts
      from diseases d order by lower(d.name)`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    slug: r.slug,
    category: r.category,
    description: r.description,
    url: diseaseUrl(r),
    salts: (JSON.parse(r.salts ?? '[]') as Array<{ id: number; name: string; slug: string }>).map((s) => ({
      id: Number(s.id),
      name: s.name,
      url: genericUrl({ slug: s.slug, id: Number(s.id) }),
    })),
  }))
}

/** The most ordered medicines containing any of the salts that treat a disease. */
export async function loadDiseaseMedicines(db: Db, diseaseId: number, limit = 24): Promise<CardProduct[]> {
  const rows = await queryRows<Parameters<typeof toCard>[0]>(
    db,
    sql`select ${CARD_COLUMNS} from products p
      where not p.synthetic and exists (select 1 from product_salts ps join disease_salts ds on ds.salt_id = ps.salt_id
        where ps.product_id = p.id and ds.disease_id = ${diseaseId})
      order by p.popularity desc, p.id limit ${limit}`,
  )
  return rows.map(toCard)
}

/** First letters that have medicines (real ones only; synthetic SKUs are for benchmarks). */
export async function loadMedicineLetters(db: Db): Promise<string[]> {
  const rows = await queryRows<{ letter: string }>(
    db,
    sql`select distinct upper(left(name, 1)) as letter from products where kind = 'drug' and not synthetic order by 1`,
  )
  return rows.map((r) => r.letter)
}

/** All medicines A–Z, optionally those starting with one letter ('0-9' for digits), a page at a time. */
export function loadAllMedicines(db: Db, letter: string | null, page: number) {
  const filter =
    letter === null ? sql`` : letter === '0-9' ? sql` and p.name ~ '^[0-9]'` : sql` and upper(left(p.name, 1)) = ${letter}`
  return pagedProducts(
    db,
    sql`from products p where p.kind = 'drug' and not p.synthetic${filter}`,
    sql`lower(p.name), p.id`,
    page,
  )
}

export interface TherapeuticClass {
  name: string
  slug: string
  url: string
  salts: Array<SaltLink & { brands: number }>
}

/** Salts grouped by therapeutic class, classes A–Z, each salt with its number of brands. */
export async function loadTherapeuticClasses(db: Db): Promise<TherapeuticClass[]> {
  const rows = await queryRows<{ id: number; name: string; slug: string; cls: string; brands: number }>(
    db,
    sql`select s.id, s.name, s.slug, s.therapeutic_class as cls,
      (select count(*)::int from product_salts ps join products p on p.id = ps.product_id
        where ps.salt_id = s.id and not p.synthetic) as brands
      from salts s order by lower(s.therapeutic_class), lower(s.name)`,
  )
  const classes = new Map<string, TherapeuticClass>()
  for (const r of rows) {
    let c = classes.get(r.cls)
    if (!c) {
      const slug = slugify(r.cls)
      classes.set(r.cls, (c = { name: r.cls, slug, url: therapeuticClassUrl(slug), salts: [] }))
    }
    c.salts.push({
      id: Number(r.id),
      name: r.name,
      url: genericUrl({ slug: r.slug, id: Number(r.id) }),
      brands: Number(r.brands),
    })
  }
  return [...classes.values()]
}

export interface CategoryNode {
  id: number
  name: string
  slug: string
  level: number
  url: string
  children: CategoryNode[]
}

/** The health-product tree with ids (levels 1–3), in the configured order. */
export async function loadCategoryNodes(db: Db): Promise<CategoryNode[]> {
  const rows = await queryRows<{ id: number; name: string; slug: string; level: number; parentId: number | null }>(
    db,
    sql`select id, name, slug, level, parent_id as "parentId" from categories order by level, position`,
  )
  const byId = new Map<number, CategoryNode>()
  const roots: CategoryNode[] = []
  for (const r of rows) {
    const node = { id: Number(r.id), name: r.name, slug: r.slug, level: Number(r.level), url: categoryUrl(r), children: [] }
    byId.set(node.id, node)
    const parent = r.parentId === null ? undefined : byId.get(Number(r.parentId))
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** A category with its breadcrumb, its children and a page of the products of its whole subtree. */
export async function loadCategoryPage(db: Db, tree: CategoryNode[], slug: string, page: number) {
  const path = findPath(tree, slug)
  if (!path) return null
  const node = path.at(-1)!
  const ids: number[] = []
  const collect = (n: CategoryNode) => {
    ids.push(n.id)
    n.children.forEach(collect)
  }
  collect(node)
  const products = await pagedProducts(
    db,
    sql`from products p where p.kind = 'otc' and p.category_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    sql`p.popularity desc, p.id`,
    page,
  )
  return {
    category: { name: node.name, slug: node.slug, level: node.level, url: node.url },
    breadcrumb: path.map((n) => ({ name: n.name, url: n.url })),
    children: node.children.map((c) => ({ name: c.name, url: c.url })),
    products,
  }
}

function findPath(nodes: CategoryNode[], slug: string): CategoryNode[] | null {
  for (const n of nodes) {
    if (n.slug === slug) return [n]
    const rest = findPath(n.children, slug)
    if (rest) return [n, ...rest]
  }
  return null
}
