import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import type { Address, AddressActionData, PincodeInfo } from '../../contracts/addresses'
import type { Envelope } from '../../contracts/http'
import type { LocationAnswer } from '../../contracts/places'
import { CITY_CHANGE_EVENT } from '~/lib/events'
import { useCsrfToken } from '~/lib/forms'
import { useHydrated } from '~/lib/use-hydrated'
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  ADDRESS_TYPES,
  ADDRESS_TYPE_LABELS,
  LANDMARK_MAX_LENGTH,
} from '../../core/addresses/address.ts'
import { addressFromGeocode, geocodeFromLocation } from '../../core/addresses/geocode.ts'
import { api } from '~/lib/api'
import { isDifferentCity } from '../../core/places/city.ts'
import { parseCookieHeader } from '../../core/cookies.ts'
import { ApiError } from '~/lib/api-client'
import { PHONE_LENGTH, PHONE_PREFIX, PINCODE_LENGTH } from '../../core/constants.ts'
import { locationCookies } from '~/lib/location-cookies'
import {
  VALIDATION_MESSAGES,
  validateAddress,
  validateAddressName,
  validateAddressType,
  validateName,
  validatePhone,
  validatePincode,
} from '../../core/fields/validation.ts'
import type { AddressFormField } from './paths'
import styles from './addresses.module.css'

// The address form of the address page (issue 9; spec 1 §5 fields and messages): the same rules in the browser as at
// the server (contracts/addresses.ts wraps these very functions), each message under its field and linked to it,
// focus on the first refused field. The pincode's city and state come from GET /api/v4/pincodes/:pincode as it is
// typed; 'Use my current location' fills the form through the reverse lookup (spec 1 §3) and writes the location
// cookies. Without JavaScript it is a plain form and the server's messages come back under the same fields.

type Values = Record<AddressFormField, string>

const EMPTY: Values = {
  recipient_name: '',
  phone: '',
  address: '',
  landmark: '',
  pincode: '',
  address_type: '',
  address_name: '',
  street2: '',
  street3: '',
  geodata_latitude: '',
  geodata_longitude: '',
  geodata_source: '',
  is_default: '',
}

const NO_GEODATA = { street2: '', street3: '', geodata_latitude: '', geodata_longitude: '', geodata_source: '' }

/** The fields a person fills, in the order they are shown: focus goes to the first one refused. */
const VISIBLE: readonly AddressFormField[] = [
  'recipient_name',
  'phone',
  'address',
  'landmark',
  'pincode',
  'address_type',
  'address_name',
]

/** spec 1 §5: the browser's check of the form, with the spec's messages. */
export function checkAddressForm(v: Values): Partial<Record<AddressFormField, string>> {
  const errors: Partial<Record<AddressFormField, string>> = {}
  const rules: [AddressFormField, string | null][] = [
    ['recipient_name', validateName(v.recipient_name)],
    ['phone', validatePhone(v.phone)],
    ['address', validateAddress(v.address)],
    ['pincode', validatePincode(v.pincode)],
    ['address_type', validateAddressType(v.address_type)],
    ['address_name', validateAddressName(v.address_name)],
  ]
  for (const [field, message] of rules) if (message) errors[field] = message
  return errors
}

function valuesOf(address: Address | null, sent: Record<string, string> | undefined): Values {
  if (sent) return { ...EMPTY, ...sent }
  if (!address) return EMPTY
  const text = (v: string | number | null) => (v === null ? '' : String(v))
  return {
    recipient_name: address.recipient_name,
    phone: address.phone,
    address: address.address,
    landmark: text(address.landmark),
    pincode: address.pincode,
    address_type: address.address_type,
    address_name: address.address_name,
    street2: text(address.street2),
    street3: text(address.street3),
    geodata_latitude: text(address.geodata_latitude),
    geodata_longitude: text(address.geodata_longitude),
    geodata_source: text(address.geodata_source),
    is_default: '',
  }
}

type Place = { city: string; state: string; message: string | null } | null

