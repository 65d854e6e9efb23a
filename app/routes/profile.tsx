import { lazy, Suspense } from 'react'
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import type { AddressActionData } from '../../contracts/addresses'
import type { Patient } from '../../contracts/patients'
import { ADDRESS_TYPE_LABELS, addressLine } from '../../core/addresses/address.ts'
import { PHONE_PREFIX } from '../../core/constants.ts'
import { longDate } from '../../core/content/dates.ts'
import { ERASURE_PATH } from '../../core/data-rights/erasure.ts'
import { calendarDate } from '../../core/fields/validation.ts'
import { PATIENT_GENDER_LABELS, PATIENT_RELATION_LABELS, PATIENT_RELATIONS } from '../../core/patients/patients.ts'
import {
  CONSENT_KIND_LABELS,
  OFFER_CHANNEL_LABELS,
  OFFER_CHANNELS,
  PROFILE_GENDER_LABELS,
  PROFILE_GENDERS,
  PROFILE_TEXTS,
} from '../../core/profile/vocabulary.ts'
// The address form's styles are the page's own (linked with the document, so the form is styled without JavaScript);
// its code loads only when the form opens (?address=…), keeping it out of the page's first load (issue 28 §4).
import '~/addresses/addresses.module.css'
import { useCsrfToken } from '~/lib/forms'
import { FamilyMemberFields } from '~/patients/family-member-fields'
import { profileAction, profileLoader, type ProfileActionData, type ProfileIntent } from '~/profile/profile.server'
import page from './cart-prescription.module.css'
import rx from '~/prescriptions/prescriptions.module.css'
import styles from '~/profile/profile.module.css'
import type { Route } from './+types/profile'

// spec 1 §2.2 '/profile' (issue 26 §5, decision 075): the person's details, their e-mail and mobile number (a change
// proved by an OTP to the new one), family members (the patients labs and consultations book for), the address book,
// communication preferences and the consents given with their dates; a place for 'Your data'. Every form is a plain
// post to this page's action (app/profile/profile.server.ts) and works without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  return profileLoader(request, context)
}

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context)
}

export const meta: Route.MetaFunction = () => [{ title: 'My profile | MedWise' }, { name: 'robots', content: 'noindex' }]

const AddressForm = lazy(() => import('~/addresses/address-form').then((m) => ({ default: m.AddressForm })))

type Refused = Extract<ProfileActionData, { ok: false }>

/** The refusal of this form's intent, if the last post was it. */
function refusalFor(result: ProfileActionData | undefined, ...intents: ProfileIntent[]): Refused | null {
  return result && !result.ok && result.intent !== null && intents.includes(result.intent) ? result : null
}

function Hidden({ intent }: { intent: ProfileIntent }) {
  const csrf = useCsrfToken()
  return (
    <>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  )
}

