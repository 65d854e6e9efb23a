// The public face of the addresses module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { OPENAPI_ROUTES as addressesOpenApi } from './openapi.ts'
export { type AddressRow, chosenOf, toWire } from './rules.ts'
export { addresses } from './schema.ts'
export { createAddressService } from './service.ts'
export { addressForSale } from './for-sale.ts'
export { addressesEraser } from './erasure.ts'
