import { redirect } from 'react-router'
import { servicesContext } from '~/context.server'
import { notFound } from '~/lib/page-edge.server'
import { productIdFromPath } from '~/lib/product-id'
import type { RouterContextProvider } from 'react-router'
import { decodeReviewCursor } from '../../core/reviews/rules.ts'

/** Loader of /drugs/{slug}-{id} and /otc/{slug}-otc{id} (spec 1 §2.10 product ids). */
export async function loadProductPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slugId: string,
  kind: 'drug' | 'otc',
) {
  const { catalog, reviews } = context.get(servicesContext)
  const url = new URL(request.url)
  // From the route parameter, not the request path: client navigations fetch '….data' URLs.
  const path = `/${kind === 'otc' ? 'otc' : 'drugs'}/${slugId}`
  const id = productIdFromPath(path)
  const product = id === null ? null : await catalog.product(id)
  // Unknown ids and the other kind's ids (an OTC id under /drugs/) are not pages.
  if (!product || product.kind !== kind) notFound()
  // A stale or wrong slug: one canonical URL per product.
  if (path !== product.url) throw redirect(product.url + url.search, 301)
  // issue 26 §7: the rating and a page of reviews in one indexed query (decision 076); older ones by ?reviews_after=.
  const after = url.searchParams.get('reviews_after')
  const [substitutes, rating] = await Promise.all([
    kind === 'drug' ? catalog.substitutes(product) : Promise.resolve([]),
    reviews.summary('product', product.id, after && decodeReviewCursor(after) ? after : undefined),
  ])
  return { product, substitutes, rating, canonical: `${url.origin}${product.url}` }
}
export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>
