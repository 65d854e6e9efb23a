import { useActionData, useLoaderData } from 'react-router'
import { AddressBook } from '~/addresses/address-book'
import { AddressForm } from '~/addresses/address-form'
import { AddressPageHead } from '~/addresses/address-page-head'
import { addressPageAction, loadAddressPage } from '~/addresses/address-page.server'
import { DEFAULT_ERROR_TEXT, NO_ANSWER } from '../../core/constants.ts'
import type { AddressActionData } from '../../contracts/addresses'
import styles from './cart-address-page.module.css'
import type { Route } from './+types/cart-address-page'

// spec 2 §2 'Address page: /cart/address-page' (issue 9 'Address'): the account's address book, where the pharmacy
// cart goes, and the form to add or edit an address (?form=new, ?edit={id}: addressable, so it works without
// JavaScript). A guest is sent to sign in over the cart. One action with named intents (app/addresses/).

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAddressPage(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return addressPageAction(request, context)
}

/** A fetcher whose request got no answer (offline, a 5xx) shows the default text instead of the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AddressActionData> {
  try {
    return (await serverAction()) as AddressActionData
  } catch (error) {
    // A redirect (a saved address, Continue) is not a failure.
    if (error instanceof Response) throw error
    return { ok: false, code: NO_ANSWER, intent: null, message: DEFAULT_ERROR_TEXT, errors: {} }
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Delivery address | MedWise' }, { name: 'robots', content: 'noindex' }]

export default function CartAddressPage() {
  const { addresses, chosenId, form, max } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AddressActionData | undefined
  const full = addresses.length >= max

  return (
    <div className={styles.page}>
      <AddressPageHead title="Select delivery address" max={max} full={full} formOpen={Boolean(form)} />

      {form && (
        <AddressForm
          key={form.mode === 'edit' ? `edit-${form.address.id}` : 'add'}
          address={form.mode === 'edit' ? form.address : null}
          serverResult={actionData}
          firstAddress={addresses.length === 0}
        />
      )}

      {addresses.length === 0 ? (
        !form && <p className={styles.note}>You have no saved addresses yet. Add one to choose where your order goes.</p>
      ) : (
        <AddressBook addresses={addresses} chosenId={chosenId} />
      )}
    </div>
  )
}
