import { describe, expect, test } from 'vitest'
import { carePlanDataOf } from './shell.ts'

const at = new Date('2026-11-29T06:00:00Z')
const day = (n: number) => new Date(at.getTime() + n * 86_400_000)

describe("the header's care-plan data", () => {
  test.each([
    [null, '/subscription-plan/subscriptions', false, null],
    [{ state: 'active', endsAt: day(60) }, '/subscription-plan/myplan', false, '2027-01-28'],
    [{ state: 'expiring', endsAt: day(10) }, '/subscription-plan/myplan', true, '2026-12-09'],
    [{ state: 'expired', endsAt: day(-30) }, '/subscription-plan/myplan', true, '2026-10-30'],
    [{ state: 'expired', endsAt: day(-91) }, '/subscription-plan/subscriptions', false, null],
  ] as const)('%o → %s, renew %s, expiry %s', (latest, url, renew, expiry) => {
    expect(carePlanDataOf(latest, at)).toEqual({ redirect_url: url, text: 'CARE PLAN', renew, expiry })
  })
  test('the day is India’s: a term ending at 20:00 UTC ends the next day there', () => {
    expect(carePlanDataOf({ state: 'active', endsAt: new Date('2027-01-28T20:00:00Z') }, at).expiry).toBe('2027-01-29')
  })
})
