import type { JSX } from 'react'
import type { SkeletonName } from '~/lib/pending-skeleton'
import { AddressSkeleton } from '~/addresses/address-skeleton'
import { CartSkeleton } from '~/cart/cart-skeleton'
import { CategorySkeleton, ListingSkeleton } from '~/catalog/skeletons'
import { AttachSkeleton, PreviewSkeleton, ProcessingSkeleton } from '~/done-in-one/skeletons'
import { InventorySkeleton, LabDetailsSkeleton, TestDetailSkeleton } from '~/labs-catalog/skeletons'
import { LabBookingSkeleton } from '~/labs-booking/labs-booking-skeleton'
import { ReorderSkeleton } from '~/orders/reorder-skeleton'
import { PrescriptionSkeleton } from '~/prescriptions/prescription-skeleton'
import { OrderSuccessSkeleton } from '~/widgets/order-success-skeleton'
import { SavingsSkeleton } from '~/care-plan/savings-skeleton'
import { PaymentSkeleton } from '~/checkout/payment-skeleton'
import { OfferDetailSkeleton, OffersListSkeleton } from '~/partner-offers/skeletons'
import { CorporateDashboardSkeleton, MemberListSkeleton, TransactionHistorySkeleton } from '~/corporate/skeletons'

// The rule travels with the layouts: before they have loaded, no navigation shows one anyway.
export { skeletonFor } from '~/lib/pending-skeleton'

/**
 * spec 2 §2 'Loading layouts', by name (lib/pending-skeleton.ts picks one). Not in the shell chunk: the root loads
 * this module once the page has hydrated (issue 28 §4: what is needed only after an interaction loads after it).
 */
export const PAGE_SKELETONS: Record<SkeletonName, () => JSX.Element> = {
  listing: ListingSkeleton,
  category: CategorySkeleton,
  cart: CartSkeleton,
  prescription: PrescriptionSkeleton,
  address: AddressSkeleton,
  labBooking: LabBookingSkeleton,
  dioAttach: AttachSkeleton,
  dioPreview: PreviewSkeleton,
  dioProcessing: ProcessingSkeleton,
  orderSuccess: OrderSuccessSkeleton,
  reorder: ReorderSkeleton,
  labTest: TestDetailSkeleton,
  labSearch: InventorySkeleton,
  labDetails: LabDetailsSkeleton,
  labCategory: CategorySkeleton,
  savings: SavingsSkeleton,
  payment: PaymentSkeleton,
  corporateDashboard: CorporateDashboardSkeleton,
  corporateHistory: TransactionHistorySkeleton,
  corporateMembers: MemberListSkeleton,
  offersList: OffersListSkeleton,
  offerDetail: OfferDetailSkeleton,
}
