import { describe, test, expect } from 'vitest'
import { calendarDate, validate, validateDob, validateName } from './validation.ts'

// 2025-06-15 12:00 IST
const NOW = Date.UTC(2025, 5, 15, 6, 30)
const now = () => NOW

describe('validate: non-object input (spec 1 §5)', () => {
  test.each([
    ['text', 'string'],
    [42, 'number'],
    [true, 'boolean'],
    [undefined, 'undefined'],
    [null, 'null'],
    [[], 'array'],
    [[{ email: 'x' }], 'array'],
    [() => 1, 'function'],
    [Symbol('s'), 'symbol'],
    [10n, 'bigint'],
  ])('%s throws "Expected object but got: %s"', (input, type) => {
    expect(() => validate(input)).toThrow(new TypeError(`Expected object but got: ${type}`))
    expect(() => validate(input)).toThrow(TypeError)
  })
})

describe('validate: field rules (spec 1 §5)', () => {
  test.each<[string, unknown, string | null]>([
    ['email', 'user@example.com', null],
    ['email', '  user.name+tag@example.co.in  ', null],
    ['email', 'user@example', 'Please enter a valid email address'],
    ['email', 'user@@example.com', 'Please enter a valid email address'],
    ['email', 'user example@x.com', 'Please enter a valid email address'],
    ['email', '@example.com', 'Please enter a valid email address'],
    ['email', 'user@.com', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['phone', '9876543210', null],
    ['phone', '6000000000', null],
    ['phone', ' 7000000000 ', null],
    ['phone', 9876543210, null],
    ['phone', '5876543210', 'Please enter a valid number'],
    ['phone', '0987654321', 'Please enter a valid number'],
    ['phone', '987654321', 'Please enter a valid number'],
    ['phone', '98765432100', 'Please enter a valid number'],
    ['phone', '+919876543210', 'Please enter a valid number'],
    ['phone', '98765 43210', 'Please enter a valid number'],
    ['phone', '', 'Please enter a valid number'],
    ['number', '8123456789', null],
    ['number', '1234567890', 'Please enter a valid number'],
    ['otp', '123456', null],
    ['otp', ' 123456 ', null],
    ['otp', '12345', 'Please enter a 6 digit OTP'],
    ['otp', '1234567', 'Please enter a 6 digit OTP'],
    ['otp', '', 'Please enter a 6 digit OTP'],
    ['otp', 123456, null],
    ['password', 'secret', null],
    ['password', ' ', null],
    ['password', '', 'Please enter a password'],
    ['password', null, 'Please enter a password'],
    ['textarea', 'I need help with order', null],
    ['textarea', '123456789012345', null],
    ['textarea', '12345678901234', 'Please enter a minimum of 15 characters'],
    ['textarea', '   12345678901234   ', 'Please enter a minimum of 15 characters'],
    ['pincode', '110001', null],
    ['pincode', ' 110001 ', null],
    ['pincode', '', 'Enter pincode'],
    ['pincode', '   ', 'Enter pincode'],
    ['pincode', undefined, 'Enter pincode'],
    ['pincode', '11000', 'Enter a valid pincode'],
    ['pincode', '1100011', 'Enter a valid pincode'],
    ['pincode', '11000a', 'Enter a valid pincode'],
    ['address', '12 MG Road, Delhi', null],
    ['address', '1234567890', null],
    ['address', '123456789', 'Please enter the complete address'],
    ['addressType', 'home', null],
    ['addressType', '', 'Please choose an address type'],
    ['addressType', '  ', 'Please choose an address type'],
    ['addressName', 'Office', null],
    ['addressName', '', 'Please enter an address name'],
    ['dob', '1990-08-15', null],
    ['dob', '2025-06-15', null],
    ['dob', '2025-06-16', 'Please enter a valid date of birth'],
    ['dob', '2030-01-01', 'Please enter a valid date of birth'],
    ['dob', '1990-02-30', 'Please enter a valid date of birth'],
    ['dob', 'yesterday', 'Please enter a valid date of birth'],
    ['dob', '', 'Please enter a valid date of birth'],
    ['dob', null, 'Please enter a valid date of birth'],
    ['dob', new Date(Date.UTC(1990, 0, 1)), null],
    ['dob', new Date(NOW + 86_400_000), 'Please enter a valid date of birth'],
    ['dob', new Date('invalid'), 'Please enter a valid date of birth'],
    ['dob', NOW - 1000, null],
    ['dob', '2000-01-01T10:00:00Z', null],
    ['unknownField', 'anything', null],
    ['constructor', 'x', null],
  ])('%s = %j → %j', (field, value, message) => {
    expect(validate({ [field]: value }, { now })).toEqual(message === null ? null : { [field]: message })
  })
})

describe('validate: combinations', () => {
  test('empty object → null', () => {
    expect(validate({})).toBeNull()
  })

  test('only present fields are checked; errors keyed by field', () => {
    expect(validate({ email: 'bad', otp: '1', phone: '9876543210', extra: '' })).toEqual({
      email: 'Please enter a valid email address',
      otp: 'Please enter a 6 digit OTP',
    })
  })

  test.each([
    [{ password: 'abc', confirmPassword: 'abc' }, null],
    [{ password: 'abc', confirmPassword: 'abd' }, { confirmPassword: "Passwords don't match" }],
    [{ password: 'abc', confirmPassword: 'abc ' }, { confirmPassword: "Passwords don't match" }],
    [{ password: '', confirmPassword: '' }, { password: 'Please enter a password' }],
    [{ confirmPassword: 'abc' }, { confirmPassword: "Passwords don't match" }],
  ])('%j → %j', (values, expected) => {
    expect(validate(values)).toEqual(expected)
  })

  test('inherited keys are not fields', () => {
    const values = Object.create({ email: 'bad' }) as object
    expect(validate(values)).toBeNull()
  })
})

describe('name rules (spec 1 §5)', () => {
  test.each<[unknown, string | null]>([
    ['Ravi Kumar', null],
    ['Dr. A.K. Sharma', null],
    ['Flat 4+', null],
    ['Ann', null],
    ['  Ann  ', null],
    ['a'.repeat(100), null],
    ['', 'Please enter recipient name'],
    ['   ', 'Please enter recipient name'],
    [undefined, 'Please enter recipient name'],
    ["O'Brien", 'Only alphabets, digits and . are allowed'],
    ['Ravi-Kumar', 'Only alphabets, digits and . are allowed'],
    ['रवि', 'Only alphabets, digits and . are allowed'],
    ['ab', 'Recipient name length should be more than 2'],
    ['a', 'Recipient name length should be more than 2'],
    ['a'.repeat(101), 'Recipient name length should be less than 100'],
    ['@', 'Only alphabets, digits and . are allowed'],
  ])('%j → %j', (value, message) => {
    expect(validateName(value)).toBe(message)
    expect(validate({ name: value })).toEqual(message === null ? null : { name: message })
  })

  test.each<[unknown, string]>([
    ['', 'Name is required'],
    ['Ravi!', 'Letters only'],
    ['ab', 'Too short'],
    ['a'.repeat(101), 'Too long'],
  ])('custom per-case message for %j → %s', (value, message) => {
    const messages = { empty: 'Name is required', regex: 'Letters only', minLength: 'Too short', maxLength: 'Too long' }
    expect(validateName(value, messages)).toBe(message)
  })

  test.each<[unknown, string]>([
    ['', 'Check the name'],
    ['Ravi!', 'Letters only'],
    ['ab', 'Check the name'],
  ])('custom default fills cases without their own message: %j → %s', (value, message) => {
    expect(validateName(value, { default: 'Check the name', regex: 'Letters only' })).toBe(message)
  })

  test('name rules apply to configured fields with custom messages', () => {
    expect(
      validate({ firstName: '', name: 'x' }, { nameFields: ['firstName'], nameMessages: { empty: 'Enter first name' } }),
    ).toEqual({
      firstName: 'Enter first name',
    })
  })
})

describe('validateDob time zone', () => {
  // 2025-06-15 20:00 UTC is already 2025-06-16 01:30 in India.
  const lateUtc = () => Date.UTC(2025, 5, 15, 20, 0)
  test.each([
    ['Asia/Kolkata', '2025-06-16', null],
    ['UTC', '2025-06-16', 'Please enter a valid date of birth'],
  ])('in %s, %s → %j', (timeZone, dob, expected) => {
    expect(validateDob(dob, { now: lateUtc, timeZone })).toBe(expected)
  })

  test('calendarDate', () => {
    expect(calendarDate(Date.UTC(2025, 5, 15, 20, 0))).toBe('2025-06-16')
    expect(calendarDate(Date.UTC(2025, 5, 15, 20, 0), 'UTC')).toBe('2025-06-15')
  })
})