/** A field's message under it, linked to its input by id. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className={rx.error}>
      {message}
    </p>
  )
}

/** A refusal that names no field of the form (a conflict, a cap, the OTP's cooldown). */
function FormError({ refused, fields }: { refused: Refused | null; fields: readonly string[] }) {
  if (!refused || (refused.field && fields.includes(refused.field))) return null
  return (
    <p role="alert" className={rx.error}>
      {refused.message}
    </p>
  )
}

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() as ProfileActionData | undefined
  const busy = useNavigation().state !== 'idle'
  const { profile } = data
  return (
    <div className={page.page}>
      <h1 className={page.title}>My profile</h1>
      <Details profile={profile} result={result} busy={busy} />
      <Identity kind="email" current={profile.email} result={result} busy={busy} />
      <Identity kind="phone" current={profile.phone} result={result} busy={busy} />
      <Family
        members={data.members}
        max={data.maxMembers}
        canAdd={data.canAddMember}
        form={data.memberForm}
        result={result}
        busy={busy}
      />
      <section className={page.card} aria-labelledby="addresses-heading" id="addresses">
        <h2 id="addresses-heading" className={page.heading}>
          Addresses
        </h2>
        <AddressList addresses={data.addresses} busy={busy} />
        {data.addressForm ? (
          <Suspense fallback={<p className={page.note}>Loading the address form…</p>}>
            <AddressForm
              key={'id' in data.addressForm ? `edit-${data.addressForm.id}` : 'add'}
              address={'id' in data.addressForm ? data.addressForm : null}
              serverResult={result as unknown as AddressActionData | undefined}
              firstAddress={data.addresses.length === 0}
            />
          </Suspense>
        ) : data.addresses.length < data.maxAddresses ? (
          <Link to="?address=new#addresses" className="button">
            Add new address
          </Link>
        ) : (
          <p className={page.note}>You have saved {data.maxAddresses} addresses, the most we keep.</p>
        )}
      </section>
      <Preferences preferences={profile.preferences} busy={busy} result={result} />
      <Consents consents={profile.consents} />
      <section className={page.card} aria-labelledby="your-data-heading" id="your-data">
        <h2 id="your-data-heading" className={page.heading}>
          Your data
        </h2>
        <p className={page.note}>
          How we use and keep what you share with us is in our <Link to="/PrivacyPolicy">privacy policy</Link>. You can correct
          your details on this page. Unhappy with how we handle your data? <Link to="/profile/grievances">Raise a grievance</Link>
          .
        </p>
        <p className={page.note}>
          <Link to="/data-rights/download">Download my data</Link>: a copy of everything your account holds.
        </p>
      </section>
      <section className={page.card} aria-labelledby="erase-heading" id="erase">
        <h2 id="erase-heading" className={page.heading}>
          Erase my account
        </h2>
        <p className={page.note}>Delete your account and what we hold about you, except what the law makes us keep.</p>
        <Link to={ERASURE_PATH}>Erase my account</Link>
      </section>
    </div>
  )
}

function Details({
  profile,
  result,
  busy,
}: {
  profile: ReturnType<typeof useLoaderData<typeof loader>>['profile']
  result: ProfileActionData | undefined
  busy: boolean
}) {
  const refused = refusalFor(result, 'details')
  const values = refused?.values
  const today = calendarDate(Date.now())
  return (
    <section className={page.card} aria-labelledby="details-heading" id="details">
      <h2 id="details-heading" className={page.heading}>
        Your details
      </h2>
      <Form method="post" className={styles.form} noValidate>
        <Hidden intent="details" />
        <div className={rx.field}>
          <label className={rx.label} htmlFor="profile-name">
            Full name
          </label>
          <input
            id="profile-name"
            name="name"
            className={rx.textInput}
            autoComplete="name"
            required
            minLength={3}
            maxLength={100}
            defaultValue={values?.name ?? profile.name ?? ''}
            aria-invalid={refused?.errors.name ? true : undefined}
            aria-describedby={refused?.errors.name ? 'profile-name-error' : undefined}
          />
          <FieldError id="profile-name-error" message={refused?.errors.name} />
        </div>
        <div className={rx.field}>
          <label className={rx.label} htmlFor="profile-gender">
            Gender
          </label>
          <select
            id="profile-gender"
            name="gender"
            className={styles.select}
            defaultValue={values?.gender ?? profile.gender ?? ''}
            aria-describedby={refused?.errors.gender ? 'profile-gender-error' : undefined}
          >
            <option value="">Prefer not to say</option>
            {PROFILE_GENDERS.map((g) => (
              <option key={g} value={g}>
                {PROFILE_GENDER_LABELS[g]}
              </option>
            ))}
          </select>
          <FieldError id="profile-gender-error" message={refused?.errors.gender} />
        </div>
        <div className={rx.field}>
          <label className={rx.label} htmlFor="profile-dob">
            Date of birth
          </label>
          <input
            id="profile-dob"
            name="date_of_birth"
            type="date"
            className={rx.textInput}
            max={today}
            autoComplete="bday"
            defaultValue={values?.date_of_birth ?? profile.date_of_birth ?? ''}
            aria-invalid={refused?.errors.date_of_birth ? true : undefined}
            aria-describedby={refused?.errors.date_of_birth ? 'profile-dob-error' : undefined}
          />
          <FieldError id="profile-dob-error" message={refused?.errors.date_of_birth} />
        </div>
        <FormError refused={refused} fields={['name', 'gender', 'date_of_birth']} />
        <button type="submit" className={`button ${rx.primary}`} disabled={busy}>
          Save details
        </button>
      </Form>
    </section>
  )
}

