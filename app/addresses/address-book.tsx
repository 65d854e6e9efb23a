import { useEffect, useState, type ReactNode } from 'react'
import { Link, useFetcher, useLocation, type FetcherWithComponents } from 'react-router'
import type { Address, AddressActionData, AddressIntentName } from '../../contracts/addresses'
import { useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'
import { ADDRESS_TYPE_LABELS, addressLine } from '../../core/addresses/address.ts'
import { PHONE_PREFIX } from '../../core/constants.ts'
import { showSnackBar } from '~/shell/snack-bar'
import styles from './addresses.module.css'

// The account's addresses as one radio group (issue 9 'Address'): the one chosen is where the cart goes (the cart's
// address, else the default). Each has Edit, Delete and 'Make default', and a maps link at zoom 15 when it has
// coordinates (spec 2 §7). Continue chooses and goes on to shipment. Every button is a real form: fetchers with
// JavaScript, a plain post (back to this page, or on to shipment) without.

/** The form the radios and Continue belong to (the radios sit in the list, outside it). */
const CHOICE_FORM = 'address-choice'

/** A form posted to the page's action with its intent and the CSRF token; without JavaScript, it comes back here. */
function IntentForm({
  fetcher,
  intent,
  fields = {},
  id,
  className,
  children,
}: {
  fetcher: FetcherWithComponents<AddressActionData>
  intent: AddressIntentName
  fields?: Record<string, string | number>
  id?: string
  className?: string
  children?: ReactNode
}) {
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  const { pathname } = useLocation()
  return (
    <fetcher.Form method="post" id={id} className={className}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {!hydrated && <input type="hidden" name="redirectTo" value={pathname} />}
      {children}
    </fetcher.Form>
  )
}

/** A settled fetcher's outcome in the snack bar (its refusal beside the button too). */
function useOutcome(fetcher: FetcherWithComponents<AddressActionData>): string | null {
  const data = fetcher.state === 'idle' ? fetcher.data : undefined
  useEffect(() => {
    if (data) showSnackBar(data.ok ? data.notice : data.message)
  }, [data])
  return data && !data.ok ? data.message : null
}

export function AddressBook({
  addresses,
  chosenId,
  legend = 'Deliver to',
  notes = {},
}: {
  addresses: Address[]
  chosenId: number | null
  /** The radio group's name (the labs carts': where the samples are collected). */
  legend?: string
  /** A line under an address, by id (the labs carts': 'Not collected here'). */
  notes?: Readonly<Record<number, string>>
}) {
  const choose = useFetcher<AddressActionData>({ key: 'address-choose' })
  const next = useFetcher<AddressActionData>({ key: 'address-continue' })
  const [selected, setSelected] = useState(chosenId)
  useEffect(() => setSelected(chosenId), [chosenId])
  const chooseError = refusalOf(choose) ?? refusalOf(next)
  const csrf = useCsrfToken()

  return (
    <>
      <fieldset className={styles.book}>
        <legend className={styles.legend}>{legend}</legend>
        <ul className={styles.list}>
          {addresses.map((a) => (
            <AddressItem
              key={a.id}
              address={a}
              checked={selected === a.id}
              note={notes[a.id]}
              onChoose={() => {
                setSelected(a.id)
                void choose.submit({ _csrf: csrf, intent: 'choose', address_id: a.id }, { method: 'post' })
              }}
            />
          ))}
        </ul>
      </fieldset>
      {chooseError && (
        <p role="alert" className={styles.error}>
          {chooseError}
        </p>
      )}
      <IntentForm fetcher={next} intent="choose" fields={{ next: 'shipment' }} id={CHOICE_FORM} className={styles.continue}>
        <button type="submit" disabled={selected === null || next.state !== 'idle'}>
          Continue
        </button>
      </IntentForm>
    </>
  )
}

/** A refusal of the choice, shown beside Continue (a success needs no word: the radio shows it). */
function refusalOf(fetcher: FetcherWithComponents<AddressActionData>): string | null {
  const data = fetcher.state === 'idle' ? fetcher.data : undefined
  return data && !data.ok ? data.message : null
}

function AddressItem({
  address: a,
  checked,
  note,
  onChoose,
}: {
  address: Address
  checked: boolean
  note?: string | undefined
  onChoose: () => void
}) {
  const remove = useFetcher<AddressActionData>({ key: `address-delete-${a.id}` })
  const makeDefault = useFetcher<AddressActionData>({ key: `address-default-${a.id}` })
  const removeError = useOutcome(remove)
  const defaultError = useOutcome(makeDefault)
  const busy = remove.state !== 'idle' || makeDefault.state !== 'idle'
  const radioId = `address-${a.id}`
  const detailsId = `address-${a.id}-details`
  const label = a.address_name

  return (
    <li className={styles.item} data-address-id={a.id}>
      <div className={styles.choice}>
        <input
          type="radio"
          id={radioId}
          name="address_id"
          value={a.id}
          form={CHOICE_FORM}
          checked={checked}
          onChange={onChoose}
          aria-describedby={detailsId}
        />
        <label htmlFor={radioId} className={styles.choiceLabel}>
          <span className={styles.name}>{a.address_name}</span>
          <span className={styles.tag}>{ADDRESS_TYPE_LABELS[a.address_type]}</span>
          {a.is_default && <span className={styles.badge}>Default</span>}
        </label>
      </div>
      <div id={detailsId} className={styles.details}>
        <p>
          {a.recipient_name} · {PHONE_PREFIX} {a.phone}
        </p>
        <p className={styles.line}>{addressLine(a)}</p>
        {note && <p className={styles.note}>{note}</p>}
      </div>
      <div className={styles.actions}>
        {a.maps_url && (
          <a href={a.maps_url} target="_blank" rel="noopener noreferrer" className={styles.action}>
            View on map<span className="visually-hidden"> ({label}, opens in a new tab)</span>
          </a>
        )}
        <Link to={`?edit=${a.id}`} className={styles.action}>
          Edit<span className="visually-hidden"> {label}</span>
        </Link>
        {!a.is_default && (
          <IntentForm fetcher={makeDefault} intent="make-default" fields={{ address_id: a.id }}>
            <button type="submit" className={styles.textButton} disabled={busy}>
              Make default<span className="visually-hidden"> {label}</span>
            </button>
          </IntentForm>
        )}
        <IntentForm fetcher={remove} intent="delete" fields={{ address_id: a.id }}>
          <button type="submit" className={styles.textButton} disabled={busy}>
            Delete<span className="visually-hidden"> {label}</span>
          </button>
        </IntentForm>
      </div>
      {(removeError ?? defaultError) && (
        <p role="alert" className={styles.error}>
          {removeError ?? defaultError}
        </p>
      )}
    </li>
  )
}
