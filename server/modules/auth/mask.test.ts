import { describe, expect, test } from 'vitest'
import { isMasked, maskEmail, maskEmails, maskPhone } from './mask.ts'

describe('maskEmail', () => {
  test.each([
    ['rahul.sharma@gmail.com', 'ra*********a@gmail.com'],
    ['abcd@x.in', 'ab*d@x.in'],
    ['abc@x.in', 'a**@x.in'],
    ['ab@x.in', 'a*@x.in'],
    ['a@x.in', 'a@x.in'],
    ['noat', '****'],
  ])('%s → %s', (input, masked) => expect(maskEmail(input)).toBe(masked))
})

describe('maskEmails keeps entries of one list apart', () => {
  test('different ends are enough', () =>
    expect(maskEmails(['rahul.sharma@x.in', 'rahul.office@x.in'])).toEqual(['ra*********a@x.in', 'ra*********e@x.in']))
  test('otherwise more of the start is shown', () =>
    expect(maskEmails(['rahul.a1@x.in', 'ravi.b11@x.in'])).toEqual(['rah****1@x.in', 'rav****1@x.in']))
})

test('maskPhone keeps the last four digits', () => expect(maskPhone('9876543210')).toBe('******3210'))
test('isMasked', () => {
  expect(isMasked('ra***@gmail.com')).toBe(true)
  expect(isMasked('rahul@gmail.com')).toBe(false)
})
