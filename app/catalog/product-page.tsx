import { Link } from 'react-router'
import { AddToCartButton } from '~/cart/add-to-cart-button'
import { BuyNowButton } from '~/cart/buy-now-button'
import { CURRENCY } from '../../core/constants.ts'
import { formatPaise, toRupees } from '../../core/money.ts'
import { Breadcrumb } from './breadcrumb'
import { JsonLd } from './json-ld'
import { PackImage } from './pack-image'
import { Price, RxBadge } from './price'
import styles from './product-page.module.css'
import type { ProductDetail, SubstituteCard } from './types'
import { ProductReviews } from '~/reviews/product-reviews'
import type { ReviewSummary } from '../../contracts/reviews.ts'

type Substitute = SubstituteCard

// Schedules H, H1 and X are sold only against a prescription (Drugs and Cosmetics Rules, 1945).
const RX_SCHEDULES = new Set(['H', 'H1', 'X'])

export function productMeta(data: { product: ProductDetail; canonical: string } | undefined) {
  if (!data) return [{ title: 'Product not found | MedWise' }]
  const p = data.product
  const title = `${p.name}: price, uses, substitutes | MedWise`
  const description = p.composition
    ? `Buy ${p.name} (${p.composition}) by ${p.manufacturer}, ${p.pack}, online at ${formatPaise(p.pricePaise)}. Compare cheaper substitutes.`
    : `Buy ${p.name} by ${p.manufacturer}, ${p.pack}, online at ${formatPaise(p.pricePaise)}.`
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: data.canonical },
  ]
}

function structuredData(p: ProductDetail, canonical: string) {
  const offers = {
    '@type': 'Offer',
    price: toRupees(p.pricePaise).toFixed(2),
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    url: canonical,
  }
  if (p.kind === 'otc') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: p.name,
      brand: { '@type': 'Brand', name: p.brand },
      manufacturer: { '@type': 'Organization', name: p.manufacturer },
      offers,
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Drug',
    name: p.name,
    activeIngredient: p.salts.map((s) => s.name).join(', '),
    dosageForm: p.form ?? undefined,
    manufacturer: { '@type': 'Organization', name: p.manufacturer },
    prescriptionStatus: p.rxRequired ? 'https://schema.org/PrescriptionOnly' : 'https://schema.org/OTC',
    offers,
  }
}

export function ProductPage({
  product: p,
  substitutes,
  rating,
  canonical,
}: {
  product: ProductDetail
  substitutes: Substitute[]
  rating: ReviewSummary
  canonical: string
}) {
  const rxOnly = RX_SCHEDULES.has(p.schedule)
  return (
    <article className={`page ${styles.product}`}>
      <JsonLd data={structuredData(p, canonical)} />
      {p.breadcrumb.length > 0 && <Breadcrumb items={p.breadcrumb} />}
      <h1 className={styles.name}>
        {p.name} {p.rxRequired && <RxBadge />}
      </h1>
      <p className={styles.by}>by {p.manufacturer}</p>
      <PackImage name={p.name} pack={p.pack} size={160} className={styles.pack} />
      <dl className={styles.facts}>
        {p.salts.length > 0 && (
          <div>
            <dt>Salt composition</dt>
            <dd>
              {p.salts.map((s, i) => (
                <span key={s.id}>
                  {i > 0 && ' + '}
                  <Link to={s.url}>{s.name}</Link> ({s.strength})
                </span>
              ))}
            </dd>
          </div>
        )}
        <div>
          <dt>Pack</dt>
          <dd>{p.pack}</dd>
        </div>
        {p.kind === 'drug' && (
          <div>
            <dt>Schedule</dt>
            <dd>
              {p.schedule === 'OTC' ? 'OTC (no prescription needed)' : `Schedule ${p.schedule}`}
              {p.ndps && ' · NDPS Act (narcotic or psychotropic)'}
            </dd>
          </div>
        )}
      </dl>
      {p.notSoldOnline ? (
        <p className={styles.rxNote} role="note">
          {p.notSoldOnline}
        </p>
      ) : (
        rxOnly && <p className={styles.rxNote}>Prescription required</p>
      )}
      <Price mrpPaise={p.mrpPaise} pricePaise={p.pricePaise} large />
      <p className={styles.tax}>Inclusive of all taxes; prices in {CURRENCY} (sample prices).</p>
      <div className={styles.buy}>
        <AddToCartButton skuId={p.id} name={p.name} />
        <BuyNowButton skuId={p.id} name={p.name} />
      </div>
      {p.kind === 'drug' && (
        <section aria-labelledby="substitutes" className={styles.subs}>
          <h2 id="substitutes">Cheaper substitutes</h2>
          {substitutes.length === 0 ? (
            <p>No cheaper substitute with the same salts and strengths.</p>
          ) : (
            <ul>
              {substitutes.map((s) => (
                <li key={s.id}>
                  <Link to={s.url}>{s.name}</Link>
                  <span className={styles.subMeta}>
                    {s.manufacturer} · {s.pack}
                  </span>
                  <span>
                    <strong>{formatPaise(s.pricePaise)}</strong>{' '}
                    <span className={styles.save}>save {formatPaise(s.savingPaise)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <ProductReviews rating={rating} olderHref={(cursor) => `${p.url}?reviews_after=${encodeURIComponent(cursor)}#reviews`} />
    </article>
  )
}
