// file: server/modules/wellness-voucher/line.ts
// The domain's line of sale, plugged into the one checkout pipeline (server/modules/orders/checkout.ts): it prices,
// reserves what is limited (nothing here), records its own rows and says what was sold; the pipeline does the key,
// the total check, MedWise Cash, the order, its events, the invoice number and the live status.
import { paise, ZERO_PAISE, type Paise } from '../../../../../core/money.ts'
import type { Db } from '../../../../../server/db/client.ts'
import { AppError } from '../../../../../server/lib/app-error.ts'
import { addressForSale } from '../../../../../server/modules/addresses/index.ts'
import { addressSnapshot, type LineType, type Priced, type SaleInput } from '../../../../../server/modules/orders/index.ts'
import type { VoucherSold } from '../../../contracts/wellness-voucher.ts'
import { VOUCHER_CART_TYPE, voucherValidUntil, type VoucherKind } from '../../../core/wellness-voucher/vocabulary.ts'
import { wellnessVouchers } from './schema.ts'

export interface BuyVoucherInput extends SaleInput {
  cartType: typeof VOUCHER_CART_TYPE
  payment: 'online' | 'wallet'
  kind: VoucherKind
}

interface VoucherPriced extends Priced {
  kind: VoucherKind
}

const PRICES: Readonly<Record<VoucherKind, Paise>> = {
  full_body: paise(1_499_00),
  diabetes: paise(699_00),
  heart: paise(999_00),
}

export const voucherLine: LineType<BuyVoucherInput, VoucherPriced, void, VoucherSold> = {
  scope: 'wellness-voucher.buy',
  orderSource: 'WELLNESS',
  what: 'order',
  texts: {
    placed: 'Voucher bought',
    awaitingPayment: 'Voucher bought, awaiting payment',
    walletNote: (number) => `Paid for voucher ${number}`,
  },

  async price(tx: Db, userId, input) {
    // The billing address the tax invoice names: the account's default.
    const address = await addressForSale(tx, userId, null)
    if (!address) throw AppError.invalid('Please add an address for the invoice', 'address', 'address_required')
    const price = PRICES[input.kind]
    return {
      bill: { mrpTotal: price, itemTotal: price, couponDiscount: ZERO_PAISE, deliveryFee: ZERO_PAISE, payable: price },
      couponCode: null,
      address: addressSnapshot(address, { lat: address.geodataLatitude, lng: address.geodataLongitude }),
      city: address.city,
      rxRequired: false,
      kind: input.kind,
    }
  },

  // Nothing is limited: a voucher is a promise, not stock.
  async reserve() {},

  async record(tx, { orderId, userId, priced, at }) {
    await tx.insert(wellnessVouchers).values({ orderId, userId, kind: priced.kind, validUntil: voucherValidUntil(at) })
  },

  // Bought from its own page, not a cart: nothing to empty.
  async emptySold() {},

  answer: ({ number, status, at }) => ({ number, status, valid_until: voucherValidUntil(at).toISOString() }),
}
