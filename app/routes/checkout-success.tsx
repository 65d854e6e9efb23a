import { useLoaderData } from 'react-router'
import { successLoader } from '~/checkout/success.server'
import { OrderPlaced } from '~/widgets/order-placed'
import { WidgetList, type WidgetRegistry } from '~/widgets/registry'
import type { OrderSuccessWidget } from '../../contracts/order-placed'
import styles from './bos-package-success.module.css'
import type { Route } from './+types/checkout-success'

// spec 2 §2 'Order success: /cart/checkout/success' (issue 9 §9): the order-placed widget (animated banner, after
// 1,500 ms the header 'Order placed', the sub-header and the calls to action) for the order just placed.

export async function loader({ request, context }: Route.LoaderArgs) {
  return successLoader(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'Order placed | MedWise' }, { name: 'robots', content: 'noindex' }]

const WIDGETS: WidgetRegistry<OrderSuccessWidget> = { order_placed: OrderPlaced }

export default function CheckoutSuccess() {
  const { widgets } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <WidgetList widgets={widgets} registry={WIDGETS} page="checkout-success" />
    </div>
  )
}
