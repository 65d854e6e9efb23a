import { useFetchers } from 'react-router'
import type { CartActionData } from '../../contracts/cart'
import { CART_ACTION } from '~/lib/forms'
import type { PendingCartForm } from './cart-summary'

/**
 * The cart forms on their way: fetchers posting to the cart action that have not settled (spec 2 §4 fetchingCart).
 * Forms for the buy-now cart (they carry cart_type) change nothing the header counts.
 */
export function usePendingCartForms(): PendingCartForm[] {
  return useFetchers()
    .filter((f) => f.state !== 'idle' && f.formAction === CART_ACTION && f.formData && !f.formData.get('cart_type'))
    .map((f) => {
      const number = (name: string) => {
        const v = f.formData!.get(name)
        return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null
      }
      const intent = f.formData!.get('intent')
      return {
        intent: typeof intent === 'string' ? intent : null,
        id: number('sku_id') ?? number('test_id'),
        quantity: number('quantity'),
        failed: (f.data as CartActionData | undefined)?.ok === false,
      }
    })
}
