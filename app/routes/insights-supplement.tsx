import { useEffect, useRef } from 'react'
import { redirect, useLoaderData, useNavigate } from 'react-router'
import { useCsrfToken } from '~/lib/forms'
import { api } from '~/lib/api'
import {
  CART_ADD_PATH,
  SUPPLEMENT_FAILURE_PATH,
  SUPPLEMENT_SUCCESS_PATH,
  parseSupplementQuery,
  supplementCartPayload,
} from '~/lib/supplement-skus'
import { supplementAction } from './insights-supplement.server'
import styles from './insights-supplement.module.css'
import type { Route } from './+types/insights-supplement'

// spec 1 §2.8, spec 2 §2 '/insights-supplement': reads sku_ids and quantities, shows 'Adding Supplements to your
// cart...', adds the medicines to the pharmacy cart, then goes to /cart, or to /404 on failure.
//
// A GET never changes a cart (a link must not fill a cart on its own, and prefetches and crawlers follow links): the
// loader only reads the lists (bad ones go straight to /404). With JavaScript the page sends the cart add payload of
// spec 2 §3 through the one API client (spec 2 §7, CSRF header and all) once it is in the browser; without it, a
// <noscript> form posts the lists to this route's action (insights-supplement.server.ts), which does the same.

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const skuIds = params.get('sku_ids')
  const quantities = params.get('quantities')
  const query = parseSupplementQuery(skuIds, quantities)
  if (!query.ok) throw redirect(SUPPLEMENT_FAILURE_PATH)
  return { skus: query.skus, skuIds: skuIds ?? '', quantities: quantities ?? '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  return supplementAction(request, context)
}

export const meta: Route.MetaFunction = () => [
  { title: 'Adding supplements to your cart | MedWise' },
  { name: 'robots', content: 'noindex' },
]

const ADDING_TEXT = 'Adding Supplements to your cart...'

export default function InsightsSupplement() {
  const { skus, skuIds, quantities } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const csrf = useCsrfToken()
  // Once per visit, also when StrictMode runs effects twice. replace: Back from /cart does not come here to add again.
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    api()
      .post(CART_ADD_PATH, supplementCartPayload(skus))
      .then(
        () => navigate(SUPPLEMENT_SUCCESS_PATH, { replace: true }),
        () => navigate(SUPPLEMENT_FAILURE_PATH, { replace: true }),
      )
  }, [navigate, skus])

  return (
    <div className={styles.page}>
      <div className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.text}>{ADDING_TEXT}</h1>
      <noscript>
        <form method="post" className={styles.form}>
          <p>Your browser is not running JavaScript: press the button to add them.</p>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="sku_ids" value={skuIds} />
          <input type="hidden" name="quantities" value={quantities} />
          <button type="submit">Add to cart</button>
        </form>
      </noscript>
    </div>
  )
}
