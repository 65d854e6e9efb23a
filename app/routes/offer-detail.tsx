import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { CopyCode } from '~/partner-offers/copy-code'
import { toneOf } from '~/partner-offers/offer-card'
import { offerDetailAction, offerDetailLoader } from '~/partner-offers/offers.server'
import styles from '~/partner-offers/partner-offers.module.css'
import { useCsrfToken } from '~/lib/forms'
import { offerDate } from '../../core/partner-offers/rules.ts'
import type { Route } from './+types/offer-detail'

// /offer-detail/{partner_id}/{partnership_benefit_id} (spec 2 §2; issue 27 §3): an offer with its terms; a live one's
// code claimed once per person (claimed again, the same code), copied with a button; notify me for one not yet open.

export function loader({ request, context, params }: Route.LoaderArgs) {
  return offerDetailLoader(request, context, params)
}

export function action({ request, context, params }: Route.ActionArgs) {
  return offerDetailAction(request, context, params)
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: data ? `${data.detail.offer.title} · ${data.detail.partner.name} | MedWise` : 'Partner offer | MedWise' },
  { name: 'description', content: data?.detail.offer.summary ?? 'A partner offer on MedWise.' },
]

export default function OfferDetail() {
  const { detail, signedIn, signIn, idempotencyKey } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const csrf = useCsrfToken()
  const busy = useNavigation().state === 'submitting'
  const { offer, partner, claimed, card } = detail
  const label = offer.kind === 'discount_code' ? 'Get code' : 'Get voucher'
  return (
    <div className={styles.page}>
      <p>
        <Link to="/partner-offers">All partner offers</Link>
      </p>
      <article className={styles.detail} aria-labelledby="offer-title">
        <div className={styles.head}>
          <img src={card.icon.url} alt={card.icon.alt} width={48} height={48} />
          <div>
            <p className={styles.name} data-tone="name">
              {partner.name}
            </p>
            <h1 id="offer-title">{offer.title}</h1>
          </div>
        </div>
        <p>{offer.summary}</p>
        {offer.sample && (
          <p className={styles.sample}>
            This is a sample offer shown for demonstration: the partner is not real and its codes are not honoured anywhere.
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>Validity</dt>
            <dd data-tone={toneOf(card.sub_heading.color)}>
              {offer.validity_text}
              {card.isExpired && (
                <>
                  {' '}
                  <span className={styles.badge}>Expired</span>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Who can claim it</dt>
            <dd>{offer.eligibility_text}</dd>
          </div>
          {offer.phase === 'live' && !claimed && (
            <div>
              <dt>Codes left</dt>
              <dd>{offer.codes_left.toLocaleString('en-IN')}</dd>
            </div>
          )}
        </dl>

        <section aria-labelledby="claim-title" className={styles.facts}>
          <h2 id="claim-title">{offer.phase === 'upcoming' ? 'Opens soon' : 'Your code'}</h2>
          {result && !result.ok && (
            <p role="alert" className={styles.error}>
              {result.message}
            </p>
          )}
          {result?.ok && result.intent === 'claim' && (
            <p role="status" className={styles.notice}>
              {result.firstClaim
                ? 'Here is your code. It is yours alone.'
                : 'You already have a code for this offer: here it is again.'}
            </p>
          )}
          {claimed ? (
            <>
              <div className={styles.code}>
                <span>Code:</span>
                <output aria-label="Your code" data-testid="offer-code">
                  {claimed.code}
                </output>
                <CopyCode code={claimed.code} />
              </div>
              <p className={styles.muted}>Claimed on {offerDate(new Date(claimed.claimed_at))}.</p>
            </>
          ) : offer.phase === 'live' ? (
            !signedIn ? (
              <p>
                <Link className="button" to={signIn}>
                  Log in to {label.toLowerCase()}
                </Link>
              </p>
            ) : detail.refusal ? (
              <p className={styles.disabledCta}>{detail.refusal}</p>
            ) : (
              <Form method="post" className={styles.actions}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="intent" value="claim" />
                <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
                <button type="submit" className="button" disabled={busy}>
                  {label}
                </button>
              </Form>
            )
          ) : offer.phase === 'upcoming' ? (
            detail.reminded || (result?.ok && result.intent === 'remind') ? (
              <p role="status" className={styles.notice}>
                Reminder set: we will send you an SMS when this offer opens on {offerDate(new Date(offer.starts_at))}.
              </p>
            ) : !signedIn ? (
              <p>
                <Link className="button" to={signIn}>
                  Log in to be notified
                </Link>
              </p>
            ) : (
              <Form method="post" className={styles.actions}>
                <input type="hidden" name="_csrf" value={csrf} />
                <input type="hidden" name="intent" value="remind" />
                <button type="submit" className="button" disabled={busy}>
                  Notify me
                </button>
              </Form>
            )
          ) : (
            <p className={styles.disabledCta}>This offer has ended.</p>
          )}
        </section>

        <section aria-labelledby="use-title">
          <h2 id="use-title">How to use it</h2>
          <p>{offer.how_to_use}</p>
        </section>
        <section aria-labelledby="terms-title">
          <h2 id="terms-title">Terms</h2>
          <ul className={styles.terms}>
            {offer.terms.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="partner-title">
          <h2 id="partner-title">About {partner.name}</h2>
          <p>{partner.about}</p>
        </section>
      </article>
    </div>
  )
}
