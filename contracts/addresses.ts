import { z } from 'zod'
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
  ADDRESS_TYPES,
  LANDMARK_MAX_LENGTH,
  MAX_ADDRESSES,
} from '../core/addresses/address.ts'
import { GEODATA_SOURCE } from '../core/addresses/geocode.ts'
import { VALIDATION_MESSAGES } from '../core/fields/validation.ts'
import { addressNameSchema, addressSchema, addressTypeSchema, nameSchema, phoneSchema, pincodeSchema } from './fields.ts'
import { formSchema, text } from './form.ts'
import { envelope, type Refusal } from './http.ts'

// The address book (issue 9 'Address'): the wire of /pwa-api/api/v4/addresses and /api/v4/pincodes/:pincode, and the
// address page's form (app/routes/cart-address-page.tsx). Request schemas are forms (contracts/form.ts): their
// messages are spec 1 §5's texts, shown under the field they name; the wire names are the form's input names.

const MAX_DB_INT = 2_147_483_647

/** A text the spec leaves optional: blank or missing is null. */
const optionalText = (field: string, max: number, tooLong: string) =>
  z
    .preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: `${field} must be text` }))
    .transform((s) => s.trim())
    .pipe(z.string().max(max, tooLong))
    .transform((s) => (s === '' ? null : s))

/** A coordinate in decimal degrees (a number, or a form's text of one); blank or missing is null. */
const coordinate = (field: string, limit: number) =>
  z
    .preprocess(
      (v) => {
        if (v === null || v === undefined || v === '') return null
        if (typeof v === 'string' && /^\s*-?\d{1,3}(\.\d{1,15})?\s*$/.test(v)) return Number(v)
        return v
      },
      z
        .number({ error: `${field} must be a number of degrees` })
        .min(-limit, `${field} must be between -${limit} and ${limit}`)
        .max(limit, `${field} must be between -${limit} and ${limit}`)
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null)

/** A form's checkbox ('on') or a JSON boolean. */
const checkbox = z
  .preprocess(
    (v) => (v === 'on' || v === 'true' ? true : v === 'false' || v === '' || v === undefined || v === null ? false : v),
    z.boolean({ error: 'is_default must be true or false' }),
  )
  .optional()

/** The fields of an address, as the form and the API send them (spec 1 §5 rules and messages). */
const addressFields = {
  /** spec 1 §5 name rules ('Please enter recipient name', …). */
  recipient_name: text(nameSchema),
  /** spec 1 §5 'phone': 10 digits starting 6–9, without the +91 the form shows. */
  phone: text(phoneSchema),
  /** spec 1 §5 'address': house, building and street, at least 10 characters. */
  address: text(
    addressSchema.pipe(z.string().max(ADDRESS_MAX_LENGTH, `Please keep the address under ${ADDRESS_MAX_LENGTH} characters`)),
  ),
  landmark: optionalText('landmark', LANDMARK_MAX_LENGTH, `Please keep the landmark under ${LANDMARK_MAX_LENGTH} characters`),
  /** spec 1 §5 'pincode': 'Enter pincode' / 'Enter a valid pincode'; the city and state come from it. */
  pincode: text(pincodeSchema),
  /** spec 1 §5 'addressType': 'Please choose an address type'. */
  address_type: text(
    addressTypeSchema.transform((s) => s.toLowerCase()).pipe(z.enum(ADDRESS_TYPES, { error: VALIDATION_MESSAGES.addressType })),
  ),
  /** spec 1 §5 'addressName': 'Please enter an address name'. */
  address_name: text(
    addressNameSchema.pipe(
      z.string().max(ADDRESS_NAME_MAX_LENGTH, `Please keep the address name under ${ADDRESS_NAME_MAX_LENGTH} characters`),
    ),
  ),
  /** spec 1 §3: filled from a geocode result ('Use my current location'). */
  street2: optionalText('street2', 200, 'street2 is too long'),
  street3: optionalText('street3', 300, 'street3 is too long'),
  geodata_latitude: coordinate('geodata_latitude', 90),
  geodata_longitude: coordinate('geodata_longitude', 180),
  geodata_source: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.literal(GEODATA_SOURCE, { error: `geodata_source must be '${GEODATA_SOURCE}'` }).optional(),
    )
    .transform((v) => v ?? null),
  /** Make it the account's default (the first address is the default anyway). */
  is_default: checkbox,
}

/** Coordinates come in pairs. */
function pairedCoordinates(value: { geodata_latitude: number | null; geodata_longitude: number | null }, ctx: z.RefinementCtx) {
  if ((value.geodata_latitude === null) !== (value.geodata_longitude === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [value.geodata_latitude === null ? 'geodata_latitude' : 'geodata_longitude'],
      message: 'Send geodata_latitude and geodata_longitude together',
    })
  }
}

