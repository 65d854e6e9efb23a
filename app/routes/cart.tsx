import { Link, useLoaderData, useRouteLoaderData } from 'react-router'
import { cartAction } from '~/cart/cart-action.server'
import { BillSummary } from '~/cart/widgets/bill-summary'
import { CartItems } from '~/cart/widgets/cart-items'
import { CouponBox } from '~/cart/widgets/coupon-box'
import { CarePlanBox } from '~/care-plan/cart-box'
import { checkoutCartType } from '~/checkout/checkout.server'
import { requestContext } from '~/context.server'
import { checkoutPath } from '../../core/cart/checkout-path.ts'
import { DIO_PATHS, DIO_TEXTS } from '../../core/done-in-one/texts.ts'
import { signInThen } from '../../core/auth/params.ts'
import { cityOfCookies } from '../../core/places/city.ts'
import { DEFAULT_CITY, DEFAULT_ERROR_TEXT, NO_ANSWER } from '../../core/constants.ts'
import { parseCookieHeader } from '../../core/cookies.ts'
import { formatRupees } from '../../core/money.ts'
import { WidgetList, type WidgetRegistry } from '~/widgets/registry'
import type { CartActionData } from '../../contracts/cart'
import type { CartWidget } from '../../contracts/widgets'
import styles from '~/cart/cart-page.module.css'
import type { Route } from './+types/cart'

// spec 2 §2 'Cart: /cart' (issue 9): the pharmacy cart in full, from the same reading as GET carts/details
// ?types=pharmacy&response_type=full&cart_oos=true (server/modules/cart/details.ts), rendered through the widget
// registry. Its action is the one way pages change the cart (app/cart/cart-action.server.ts).
// Also /pharmacy-buy-now/cart (issue 9 §10): the buy-now cart that a product page's 'Buy now' filled, with the same
// widgets; its forms name that cart, and its checkout stays under /pharmacy-buy-now.
// Also /done-in-one/cart (issue 10 §1): the cart a pharmacist built from a prescription; quantities may go down, never
// above the prescription (the cart service refuses it), and it goes on to delivery (its address and prescriptions came
// with the request).

export async function loader({ request, context }: Route.LoaderArgs) {
  const { cart } = context.get(requestContext)
  const cartType = checkoutCartType(request)
  const city = cityOfCookies(parseCookieHeader(request.headers.get('cookie')), DEFAULT_CITY)
  const reading = await cart.details({ city, checkStock: true, cartType })
  return { details: reading.details, city, cartType }
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context)
}

/** A fetcher whose request never got an answer (offline, a 5xx) shows the default text beside its button. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<CartActionData> {
  try {
    return await serverAction()
  } catch (error) {
    // A redirect (Buy now goes on to its cart) is not a failure.
    if (error instanceof Response) throw error
    return { ok: false, code: NO_ANSWER, message: DEFAULT_ERROR_TEXT }
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? CART_TITLES[loaderData.cartType] : 'Cart'} | MedWise` },
  { name: 'robots', content: 'noindex' },
]

const CART_TITLES = { pharmacy: 'Cart', pharmacy_buy_now: 'Buy now', done_in_one: 'Your prescription cart' } as const

const CART_WIDGETS: WidgetRegistry<CartWidget> = {
  cart_items: CartItems,
  coupon: CouponBox,
  care_plan: CarePlanBox,
  bill_summary: BillSummary,
}
/** What goes beside the lines from 900 px (and below them on a phone); any other widget joins the lines' column. */
const SIDE_TYPES = new Set<string>(['coupon', 'care_plan', 'bill_summary'])

export default function CartPage() {
  const { details, cartType } = useLoaderData<typeof loader>()
  const buyNow = cartType === 'pharmacy_buy_now'
  const dio = cartType === 'done_in_one'
  const loggedIn = (useRouteLoaderData('root') as { loggedIn?: boolean } | undefined)?.loggedIn ?? false

  if (details.total_quantity === 0 && dio) {
    return (
      <div className={styles.empty}>
        <h1 className={styles.title}>No prescription cart yet</h1>
        <p>When our pharmacist has read your prescription, the cart they prepare appears here.</p>
        <Link to={DIO_PATHS.processing} className="button">
          See your prescription order
        </Link>
      </div>
    )
  }
  // A cart with only a care plan in it is bought as it is (issue 23).
  if (details.total_quantity === 0 && !details.can_checkout) {
    return (
      <div className={styles.empty}>
        <h1 className={styles.title}>{buyNow ? 'Nothing to buy now' : 'Your cart is empty'}</h1>
        <p>
          {buyNow
            ? 'Press Buy now on a medicine or health product to order it on its own.'
            : 'Add medicines and health products to see them here.'}
        </p>
        <Link to="/" className="button">
          Browse medicines
        </Link>
      </div>
    )
  }

  // A guest signs in before the address step (the sign-in popup opens over the cart, which follows the account), then
  // goes on to the first step: the prescription page, which passes on to the address when no line needs one (the
  // account's cart may have brought such a line along).
  const next = !loggedIn
    ? signInThen(checkoutPath(cartType, '/cart'), checkoutPath(cartType, dio ? '/cart/select-shipment' : '/cart/prescription'))
    : checkoutPath(cartType, dio ? '/cart/select-shipment' : details.has_rx_items ? '/cart/prescription' : '/cart/address-page')
  return (
    <div className={styles.layout}>
      <h1 className={`${styles.title} ${styles.wide}`}>{CART_TITLES[cartType]}</h1>
      {buyNow && (
        <p className={`${styles.wide} ${styles.note}`}>
          Ordered on its own: your <Link to="/cart">cart</Link> keeps its items.
        </p>
      )}
      {dio && <p className={`${styles.wide} ${styles.note}`}>{DIO_TEXTS.cartOnlyPrescribed}</p>}
      <div className={styles.column}>
        <WidgetList widgets={details.widgets.filter((w) => !SIDE_TYPES.has(w.type))} registry={CART_WIDGETS} page="cart" />
      </div>
      <div className={styles.column}>
        <WidgetList widgets={details.widgets.filter((w) => SIDE_TYPES.has(w.type))} registry={CART_WIDGETS} page="cart" />
        <div className={styles.proceed}>
          {details.can_checkout ? (
            <Link to={next} className="button">
              Proceed
              <span className="visually-hidden"> to pay {formatRupees(details.payable_amount)}</span>
            </Link>
          ) : (
            <p className={styles.blocker} role="note">
              {details.checkout_blocker}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
