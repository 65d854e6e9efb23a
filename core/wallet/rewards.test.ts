import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { paise, type Paise } from '../money.ts'
import { neucoinPoints, neucoinsFor, rewardsCap, rewardsExpireAt, rewardsExpired, splitWallet, walletOffer } from './rewards.ts'

const p = (n: number) => paise(n)

describe('rewardsCap: 18 % of the order for members, 8 % for others (decision 055)', () => {
  test.each([
    [100_00, true, 18_00],
    [100_00, false, 8_00],
    [999, false, 79], // 79.92 paise → 79: never more than the share
    [999, true, 179],
    [0, true, 0],
  ])('%s paise, member %s → %s', (total, member, cap) => expect(rewardsCap(p(total), member)).toBe(cap))
})

describe('splitWallet: rewards first up to their share, then the person’s own money, then the rest', () => {
  test.each<[string, number, { cash: number; rewards: number }, boolean, { rewards: number; cash: number; rest: number }]>([
    ['rewards capped at 8 %', 1000_00, { cash: 0, rewards: 500_00 }, false, { rewards: 80_00, cash: 0, rest: 920_00 }],
    [
      'rewards capped at 18 % for a member',
      1000_00,
      { cash: 0, rewards: 500_00 },
      true,
      { rewards: 180_00, cash: 0, rest: 820_00 },
    ],
    ['cash pays the rest in full', 1000_00, { cash: 5000_00, rewards: 500_00 }, false, { rewards: 80_00, cash: 920_00, rest: 0 }],
    [
      'small rewards, all of them',
      1000_00,
      { cash: 100_00, rewards: 30_00 },
      false,
      { rewards: 30_00, cash: 100_00, rest: 870_00 },
    ],
    ['nothing in the wallet', 500_00, { cash: 0, rewards: 0 }, true, { rewards: 0, cash: 0, rest: 500_00 }],
    ['a free order', 0, { cash: 100_00, rewards: 100_00 }, true, { rewards: 0, cash: 0, rest: 0 }],
  ])('%s', (_, total, purses, member, expected) =>
    expect(splitWallet(p(total), { cash: p(purses.cash), rewards: p(purses.rewards) }, member)).toEqual(expected),
  )

  test('the parts always add up to the total, never exceed a purse or the share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (total, cash, rewards, member) => {
          const s = splitWallet(p(total), { cash: p(cash), rewards: p(rewards) }, member)
          expect(s.rewards + s.cash + s.rest).toBe(total)
          expect(s.rewards).toBeLessThanOrEqual(Math.min(rewards, rewardsCap(p(total), member)))
          expect(s.cash).toBeLessThanOrEqual(cash)
          expect(Math.min(s.rewards, s.cash, s.rest)).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})

describe('walletOffer: what the payment pages say', () => {
  test('rewards over the share stay for later, and the offer does not cover the order', () =>
    expect(walletOffer(p(1000_00), { cash: p(0), rewards: p(200_00) }, false)).toEqual({
      balance: 200_00,
      usable: 80_00,
      rewardsUsable: 80_00,
      rewardsHeldBack: 120_00,
      covers: false,
      sharePercent: 8,
    }))
  test('own money covers what rewards may not', () =>
    expect(walletOffer(p(1000_00), { cash: p(2000_00), rewards: p(200_00) }, true)).toMatchObject({
      usable: 1000_00,
      rewardsUsable: 180_00,
      covers: true,
      sharePercent: 18,
    }))
})

describe('expiry: a year after the rewards purse last moved', () => {
  const moved = new Date('2026-01-15T10:00:00Z')
  test('expires 365 days later', () => expect(rewardsExpireAt(moved).toISOString()).toBe('2027-01-15T10:00:00.000Z'))
  test.each([
    ['2027-01-15T09:59:59.999Z', false],
    ['2027-01-15T10:00:00.000Z', true],
    ['2026-06-01T00:00:00.000Z', false],
  ])('at %s expired %s', (now, expired) => expect(rewardsExpired(moved, new Date(now))).toBe(expired))
})

describe('NeuCoins: 1 per ₹100 of goods, whole coins, 1 coin = ₹1', () => {
  test.each<[number, number]>([
    [99_99, 0],
    [100_00, 100],
    [1234_56, 1200],
    [0, 0],
    [-500, 0],
  ])('goods %s paise → %s paise of coins', (goods, coins) => expect(neucoinsFor(p(goods) as Paise)).toBe(coins))
  test.each<[number, number]>([
    [0, 0],
    [99, 0],
    [1250, 12],
    [-300, 0],
  ])('rewards %s paise show %s points', (rewards, points) => expect(neucoinPoints(p(rewards))).toBe(points))
})
