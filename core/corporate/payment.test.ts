import { describe, expect, test } from 'vitest'
import { paise } from '../money.ts'
import { corporateShare, familyCovered, paymentMethodOf, paymentMethodsWith, refundRank } from './payment.ts'

describe('corporateShare: the sub-wallet pays what it holds, up to the amount to pay', () => {
  test.each([
    [0, 500, 0],
    [200, 500, 200],
    [500, 500, 500],
    [900, 500, 500],
    [900, 0, 0],
  ])('balance %i, payable %i → %i', (balance, payable, share) => {
    expect(corporateShare(paise(balance), paise(payable))).toBe(share)
  })
})

describe('familyCovered: the policy and the roster row both say family', () => {
  test.each([
    [true, 'self_and_family', true],
    [true, 'self', false],
    [false, 'self_and_family', false],
    [false, 'self', false],
  ] as const)('policy family cover %s, coverage %s → %s', (policy, coverage, covered) => {
    expect(familyCovered(policy, coverage)).toBe(covered)
  })
})

describe('paymentMethodOf: the ways that paid, in order', () => {
  test.each([
    [{ corporate: 0, wallet: 0, rest: 100, payment: 'cod' }, 'cod'],
    [{ corporate: 0, wallet: 0, rest: 100, payment: 'online' }, 'online'],
    [{ corporate: 0, wallet: 100, rest: 0, payment: 'wallet' }, 'wallet'],
    [{ corporate: 0, wallet: 50, rest: 50, payment: 'cod' }, 'wallet_cod'],
    [{ corporate: 0, wallet: 50, rest: 50, payment: 'online' }, 'wallet_online'],
    [{ corporate: 0, wallet: 0, rest: 0, payment: 'online' }, 'wallet'],
    [{ corporate: 100, wallet: 0, rest: 0, payment: 'cod' }, 'corporate'],
    [{ corporate: 40, wallet: 0, rest: 60, payment: 'cod' }, 'corporate_cod'],
    [{ corporate: 40, wallet: 0, rest: 60, payment: 'online' }, 'corporate_online'],
    [{ corporate: 40, wallet: 60, rest: 0, payment: 'wallet' }, 'corporate_wallet'],
    [{ corporate: 40, wallet: 30, rest: 30, payment: 'cod' }, 'corporate_wallet_cod'],
    [{ corporate: 40, wallet: 30, rest: 30, payment: 'online' }, 'corporate_wallet_online'],
    // The health check's sponsored part (decision 068) is the employer's too, but its own way (decision 070).
    [{ sponsored: 100, corporate: 0, wallet: 0, rest: 0, payment: 'wallet' }, 'sponsored'],
    [{ sponsored: 60, corporate: 0, wallet: 0, rest: 40, payment: 'online' }, 'sponsored_online'],
    [{ sponsored: 60, corporate: 20, wallet: 0, rest: 20, payment: 'cod' }, 'sponsored_corporate_cod'],
  ])('%o → %s', (parts, method) => {
    expect(paymentMethodOf(parts)).toBe(method)
  })
})

describe('paymentMethodsWith: the stored values a way paid part of', () => {
  test('cash on delivery, online and MedWise Cash, with or without the employer’s money first', () => {
    expect(paymentMethodsWith('cod').sort()).toEqual(
      [
        'cod',
        'wallet_cod',
        'corporate_cod',
        'corporate_wallet_cod',
        'sponsored_cod',
        'sponsored_wallet_cod',
        'sponsored_corporate_cod',
        'sponsored_corporate_wallet_cod',
      ].sort(),
    )
    expect(paymentMethodsWith('online')).toContain('sponsored_corporate_online')
    expect(paymentMethodsWith('online')).not.toContain('cod')
    expect(paymentMethodsWith('wallet').sort()).toEqual(
      [
        'wallet',
        'wallet_cod',
        'wallet_online',
        'corporate_wallet',
        'corporate_wallet_cod',
        'corporate_wallet_online',
        'sponsored_wallet',
        'sponsored_wallet_cod',
        'sponsored_wallet_online',
        'sponsored_corporate_wallet',
        'sponsored_corporate_wallet_cod',
        'sponsored_corporate_wallet_online',
      ].sort(),
    )
  })
})

describe('refundRank: part refunds give the person’s own money back first, the employer’s last', () => {
  test('online, then MedWise Cash and cash collected, then rewards, then the corporate wallet', () => {
    const providers = ['corporate_wallet', 'rewards', 'cod', 'wallet', 'test_gateway', 'razorpay']
    expect([...providers].sort((a, b) => refundRank(a) - refundRank(b))).toEqual([
      'test_gateway',
      'razorpay',
      'cod',
      'wallet',
      'rewards',
      'corporate_wallet',
    ])
  })
})
