import { useLoaderData } from 'react-router'
import { OrderPlaced } from '~/widgets/order-placed'
import { ORDER_PLACED_IMAGE, orderPlacedWidget } from '~/widgets/order-placed.server'
import { WidgetList, type WidgetRegistry } from '~/widgets/registry'
import type { OrderSuccessWidget } from '../../contracts/order-placed'
import styles from './bos-package-success.module.css'
import type { Route } from './+types/bos-package-success'

// spec 1 §2.8, spec 2 §2 '/insights-supplement/bos-package-success': the plan-purchase success page, header 'BOS plan
// purchased' and sub-header 'Your payment has been successfully completed.', as the order-placed widget (animated
// banner, then after 1,500 ms the texts and the calls to action) through the widget registry. The loader builds the
// widget, so its sub-header is sanitised on the server like any other.

export function loader() {
  const widgets: OrderSuccessWidget[] = [
    orderPlacedWidget({
      image_url: ORDER_PLACED_IMAGE,
      data: {
        header: 'BOS plan purchased',
        sub_header: 'Your payment has been successfully completed.',
        primary_cta: { label: 'Go to home', url: '/' },
        secondary_cta: { label: 'Book lab tests', url: '/labs' },
      },
    }),
  ]
  return { widgets }
}

export const meta: Route.MetaFunction = () => [{ title: 'BOS plan purchased | MedWise' }, { name: 'robots', content: 'noindex' }]

const WIDGETS: WidgetRegistry<OrderSuccessWidget> = { order_placed: OrderPlaced }

export default function BosPackageSuccess() {
  const { widgets } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <WidgetList widgets={widgets} registry={WIDGETS} page="bos-package-success" />
    </div>
  )
}
