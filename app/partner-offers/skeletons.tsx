import styles from './skeletons.module.css'

// spec 2 §2 'Loading layouts': the offers list and the offer detail, shown while a navigation to them is pending.

export const OFFERS_LIST_SKELETON_CARDS = 6

export function OffersListSkeleton() {
  return (
    <div className={styles.page}>
      <p role="status" className="visually-hidden">
        Loading partner offers
      </p>
      <div aria-hidden="true" data-testid="offers-list-skeleton">
        <div className={styles.bone} data-part="title" />
        <div className={styles.cards}>
          {Array.from({ length: OFFERS_LIST_SKELETON_CARDS }, (_, i) => (
            <div key={i} className={styles.bone} data-part="card" />
          ))}
        </div>
      </div>
    </div>
  )
}

export const OFFER_DETAIL_SKELETON_PARTS = ['header', 'validity', 'claim', 'terms'] as const

export function OfferDetailSkeleton() {
  return (
    <div className={styles.page}>
      <p role="status" className="visually-hidden">
        Loading the offer
      </p>
      <div aria-hidden="true" data-testid="offer-detail-skeleton" className={styles.detail}>
        {OFFER_DETAIL_SKELETON_PARTS.map((part) => (
          <div key={part} className={styles.bone} data-part={part} />
        ))}
      </div>
    </div>
  )
}