/** POST /api/v4/addresses and PUT /api/v4/addresses/:id: the whole address. */
export const AddressBodySchema = formSchema(z.object(addressFields).superRefine(pairedCoordinates))
/** What a client sends (the optional members may be left out). */
export interface AddressBody {
  recipient_name: string
  phone: string
  address: string
  landmark?: string | null
  pincode: string
  address_type: (typeof ADDRESS_TYPES)[number]
  address_name: string
  street2?: string | null
  street3?: string | null
  geodata_latitude?: number | null
  geodata_longitude?: number | null
  geodata_source?: typeof GEODATA_SOURCE | null
  is_default?: boolean
}
export type AddressInput = z.infer<typeof AddressBodySchema>

/** An address's id, as a path segment or a form's field; anything else gets the one message. */
const idOf = (message: string) =>
  z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: message }))
    .pipe(z.string().regex(/^\d{1,10}$/, message))
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(MAX_DB_INT, message))
/** The form's address (a radio, or the hidden field of an address's own buttons). */
const addressId = idOf('Please choose an address')

/** /api/v4/addresses/:id */
export const AddressIdParamsSchema = formSchema(z.object({ id: idOf('An address id is a whole number') }))

/** GET /api/v4/pincodes/:pincode */
export const PincodeParamsSchema = formSchema(z.object({ pincode: text(pincodeSchema) }))

// ---- Answers ----

export const AddressSchema = z.object({
  id: z.number().int(),
  recipient_name: z.string(),
  phone: z.string(),
  address: z.string(),
  street2: z.string().nullable(),
  street3: z.string().nullable(),
  landmark: z.string().nullable(),
  pincode: z.string(),
  /** From the pincode (the postal data), whatever a geocode result said. */
  city: z.string(),
  state: z.string(),
  country: z.string(),
  address_type: z.enum(ADDRESS_TYPES),
  address_name: z.string(),
  geodata_latitude: z.number().nullable(),
  geodata_longitude: z.number().nullable(),
  geodata_source: z.string().nullable(),
  is_default: z.boolean(),
  /** spec 2 §7: a maps link at zoom 15 when the address has coordinates (core/addresses/address.ts mapsLink). */
  maps_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Address = z.infer<typeof AddressSchema>

/** The account's addresses: the default first, then the newest. */
export const AddressBookSchema = z.object({
  addresses: z.array(AddressSchema),
  max_addresses: z.literal(MAX_ADDRESSES),
})
export type AddressBook = z.infer<typeof AddressBookSchema>

/** A create or update: the address as saved, and the book after it. */
export const AddressSavedSchema = AddressBookSchema.extend({ address: AddressSchema })
export type AddressSaved = z.infer<typeof AddressSavedSchema>

/** GET /api/v4/pincodes/:pincode: the pincode's city and state, and whether we deliver there (and if not, why). */
export const PincodeInfoSchema = z.object({
  pincode: z.string(),
  city: z.string(),
  state: z.string(),
  serviceable: z.boolean(),
  /** null when serviceable; else the text the form shows under the pincode. */
  message: z.string().nullable(),
})
export type PincodeInfo = z.infer<typeof PincodeInfoSchema>

export const AddressBookAnswerSchema = envelope(AddressBookSchema)
export const AddressSavedAnswerSchema = envelope(AddressSavedSchema)
export const PincodeAnswerSchema = envelope(PincodeInfoSchema)

// ---- The address page's action (app/routes/cart-address-page.tsx): one form, named intents ----

export const AddressIntentSchema = formSchema(
  z.discriminatedUnion(
    'intent',
    [
      z.object({ intent: z.literal('add'), ...addressFields }).superRefine(pairedCoordinates),
      z.object({ intent: z.literal('edit'), address_id: addressId, ...addressFields }).superRefine(pairedCoordinates),
      z.object({ intent: z.literal('delete'), address_id: addressId }),
      z.object({ intent: z.literal('make-default'), address_id: addressId }),
      /** next=shipment: the Continue button (choose, then go on to /cart/select-shipment). */
      z.object({ intent: z.literal('choose'), address_id: addressId, next: z.literal('shipment').optional() }),
    ],
    { error: 'Unknown address action' },
  ),
)
export type AddressIntent = z.infer<typeof AddressIntentSchema>
export type AddressIntentName = AddressIntent['intent']

/** What the address page's action answers a fetcher (a form sent without JavaScript is redirected instead). */
export type AddressActionData =
  | { ok: true; intent: AddressIntentName; notice: string }
  | (Refusal & {
      intent: AddressIntentName | null
      message: string
      /** The message of each field that was refused, by the form's input name. */
      errors: Record<string, string>
      /** What a form sent without JavaScript held, to show it again. */
      values?: Record<string, string>
    })
