import { useLoaderData } from 'react-router'
import type { Route } from './+types/otc'
import { loadProductPage } from '~/catalog/product.server'
import { ProductPage, productMeta } from '~/catalog/product-page'

// spec 1 §2.10: /otc/{slug}-otc{id}, a health product.
export const loader = ({ params, request, context }: Route.LoaderArgs) => loadProductPage(request, context, params.slugId, 'otc')

export const meta: Route.MetaFunction = ({ loaderData }) => productMeta(loaderData)

export default function Otc() {
  const data = useLoaderData<typeof loader>()
  return <ProductPage {...data} />
}
