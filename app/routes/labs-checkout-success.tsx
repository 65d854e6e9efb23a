import { useLoaderData } from 'react-router'
import { loadLabSuccess } from '~/labs-booking/checkout.server'
import { OrderPlaced } from '~/widgets/order-placed'
import { WidgetList, type WidgetRegistry } from '~/widgets/registry'
import type { OrderSuccessWidget } from '../../contracts/order-placed'
import styles from './bos-package-success.module.css'
import type { Route } from './+types/labs-checkout-success'

// spec 2 §2 'Order success: /labs/cart/checkout/success, /cp_labs/cart/checkout/success' (issue 11 §5): the
// order-placed widget (animated banner, after 1,500 ms the header, the sub-header and the calls to action) for the
// booking just paid: its lab, slot and patients. An unpaid booking goes to its payment; another account's is a 404.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLabSuccess(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Lab tests booked | MedWise Labs' },
  { name: 'robots', content: 'noindex' },
]

const WIDGETS: WidgetRegistry<OrderSuccessWidget> = { order_placed: OrderPlaced }

export default function LabsCheckoutSuccess() {
  const { widgets } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <WidgetList widgets={widgets} registry={WIDGETS} page="labs-checkout-success" />
    </div>
  )
}
