// file: server/modules/wellness-voucher/index.ts
// The public face: what other modules, the process and the pages' server code may use. Nothing else is imported
// from outside this folder (lint and tests/architecture.test.ts).
export { voucherLine, type BuyVoucherInput } from './line.ts'
export { wellnessVouchers } from './schema.ts'
