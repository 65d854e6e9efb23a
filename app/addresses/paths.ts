// Where the address step sits among the checkout pages (spec 2 §2 route table), and the fields of its form.

export const ADDRESS_PAGE = '/cart/address-page'
/** The step after it: shipment selection (spec 2 §2). */
export const SELECT_SHIPMENT_PAGE = '/cart/select-shipment'

/** The inputs of the address form, in the order they are shown (focus goes to the first one refused). */
export const ADDRESS_FORM_FIELDS = [
  'recipient_name',
  'phone',
  'address',
  'landmark',
  'pincode',
  'address_type',
  'address_name',
  'street2',
  'street3',
  'geodata_latitude',
  'geodata_longitude',
  'geodata_source',
  'is_default',
] as const
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number]
