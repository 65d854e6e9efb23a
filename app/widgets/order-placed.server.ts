import { OrderPlacedWidgetSchema, type OrderPlacedWidget, type OrderPlacedWidgetInput } from '../../contracts/order-placed.ts'
import { sanitiseInlineHtml } from '../../server/lib/sanitise-html.ts'

// The one way a loader makes an order-placed widget (spec 2 §2): the sub-header's HTML is sanitised here, on the
// server, and only then branded SanitisedHtml by the contract's parse, so what the page renders as HTML has always
// been through server/lib/sanitise-html.ts. Defaults (animated true, spans 4 and 12) come from the contract.

/** The success pages' banner image (public/images). */
export const ORDER_PLACED_IMAGE = '/images/order-placed.svg'

export function orderPlacedWidget(input: OrderPlacedWidgetInput): OrderPlacedWidget {
  return OrderPlacedWidgetSchema.parse({
    ...input,
    type: 'order_placed',
    data: { ...input.data, sub_header: sanitiseInlineHtml(input.data.sub_header) },
  })
}
