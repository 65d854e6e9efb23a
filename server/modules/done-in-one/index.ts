// The public face of the done-in-one module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { dioAllowedLines, markDioRequestOrdered } from './allowed.ts'
export { mergeDioAccounts } from './customer.ts'
export { dioRequestPrescriptions, dioRequests } from './schema.ts'
export { createDoneInOneService, dioStatusPublisher, type DoneInOneService } from './service.ts'
export { doneInOneEraser } from './erasure.ts'
