import { describe, expect, test } from 'vitest'

import { PAYMENT_METHODS } from '../corporate/payment.ts'
import { paymentMethodLabel } from './payment-method-label.ts'

const LABELS: Record<string, string> = {
  cod: 'Cash on delivery',
  online: 'Paid online',
  wallet: 'MedWise Cash',
  wallet_cod: 'MedWise Cash and cash on delivery',
  wallet_online: 'MedWise Cash and online',
  corporate: 'Corporate wallet',
  corporate_cod: 'Corporate wallet and cash on delivery',
  corporate_online: 'Corporate wallet and online',
  corporate_wallet: 'Corporate wallet and MedWise Cash',
  corporate_wallet_cod: 'Corporate wallet, MedWise Cash and cash on delivery',
  corporate_wallet_online: 'Corporate wallet, MedWise Cash and online',
  sponsored: 'Paid by your employer',
  sponsored_cod: 'Paid by your employer and cash on delivery',
  sponsored_online: 'Paid by your employer and online',
  sponsored_wallet: 'Paid by your employer and MedWise Cash',
  sponsored_wallet_cod: 'Paid by your employer, MedWise Cash and cash on delivery',
  sponsored_wallet_online: 'Paid by your employer, MedWise Cash and online',
  sponsored_corporate: 'Paid by your employer and corporate wallet',
  sponsored_corporate_cod: 'Paid by your employer, corporate wallet and cash on delivery',
  sponsored_corporate_online: 'Paid by your employer, corporate wallet and online',
  sponsored_corporate_wallet: 'Paid by your employer, corporate wallet and MedWise Cash',
  sponsored_corporate_wallet_cod: 'Paid by your employer, corporate wallet, MedWise Cash and cash on delivery',
  sponsored_corporate_wallet_online: 'Paid by your employer, corporate wallet, MedWise Cash and online',
}

describe('paymentMethodLabel: one wording for the order page, the invoice and the order desk', () => {
  test.each(Object.entries(LABELS))('%s → %s', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label)
  })

  test('every value checkout stores has its label above', () => {
    expect([...PAYMENT_METHODS].sort()).toEqual(Object.keys(LABELS).sort())
  })

  test('a value it does not know is shown as it is', () => {
    expect(paymentMethodLabel('upi')).toBe('upi')
    expect(paymentMethodLabel('wallet_upi')).toBe('wallet_upi')
    expect(paymentMethodLabel('')).toBe('')
  })
})
