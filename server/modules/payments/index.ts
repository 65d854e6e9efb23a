// The public face of the payments module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { isTestGateway, type OnlineGateway, razorpayGateway, testGateway } from './gateway.ts'
export { OPENAPI_ROUTES as paymentsOpenApi } from './openapi.ts'
export { createRazorpayClient } from './razorpay/client.ts'
export { EnvelopeSchema, EVENT_ID_HEADER, SIGNATURE_HEADER } from './razorpay/webhook.ts'
export { payments, refunds } from './schema.ts'
export { type Attempt, createPaymentService } from './service.ts'
export type { PaymentRow } from './settle.ts'
export { recordPlacementPayment } from './placement.ts'
export {
  captureCashOnDelivery,
  collectLessOnDelivery,
  refundOnline,
  refundPart,
  refundToWallet,
  type Refunding,
} from './after-sale.ts'
export { createSavedMethods, mergeSavedMethods, type SavedMethods } from './saved-methods.ts'
export { devSavedMethodsApi, savedMethodsApi } from './saved-methods-api.ts'
export { paymentCustomers, paymentTokenRemovals } from './saved-methods-schema.ts'
export { paymentsEraser } from './erasure.ts'