export function AddressForm({
  address,
  serverResult,
  firstAddress,
}: {
  /** The address being edited; null for a new one. */
  address: Address | null
  /** The answer of a form sent without JavaScript (the page's action data). */
  serverResult: AddressActionData | undefined
  /** A new account's first address is the default anyway: no checkbox. */
  firstAddress: boolean
}) {
  const fetcher = useFetcher<AddressActionData>({ key: address ? `address-edit-${address.id}` : 'address-add' })
  const hydrated = useHydrated()
  const csrf = useCsrfToken()
  // Cancel: the page itself without ?form or ?edit (the pharmacy's, the buy-now's or a labs cart's address page).
  const { pathname } = useLocation()
  const sent = serverResult && !serverResult.ok ? serverResult : undefined
  const [values, setValues] = useState<Values>(() => valuesOf(address, sent?.values))
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(() => sent?.errors ?? {})
  const [place, setPlace] = useState<Place>(() => (address ? { city: address.city, state: address.state, message: null } : null))
  const [located, setLocated] = useState<string | null>(null)
  const [locating, setLocating] = useState(false)
  const [canLocate, setCanLocate] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const lookup = useRef<AbortController | null>(null)
  const titleId = address ? `edit-address-${address.id}-title` : 'add-address-title'
  const busy = fetcher.state !== 'idle'
  // A refusal that belongs to no field the person sees (the book is full, the address is gone): above the form.
  const result = fetcher.state === 'idle' && fetcher.data ? fetcher.data : sent
  const formError = result && !result.ok && !VISIBLE.some((f) => result.errors[f]) ? result.message : null

  useEffect(() => {
    setCanLocate('geolocation' in navigator)
    // The form opened: take the person to it.
    headingRef.current?.focus()
  }, [])

  // A refusal from the server (a fetcher's answer): its messages under the fields, focus on the first.
  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || result.ok) return
    setErrors(result.errors)
    focusFirst(result.errors)
  }, [fetcher.state, fetcher.data])

  function focusFirst(found: Partial<Record<string, string>>) {
    const first = VISIBLE.find((f) => found[f])
    if (!first) return
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function set(field: AddressFormField, value: string) {
    setValues((v) => ({ ...v, [field]: value }))
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }))
  }

  async function lookUpPincode(pincode: string) {
    lookup.current?.abort()
    if (!/^\d{6}$/.test(pincode)) {
      setPlace(null)
      return
    }
    const controller = new AbortController()
    lookup.current = controller
    try {
      const answer = await api().get<Envelope<PincodeInfo>>(`/api/v4/pincodes/${pincode}`, undefined, {
        signal: controller.signal,
      })
      setPlace({ city: answer.data.city, state: answer.data.state, message: answer.data.message })
      setErrors((e) => ({ ...e, pincode: answer.data.message ?? undefined }))
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'aborted') return
      setPlace(null)
      const unknown = error instanceof ApiError && error.kind === 'http' && error.status < 500
      if (unknown) setErrors((e) => ({ ...e, pincode: VALIDATION_MESSAGES.pincodeInvalid }))
    }
  }

  function locate() {
    setLocating(true)
    setLocated(null)
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const at = { lat: Number(coords.latitude.toFixed(6)), lng: Number(coords.longitude.toFixed(6)) }
          const answer = await api().get<LocationAnswer>(`/location/latlng/${at.lat},${at.lng}`)
          const found = answer.result[0]
          if (!found) throw new Error('no result')
          const geo = addressFromGeocode(geocodeFromLocation(found, at))
          const text = (v: string | number | null) => (v === null ? '' : String(v))
          setValues((v) => ({
            ...v,
            pincode: text(geo.pincode),
            street2: text(geo.street2),
            street3: text(geo.street3),
            geodata_latitude: text(geo.geodata_latitude),
            geodata_longitude: text(geo.geodata_longitude),
            geodata_source: geo.geodata_source,
          }))
          setPlace({ city: text(geo.city), state: text(geo.state), message: null })
          setErrors((e) => ({ ...e, pincode: undefined }))
          // spec 1 §3 / §9: the location cookies, 7 days; only those we have values for. A new city reloads the
          // shell's city and cart, as the city picker's does.
          const cityChanged = isDifferentCity(parseCookieHeader(document.cookie).city, geo.city)
          for (const cookie of locationCookies({
            city: geo.city,
            latitude: geo.geodata_latitude,
            longitude: geo.geodata_longitude,
            pincode: geo.pincode,
            addressText: geo.street2,
            addressSubtext: geo.street3,
          })) {
            document.cookie = cookie
          }
          if (cityChanged) window.dispatchEvent(new CustomEvent(CITY_CHANGE_EVENT))
          setLocated(`Located: ${geo.street3 ?? geo.city}. Add your house number, building and street.`)
          if (geo.pincode) await lookUpPincode(geo.pincode)
          formRef.current?.querySelector<HTMLElement>('[name="address"]')?.focus()
        } catch {
          setLocated('We could not find an address near you. Please enter it yourself.')
        } finally {
          setLocating(false)
        }
      },
      () => {
        setLocating(false)
        setLocated('We could not get your location. Please allow location access or enter the address yourself.')
      },
      { timeout: 10_000, maximumAge: 60_000 },
    )
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = checkAddressForm(values)
    // A pincode the lookup refused stays refused until it changes.
    if (!found.pincode && errors.pincode) found.pincode = errors.pincode
    if (Object.keys(found).length === 0) return
    event.preventDefault()
    setErrors(found)
    focusFirst(found)
  }

  const describedBy = (field: string, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(' ') || undefined
  const invalid = (field: string) => (errors[field] ? true : undefined)
  const message = (field: string) =>
    errors[field] ? (
      <p id={`${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null

  return (
    <section className={styles.formCard} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {address ? 'Edit address' : 'Add new address'}
      </h2>
      {hydrated && canLocate && (
        <div className={styles.locate}>
          <button type="button" className={styles.secondary} onClick={locate} disabled={locating}>
            {locating ? 'Finding your location…' : 'Use my current location'}
          </button>
        </div>
      )}
      <p role="status" className={styles.located}>
        {located}
      </p>
      <fetcher.Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className={styles.form}>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value={address ? 'edit' : 'add'} />
        {address && <input type="hidden" name="address_id" value={address.id} />}
        {(['street2', 'street3', 'geodata_latitude', 'geodata_longitude', 'geodata_source'] as const).map((f) => (
          <input key={f} type="hidden" name={f} value={values[f]} />
        ))}
        {formError && (
          <p role="alert" className={styles.error}>
            {formError}
          </p>
        )}

        <div className={styles.field}>
          <label htmlFor="recipient_name">Recipient name</label>
          <input
            id="recipient_name"
            name="recipient_name"
            autoComplete="name"
            value={values.recipient_name}
            onChange={(e) => set('recipient_name', e.target.value)}
            aria-invalid={invalid('recipient_name')}
            aria-describedby={describedBy('recipient_name')}
          />
          {message('recipient_name')}
        </div>

        <div className={styles.field}>
          <label htmlFor="phone">
            Phone number<span className="visually-hidden"> ({PHONE_PREFIX})</span>
          </label>
          <div className={styles.phone}>
            <span className={styles.prefix} aria-hidden="true">
              {PHONE_PREFIX}
            </span>
            <input
              id="phone"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_LENGTH}
              value={values.phone}
              onChange={(e) => set('phone', e.target.value)}
              aria-invalid={invalid('phone')}
              aria-describedby={describedBy('phone')}
            />
          </div>
          {message('phone')}
        </div>

        <div className={styles.field}>
          <label htmlFor="address">House number, building and street</label>
          <textarea
            id="address"
            name="address"
            rows={2}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
            value={values.address}
            onChange={(e) => set('address', e.target.value)}
            aria-invalid={invalid('address')}
            aria-describedby={describedBy('address')}
          />
          {message('address')}
        </div>

        <div className={styles.field}>
          <label htmlFor="landmark">Landmark (optional)</label>
          <input
            id="landmark"
            name="landmark"
            maxLength={LANDMARK_MAX_LENGTH}
            value={values.landmark}
            onChange={(e) => set('landmark', e.target.value)}
            aria-invalid={invalid('landmark')}
            aria-describedby={describedBy('landmark')}
          />
          {message('landmark')}
        </div>

        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="pincode">Pincode</label>
            <input
              id="pincode"
              name="pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={PINCODE_LENGTH}
              value={values.pincode}
              onChange={(e) => {
                set('pincode', e.target.value)
                // A located address whose pincode is changed by hand is no longer where the location said.
                if (values.geodata_source) setValues((v) => ({ ...v, ...NO_GEODATA }))
                void lookUpPincode(e.target.value.trim())
              }}
              aria-invalid={invalid('pincode')}
              aria-describedby={describedBy('pincode')}
            />
            {message('pincode')}
          </div>
          <div className={styles.field}>
            <label htmlFor="city">City</label>
            <input id="city" readOnly value={place?.city ?? ''} aria-describedby="from-pincode" />
          </div>
          <div className={styles.field}>
            <label htmlFor="state">State</label>
            <input id="state" readOnly value={place?.state ?? ''} aria-describedby="from-pincode" />
          </div>
        </div>
        <p id="from-pincode" className={styles.hint}>
          City and state come from the pincode.
        </p>

        <fieldset className={styles.types} aria-describedby={describedBy('address_type')}>
          <legend>Address type</legend>
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className={styles.typeOption}>
              <input
                type="radio"
                name="address_type"
                value={type}
                checked={values.address_type === type}
                onChange={() => set('address_type', type)}
                aria-invalid={invalid('address_type')}
                aria-describedby={describedBy('address_type')}
              />
              {ADDRESS_TYPE_LABELS[type]}
            </label>
          ))}
          {message('address_type')}
        </fieldset>

        <div className={styles.field}>
          <label htmlFor="address_name">Address name</label>
          <input
            id="address_name"
            name="address_name"
            maxLength={ADDRESS_NAME_MAX_LENGTH}
            value={values.address_name}
            onChange={(e) => set('address_name', e.target.value)}
            aria-invalid={invalid('address_name')}
            aria-describedby={describedBy('address_name', 'address_name-hint')}
          />
          <p id="address_name-hint" className={styles.hint}>
            For example Home, Office or Mum’s place
          </p>
          {message('address_name')}
        </div>

        {!firstAddress && !address?.is_default && (
          <label className={styles.check}>
            <input
              type="checkbox"
              name="is_default"
              checked={values.is_default === 'on'}
              onChange={(e) => set('is_default', e.target.checked ? 'on' : '')}
            />
            Make this my default address
          </label>
        )}

        <div className={styles.formActions}>
          <button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save address'}
          </button>
          <Link to={pathname} className={styles.cancel}>
            Cancel
          </Link>
        </div>
      </fetcher.Form>
    </section>
  )
}