/** The e-mail or the mobile number: what it is, and a change proved by an OTP sent to the new one. */
function Identity({
  kind,
  current,
  result,
  busy,
}: {
  kind: 'email' | 'phone'
  current: string | null
  result: ProfileActionData | undefined
  busy: boolean
}) {
  const isEmail = kind === 'email'
  const field = isEmail ? 'email' : 'number'
  const ask: ProfileIntent = isEmail ? 'email-otp' : 'phone-otp'
  const check: ProfileIntent = isEmail ? 'email-verify' : 'phone-verify'
  const sent = result?.ok && result.intent === ask ? result : null
  const refusedCheck = refusalFor(result, check)
  const refusedAsk = refusalFor(result, ask)
  const pending = sent?.sentTo ?? refusedCheck?.sentTo
  const id = `profile-${kind}`
  const title = isEmail ? 'E-mail' : 'Mobile number'
  return (
    <section className={page.card} aria-labelledby={`${id}-heading`} id={kind}>
      <h2 id={`${id}-heading`} className={page.heading}>
        {title}
      </h2>
      <p className={styles.current}>
        {current ? (isEmail ? current : `${PHONE_PREFIX} ${current}`) : isEmail ? 'No e-mail yet' : 'No number yet'}
      </p>
      {pending ? (
        <Form method="post" className={styles.form} noValidate key={`verify-${pending}`}>
          <Hidden intent={check} />
          <input type="hidden" name={field} value={pending} />
          <p className={rx.status} role="status">
            {sent?.notice ?? (isEmail ? PROFILE_TEXTS.codeSentEmail(pending) : PROFILE_TEXTS.codeSentPhone(pending))}
          </p>
          <div className={rx.field}>
            <label className={rx.label} htmlFor={`${id}-otp`}>
              One Time Password
            </label>
            <input
              id={`${id}-otp`}
              name="verification_token"
              className={rx.textInput}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              aria-invalid={refusedCheck?.errors.otp ? true : undefined}
              aria-describedby={refusedCheck?.errors.otp ? `${id}-otp-error` : undefined}
            />
            <FieldError id={`${id}-otp-error`} message={refusedCheck?.errors.otp} />
          </div>
          <FormError refused={refusedCheck} fields={['otp']} />
          <div className={styles.row}>
            <button type="submit" className={`button ${rx.primary}`} disabled={busy}>
              Verify and change
            </button>
            <Link to={`/profile#${kind}`}>Use another {isEmail ? 'e-mail' : 'number'}</Link>
          </div>
        </Form>
      ) : (
        <Form method="post" className={styles.form} noValidate>
          <Hidden intent={ask} />
          <div className={rx.field}>
            <label className={rx.label} htmlFor={`${id}-new`}>
              {isEmail ? 'New e-mail' : 'New mobile number'}
            </label>
            <span className={styles.prefixed}>
              {!isEmail && <span aria-hidden="true">{PHONE_PREFIX}</span>}
              <input
                id={`${id}-new`}
                name={field}
                type={isEmail ? 'email' : 'tel'}
                inputMode={isEmail ? 'email' : 'numeric'}
                autoComplete={isEmail ? 'email' : 'tel-national'}
                className={rx.textInput}
                maxLength={isEmail ? 254 : 10}
                required
                defaultValue={refusedAsk?.values[field] ?? ''}
                aria-invalid={refusedAsk?.errors[field] ? true : undefined}
                aria-describedby={refusedAsk?.errors[field] ? `${id}-new-error` : undefined}
              />
            </span>
            <FieldError id={`${id}-new-error`} message={refusedAsk?.errors[field]} />
          </div>
          <FormError refused={refusedAsk} fields={[field]} />
          <p className={rx.hint}>We send an OTP to the new {isEmail ? 'e-mail' : 'number'} to make sure it is yours.</p>
          <button type="submit" className={`button ${rx.secondary}`} disabled={busy}>
            Send OTP
          </button>
        </Form>
      )}
    </section>
  )
}

