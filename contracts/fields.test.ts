import { describe, expect, test } from 'vitest'
import { emailSchema, makeNameSchema, nameSchema, otpSchema, phoneSchema, pincodeSchema } from './fields.ts'

describe('Zod schemas share the rules', () => {
  const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message)

  test.each([
    [phoneSchema, ' 9876543210 ', '9876543210'],
    [emailSchema, ' a@b.co ', 'a@b.co'],
    [otpSchema, '123456', '123456'],
    [pincodeSchema, '110001 ', '110001'],
    [nameSchema, ' Ravi ', 'Ravi'],
  ])('valid input parses (trimmed): %#', (schema, input, output) => {
    expect(schema.parse(input)).toBe(output)
  })

  test.each([
    [phoneSchema, '123', 'Please enter a valid number'],
    [emailSchema, 'x', 'Please enter a valid email address'],
    [otpSchema, '12', 'Please enter a 6 digit OTP'],
    [pincodeSchema, '', 'Enter pincode'],
    [pincodeSchema, '12', 'Enter a valid pincode'],
    [nameSchema, '', 'Please enter recipient name'],
    [nameSchema, 'ab', 'Recipient name length should be more than 2'],
    [makeNameSchema({ empty: 'Enter patient name' }), '', 'Enter patient name'],
  ])('invalid input gives the spec message: %#', (schema, input, message) => {
    expect(issues(schema.safeParse(input))).toEqual([message])
  })

  test('non-string input fails', () => {
    expect(phoneSchema.safeParse(9876543210).success).toBe(false)
  })
})
