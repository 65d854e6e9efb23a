import { Link, useLoaderData, useRouteLoaderData } from 'react-router'
import { cartAction } from '~/cart/cart-action.server'
import { BillSummary } from '~/cart/widgets/bill-summary'
import { signInThen } from '../../core/auth/params.ts'
import { AddTestChoiceSection } from '~/labs-cart/add-test-choice'
import { ListTestsCart } from '~/labs-cart/list-tests-cart'
import { labsCartLoader } from '~/labs-cart/labs-cart.server'
import { DEFAULT_ERROR_TEXT, NO_ANSWER } from '../../core/constants.ts'
import { formatRupees } from '../../core/money.ts'
import { WidgetList, type WidgetRegistry } from '~/widgets/registry'
import type { CartActionData, LabsDetails } from '../../contracts/cart'
import type { LabsCartWidget } from '../../contracts/widgets'
import cartStyles from '~/cart/cart-page.module.css'
import styles from '~/labs-cart/labs-cart.module.css'
import type { Route } from './+types/labs-cart'

// spec 2 §2 'Cart: /labs/cart' (and its care-plan twin /cp_labs/cart), issue 11 §3: the labs cart in full, from the
// same reading as GET carts/details?types=labs&response_type=full (server/modules/cart/labs-cart.ts labsDetails),
// rendered through the widget registry. A partial cart (tests at several labs) is said so. Without JavaScript, an
// Add that needs a choice lands here with ?choose=<test id>, and the add-test dialog's choice shows as forms.

/** Where 'Select patients & slot' leads (issue 11 §4). */
export const LABS_PATIENT_PAGE = '/labs/cart/patient-page'

export async function loader({ request, context }: Route.LoaderArgs) {
  return labsCartLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context)
}

export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<CartActionData> {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, code: NO_ANSWER, message: DEFAULT_ERROR_TEXT }
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Lab tests cart | MedWise' }, { name: 'robots', content: 'noindex' }]

const LABS_CART_WIDGETS: WidgetRegistry<LabsCartWidget> = { list_tests_cart: ListTestsCart, bill_summary: BillSummary }
const SIDE_TYPES = new Set<string>(['bill_summary'])

/** 'Your tests are at 2 labs: …': each lab collects its own samples and is priced on its own. */
function PartialNotice({ details }: { details: LabsDetails }) {
  const names = (ids: number[]) => {
    const list = details.widgets.find((w) => w.type === 'list_tests_cart')
    return ids.map((id) => (list?.type === 'list_tests_cart' ? list.items.find((i) => i.sku_id === id)?.header : null) ?? '')
  }
  return (
    <div className={`${styles.partial} ${styles.wide}`} role="note" data-testid="partial-notice">
      <p>
        <strong>Your tests are at {details.labs.length} labs.</strong> No single lab near you does all of them, so each lab sends
        its own person to collect, and prices its tests on its own:
      </p>
      <ul>
        {details.labs.map((lab) => (
          <li key={lab.lab_id}>
            {lab.lab_name}: {names(lab.test_ids).join(', ')} ({formatRupees(lab.amount)})
          </li>
        ))}
      </ul>
    </div>
  )
}

export default function LabsCartPage() {
  const { details, choice } = useLoaderData<typeof loader>()
  const loggedIn = (useRouteLoaderData('root') as { loggedIn?: boolean } | undefined)?.loggedIn ?? false

  if (details.cart_count === 0) {
    return (
      <div className={cartStyles.layout}>
        <h1 className={`${cartStyles.title} ${styles.wide}`}>Your labs cart is empty</h1>
        {choice && <AddTestChoiceSection dialog={choice} />}
        <div className={`${cartStyles.empty} ${styles.wide}`}>
          <p>Add blood tests and health packages to book a home sample collection.</p>
          <Link to="/labs" className="button">
            Browse lab tests
          </Link>
        </div>
      </div>
    )
  }

  // The patient page needs an account (the patients are the account's family profiles): a guest signs in first.
  const next = loggedIn ? LABS_PATIENT_PAGE : signInThen('/labs/cart', LABS_PATIENT_PAGE)
  return (
    <div className={cartStyles.layout}>
      <h1 className={`${cartStyles.title} ${styles.wide}`}>Lab tests cart</h1>
      {choice && <AddTestChoiceSection dialog={choice} />}
      {details.is_partial_cart && <PartialNotice details={details} />}
      <div className={cartStyles.column}>
        <WidgetList
          widgets={details.widgets.filter((w) => !SIDE_TYPES.has(w.type))}
          registry={LABS_CART_WIDGETS}
          page="labs cart"
        />
      </div>
      <div className={cartStyles.column}>
        <WidgetList
          widgets={details.widgets.filter((w) => SIDE_TYPES.has(w.type))}
          registry={LABS_CART_WIDGETS}
          page="labs cart"
        />
        <div className={cartStyles.proceed}>
          <Link to={next} className="button">
            Select patients &amp; slot
            <span className="visually-hidden"> to pay {formatRupees(details.payable_amount)}</span>
          </Link>
        </div>
      </div>
    </div>
  )
}
