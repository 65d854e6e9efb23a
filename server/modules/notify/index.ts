// The public face of the notify module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { createAppLinkService } from './app-link.ts'
export { type Channel, createOutboxNotifier, type Notifier } from './notifier.ts'
export { OPENAPI_ROUTES as notifyOpenApi } from './openapi.ts'
export { notifierFromConfig, type NotifyConfig } from './providers.ts'
export { notifyEraser } from './erasure.ts'
export { createMessageQueue, type MessageQueue, NOTIFY_MESSAGE_JOB, purgeQueuedMessages } from './queue.ts'