function Family({
  members,
  max,
  canAdd,
  form,
  result,
  busy,
}: {
  members: Patient[]
  max: number
  canAdd: boolean
  form: Patient | { mode: 'add' } | null
  result: ProfileActionData | undefined
  busy: boolean
}) {
  const csrf = useCsrfToken()
  const editing = form && 'id' in form ? form : null
  const refused = refusalFor(result, 'member-add', 'member-edit', 'member-delete')
  return (
    <section className={page.card} aria-labelledby="family-heading" id="family">
      <h2 id="family-heading" className={page.heading}>
        Family members
      </h2>
      <p className={page.note}>The people you book lab tests and consultations for: yourself, and up to {max} family members.</p>
      {members.length > 0 && (
        <ul className={styles.list}>
          {members.map((m) => (
            <li key={m.id} data-member-id={m.id}>
              <strong>{m.name}</strong>
              <span className={rx.meta}>
                {[
                  m.relation ? PATIENT_RELATION_LABELS[m.relation] : null,
                  m.age !== null ? `${m.age} years` : null,
                  m.gender ? PATIENT_GENDER_LABELS[m.gender] : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <div className={styles.actions}>
                <Link to={`?member=${m.id}#family`}>
                  Edit<span className="visually-hidden"> {m.name}</span>
                </Link>
                <Form method="post">
                  <input type="hidden" name="_csrf" value={csrf} />
                  <input type="hidden" name="intent" value="member-delete" />
                  <input type="hidden" name="patient_id" value={m.id} />
                  <button type="submit" className={styles.textButton} disabled={busy}>
                    Remove<span className="visually-hidden"> {m.name}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {form ? (
        <Form method="post" className={styles.form} noValidate key={editing ? `edit-${editing.id}` : 'add'}>
          <Hidden intent={editing ? 'member-edit' : 'member-add'} />
          {editing && <input type="hidden" name="patient_id" value={editing.id} />}
          <h3 className={page.heading}>{editing ? `Edit ${editing.name}` : 'Add a family member'}</h3>
          <FamilyMemberFields
            idPrefix="member"
            born="age"
            relations={PATIENT_RELATIONS}
            relationLabels={PATIENT_RELATION_LABELS}
            relationLabel="Relation to you"
            defaults={
              editing
                ? {
                    name: editing.name,
                    age: editing.age,
                    gender: editing.gender ?? undefined,
                    relation: editing.relation ?? undefined,
                  }
                : undefined
            }
            classes={{ field: rx.field, label: rx.label, input: rx.textInput, select: styles.select }}
          />
          {refused && (
            <div role="alert" className={rx.error}>
              {Object.keys(refused.errors).length > 0 ? (
                <ul>
                  {Object.entries(refused.errors).map(([f, message]) => (
                    <li key={f}>{message}</li>
                  ))}
                </ul>
              ) : (
                <p>{refused.message}</p>
              )}
            </div>
          )}
          <div className={styles.row}>
            <button type="submit" className={`button ${rx.primary}`} disabled={busy}>
              {editing ? 'Save member' : 'Add member'}
            </button>
            <Link to="/profile#family">Cancel</Link>
          </div>
        </Form>
      ) : (
        <>
          {refused && (
            <p role="alert" className={rx.error}>
              {refused.message}
            </p>
          )}
          {canAdd ? (
            <Link to="?member=new#family" className="button">
              Add a family member
            </Link>
          ) : (
            <p className={page.note}>You have saved the most family members we keep. Remove one to add another.</p>
          )}
        </>
      )}
    </section>
  )
}

function AddressList({
  addresses,
  busy,
}: {
  addresses: ReturnType<typeof useLoaderData<typeof loader>>['addresses']
  busy: boolean
}) {
  const csrf = useCsrfToken()
  if (addresses.length === 0) return <p className={page.note}>You have no saved addresses yet.</p>
  const post = (intent: 'delete' | 'make-default', id: number, label: string, text: string) => (
    <Form method="post">
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="address_id" value={id} />
      <input type="hidden" name="redirectTo" value="/profile" />
      <button type="submit" className={styles.textButton} disabled={busy}>
        {text}
        <span className="visually-hidden"> {label}</span>
      </button>
    </Form>
  )
  return (
    <ul className={styles.list}>
      {addresses.map((a) => (
        <li key={a.id} data-address-id={a.id}>
          <span>
            <strong>{a.address_name}</strong> <span className={styles.badge}>{ADDRESS_TYPE_LABELS[a.address_type]}</span>
            {a.is_default && <span className={styles.badge}> · Default</span>}
          </span>
          <span className={rx.meta}>
            {a.recipient_name} · {PHONE_PREFIX} {a.phone}
          </span>
          <span className={rx.meta}>{addressLine(a)}</span>
          <div className={styles.actions}>
            <Link to={`?address=${a.id}#addresses`}>
              Edit<span className="visually-hidden"> {a.address_name}</span>
            </Link>
            {!a.is_default && post('make-default', a.id, a.address_name, 'Make default')}
            {post('delete', a.id, a.address_name, 'Delete')}
          </div>
        </li>
      ))}
    </ul>
  )
}

function Preferences({
  preferences,
  busy,
  result,
}: {
  preferences: ReturnType<typeof useLoaderData<typeof loader>>['profile']['preferences']
  busy: boolean
  result: ProfileActionData | undefined
}) {
  const refused = refusalFor(result, 'preferences')
  return (
    <section className={page.card} aria-labelledby="preferences-heading" id="preferences">
      <h2 id="preferences-heading" className={page.heading}>
        Communication preferences
      </h2>
      <Form method="post" className={styles.form}>
        <Hidden intent="preferences" />
        <p className={rx.hint}>{PROFILE_TEXTS.orderUpdates}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Send me offers by</legend>
          {OFFER_CHANNELS.map((c) => (
            <label key={c} className={styles.check}>
              <input type="checkbox" name={c} defaultChecked={preferences[c]} />
              {OFFER_CHANNEL_LABELS[c]}
            </label>
          ))}
        </fieldset>
        <FormError refused={refused} fields={[]} />
        <button type="submit" className={`button ${rx.secondary}`} disabled={busy}>
          Save preferences
        </button>
      </Form>
    </section>
  )
}

function Consents({ consents }: { consents: ReturnType<typeof useLoaderData<typeof loader>>['profile']['consents'] }) {
  return (
    <section className={page.card} aria-labelledby="consents-heading" id="consents">
      <h2 id="consents-heading" className={page.heading}>
        Consents
      </h2>
      {consents.length === 0 ? (
        <p className={page.note}>No consents recorded yet.</p>
      ) : (
        // Scrolls sideways on a narrow screen: a region reachable by keyboard.
        <div className={styles.tableWrap} role="region" aria-label="Consents table" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">Consents you gave or withdrew, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Consent</th>
                <th scope="col">Given or withdrawn</th>
                <th scope="col">On</th>
                <th scope="col">Version</th>
              </tr>
            </thead>
            <tbody>
              {consents.map((c, i) => (
                <tr key={`${c.kind}-${c.at}-${i}`}>
                  <td>{CONSENT_KIND_LABELS[c.kind]}</td>
                  <td>{c.action === 'given' ? 'Given' : 'Withdrawn'}</td>
                  <td>{longDate(calendarDate(new Date(c.at)))}</td>
                  <td>{c.version ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
