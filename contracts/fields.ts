import { z } from 'zod'
import {
  type NameMessages,
  validateAddress,
  validateAddressName,
  validateAddressType,
  validateEmail,
  validateName,
  validateOtp,
  validatePhone,
  validatePincode,
  validateTextarea,
} from '../core/fields/validation.ts'

// The field rules of spec 1 §5 (core/fields/validation.ts, which the browser runs) as Zod schemas for the contracts.
// Zod schemas over the same rule functions (server side). Trimmed fields output trimmed text.
function schemaFrom(rule: (value: string) => string | null) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = rule(value)
      if (message) ctx.addIssue({ code: 'custom', message })
    })
}

export const emailSchema = schemaFrom(validateEmail)
export const phoneSchema = schemaFrom(validatePhone)
export const otpSchema = schemaFrom(validateOtp)
export const pincodeSchema = schemaFrom(validatePincode)
export const textareaSchema = schemaFrom(validateTextarea)
export const addressSchema = schemaFrom(validateAddress)
export const addressTypeSchema = schemaFrom(validateAddressType)
export const addressNameSchema = schemaFrom(validateAddressName)
export function makeNameSchema(messages: NameMessages = {}) {
  return schemaFrom((value) => validateName(value, messages))
}
export const nameSchema = makeNameSchema()
