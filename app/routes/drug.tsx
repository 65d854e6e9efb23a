import { useLoaderData } from 'react-router'
import type { Route } from './+types/drug'
import { loadProductPage } from '~/catalog/product.server'
import { ProductPage, productMeta } from '~/catalog/product-page'

// spec 1 §2.10: /drugs/{slug}-{id}, a medicine.
export const loader = ({ params, request, context }: Route.LoaderArgs) => loadProductPage(request, context, params.slugId, 'drug')

export const meta: Route.MetaFunction = ({ loaderData }) => productMeta(loaderData)

export default function Drug() {
  const data = useLoaderData<typeof loader>()
  return <ProductPage {...data} />
}
