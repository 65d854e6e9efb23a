import { expect, test } from 'vitest'
import { deliveryWindow } from './delivery-date'

test.each([
  [1, 2, 'Delivery between Wed, 25 Nov and Thu, 26 Nov'],
  [3, 3, 'Delivery by Fri, 27 Nov'],
])('%s–%s days', (min, max, text) => {
  // 23:30 IST on Tuesday 24 November: the days count in India's calendar, not UTC's.
  expect(deliveryWindow(new Date('2026-11-24T18:00:00Z'), min, max)).toBe(text)
})
