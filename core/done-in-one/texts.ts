// The order with a prescription alone ('done in one', issue 10 §1; spec 2 §2): its paths, states and the texts a
// customer reads, shared by the pages, the contracts and the service (decision 014: values the browser needs live in
// app/).

/** spec 1 §2.3: the sub-header's 'Quick order' (pharmacy) and 'Book Test From Prescription' (labs) lead here. */
export const QUICK_ORDER_PATH = '/order-with-prescription'
export const LABS_QUICK_ORDER_PATH = '/labs/order-with-prescription'

/** spec 2 §2: the done-in-one routes. */
export const DIO_PATHS = {
  attach: '/done-in-one/prescription-order',
  address: '/done-in-one/cart/address-page',
  preview: '/done-in-one/rx-order-preview',
  processing: '/done-in-one/rx-order-processing',
  /** The cart the pharmacist builds (cart type done_in_one: its checkout runs under /done-in-one/cart/…). */
  cart: '/done-in-one/cart',
} as const

export const DIO_REQUEST_KINDS = ['pharmacy', 'labs'] as const
export type DioRequestKind = (typeof DIO_REQUEST_KINDS)[number]

export const DIO_REQUEST_STATUSES = ['draft', 'waiting', 'cart_ready', 'ordered', 'rejected', 'cancelled'] as const
export type DioRequestStatus = (typeof DIO_REQUEST_STATUSES)[number]

/** all: order everything on the prescription | call: call me to confirm the medicines. */
export const DIO_MODES = ['all', 'call'] as const
export type DioMode = (typeof DIO_MODES)[number]

export const DIO_MODE_LABELS: Readonly<Record<DioMode, string>> = {
  all: 'Order everything on the prescription',
  call: 'Call me to confirm the medicines',
}

/** The most SKUs a pharmacist's cart holds (the cart's own line cap). */
export const DIO_MAX_LINES = 50

/** The reasons of a rejection (the pharmacist's list, issue 10 §3) and what the customer reads for each. */
export const DIO_REJECT_REASONS = ['illegible', 'expired', 'not_prescribed', 'prescriber_missing', 'other'] as const
export type DioRejectReasonCode = (typeof DIO_REJECT_REASONS)[number]
export const DIO_REJECT_TEXTS: Readonly<Record<DioRejectReasonCode, string>> = {
  illegible: 'The prescription could not be read',
  expired: 'The prescription has expired',
  not_prescribed: 'The medicines are not prescribed on it',
  prescriber_missing: 'The doctor’s name or registration number is missing',
  other: 'Our pharmacist could not accept the prescription',
}

/**
 * What people quote for a request ('DIO10000012'); also the `order` of its live event, so an order page never takes
 * it for one of its orders (those are MW…).
 */
export const dioReference = (id: number) => `DIO${String(10_000_000 + id)}`

/** The progress the processing page shows, in order (spec 2 §2 'Prescription processing: order progress'). */
export const DIO_STATUS_LABELS: Readonly<Record<DioRequestStatus, string>> = {
  draft: 'Not sent yet',
  waiting: 'Pharmacist checking',
  cart_ready: 'Cart ready',
  ordered: 'Ordered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
}

export const DIO_TEXTS = {
  loginRequired: 'Log in to order with a prescription',
  needPrescription: 'Upload or choose a prescription to continue',
  needAddress: 'Please choose a delivery address',
  notYours: 'No such request',
  labsCall: 'A lab executive will call you to book the tests on your prescription.',
  cartOnlyPrescribed: 'This cart holds what your prescription allows: you may lower a quantity, not raise it.',
} as const
