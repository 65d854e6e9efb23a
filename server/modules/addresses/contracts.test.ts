import { describe, expect, test } from 'vitest'
import { AddressBodySchema, AddressIntentSchema } from '../../../contracts/addresses.ts'

// contracts/addresses.ts as the page's form sends it (every value text) and as the API gets it (JSON).

const FORM = {
  recipient_name: ' Asha Verma ',
  phone: '9810000001',
  address: 'Flat 4B, Lotus Towers',
  landmark: '',
  pincode: '110001',
  address_type: 'home',
  address_name: 'Home',
  street2: '',
  street3: '',
  geodata_latitude: '',
  geodata_longitude: '',
  geodata_source: '',
}
const issues = (input: unknown) => {
  const parsed = AddressIntentSchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('the address page’s form', () => {
  test('blank optional fields are null; text is trimmed; an unticked checkbox is absent', () => {
    expect(AddressIntentSchema.parse({ intent: 'add', ...FORM })).toEqual({
      intent: 'add',
      recipient_name: 'Asha Verma',
      phone: '9810000001',
      address: 'Flat 4B, Lotus Towers',
      landmark: null,
      pincode: '110001',
      address_type: 'home',
      address_name: 'Home',
      street2: null,
      street3: null,
      geodata_latitude: null,
      geodata_longitude: null,
      geodata_source: null,
    })
  })

  test('a located address: coordinates from text, the source, the checkbox on', () => {
    const parsed = AddressIntentSchema.parse({
      intent: 'edit',
      address_id: '12',
      ...FORM,
      street2: 'Connaught Place',
      geodata_latitude: '28.6315',
      geodata_longitude: '77.2167',
      geodata_source: 'search_page',
      is_default: 'on',
    })
    expect(parsed).toMatchObject({
      intent: 'edit',
      address_id: 12,
      street2: 'Connaught Place',
      geodata_latitude: 28.6315,
      geodata_longitude: 77.2167,
      geodata_source: 'search_page',
      is_default: true,
    })
  })

  test.each<[string, Record<string, unknown>, string[][]]>([
    ['an unknown intent', { intent: 'rename' }, [['intent', 'Unknown address action']]],
    ['no intent', {}, [['intent', 'Unknown address action']]],
    ['choose without an address', { intent: 'choose' }, [['address_id', 'Please choose an address']]],
    ['choose a bad id', { intent: 'choose', address_id: '0' }, [['address_id', 'Please choose an address']]],
    [
      'continue elsewhere',
      { intent: 'choose', address_id: '3', next: 'payment' },
      [['next', 'Invalid input: expected "shipment"']],
    ],
    ['delete a word', { intent: 'delete', address_id: 'home' }, [['address_id', 'Please choose an address']]],
    [
      'coordinates not numbers',
      { intent: 'add', ...FORM, geodata_latitude: 'north', geodata_longitude: '77' },
      [['geodata_latitude', 'geodata_latitude must be a number of degrees']],
    ],
  ])('%s', (_name, input, expected) => {
    expect(issues(input)).toEqual(expected)
  })

  test('choose and go on to shipment', () => {
    expect(AddressIntentSchema.parse({ intent: 'choose', address_id: '3', next: 'shipment' })).toEqual({
      intent: 'choose',
      address_id: 3,
      next: 'shipment',
    })
  })
})

describe('the API body', () => {
  test('the address type in any case; JSON numbers and booleans', () => {
    expect(
      AddressBodySchema.parse({
        ...FORM,
        address_type: 'WORK',
        geodata_latitude: 12.97,
        geodata_longitude: 77.57,
        is_default: true,
      }),
    ).toMatchObject({ address_type: 'work', geodata_latitude: 12.97, geodata_longitude: 77.57, is_default: true })
  })
  test('a checkbox that is neither on nor a boolean is refused', () => {
    const parsed = AddressBodySchema.safeParse({ ...FORM, is_default: 'yes' })
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual(['is_default must be true or false'])
  })
})
