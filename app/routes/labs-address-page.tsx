import { useActionData, useLoaderData } from 'react-router'
import { AddressBook } from '~/addresses/address-book'
import { AddressForm } from '~/addresses/address-form'
import { AddressPageHead } from '~/addresses/address-page-head'
import { labAddressAction, loadLabAddressPage } from '~/labs-booking/checkout.server'
import { DEFAULT_ERROR_TEXT, NO_ANSWER } from '../../core/constants.ts'
import type { AddressActionData } from '../../contracts/addresses'
import styles from './cart-address-page.module.css'
import type { Route } from './+types/labs-address-page'

// spec 2 §2 'Address page: /labs/cart/address-page, /cp_labs/cart/address-page' (issue 11 §5): where the samples are
// collected, from the account's address book (the pharmacy's book and form: app/addresses/), each address saying
// when the lab does not collect in its city; Continue refuses such an address and goes on to the summary. The choice
// is kept on the labs cart. Every form works without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLabAddressPage(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return labAddressAction(request, context)
}

/** A fetcher whose request got no answer (offline, a 5xx) shows the default text instead of the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AddressActionData> {
  try {
    return (await serverAction()) as AddressActionData
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, code: NO_ANSWER, intent: null, message: DEFAULT_ERROR_TEXT, errors: {} }
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Collection address | MedWise Labs' },
  { name: 'robots', content: 'noindex' },
]

export default function LabsAddressPage() {
  const { addresses, chosenId, form, max, notes, lab } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as AddressActionData | undefined
  const full = addresses.length >= max

  return (
    <div className={styles.page}>
      <AddressPageHead title="Select collection address" max={max} full={full} formOpen={Boolean(form)} />
      {lab && (
        <p className={styles.note}>
          {lab.name} collects samples at home in {lab.cities.join(', ')}.
        </p>
      )}

      {form && (
        <AddressForm
          key={form.mode === 'edit' ? `edit-${form.address.id}` : 'add'}
          address={form.mode === 'edit' ? form.address : null}
          serverResult={actionData}
          firstAddress={addresses.length === 0}
        />
      )}

      {addresses.length === 0 ? (
        !form && (
          <p className={styles.note}>You have no saved addresses yet. Add one to choose where the samples are collected.</p>
        )
      ) : (
        <AddressBook addresses={addresses} chosenId={chosenId} legend="Collect samples at" notes={notes} />
      )}
    </div>
  )
}
