import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

// The addresses module's tables (one migration journal for the whole database: server/db/migrations).

/**
 * An account's address book (issue 9 'Address'; spec 1 §5 address rules; spec 1 §3 'Address from a maps geocode
 * result'). Orders copy the address they ship to, so an address can be edited or deleted at any time.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** spec 1 §5 name rules: 3–100 letters, digits, plus, dot and space. */
    recipientName: text('recipient_name').notNull(),
    /** The number the courier calls: 10 digits starting 6–9. */
    phone: text('phone').notNull(),
    /** House, building, street: at least 10 characters (spec 1 §5 'address'). */
    address: text('address').notNull(),
    /** spec 1 §3: the place name of a geocode result. */
    street2: text('street2'),
    /** spec 1 §3: the formatted address of a geocode result. */
    street3: text('street3'),
    landmark: text('landmark'),
    pincode: text('pincode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('India'),
    /** spec 1 §5 'addressType': home | work | other. */
    addressType: text('address_type').notNull(),
    /** spec 1 §5 'addressName': the label people pick it by ('Home', 'Mum's place'). */
    addressName: text('address_name').notNull(),
    geodataLatitude: doublePrecision('geodata_latitude'),
    geodataLongitude: doublePrecision('geodata_longitude'),
    /** spec 1 §3: 'search_page' when the form was filled from the current location. */
    geodataSource: text('geodata_source'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
)
