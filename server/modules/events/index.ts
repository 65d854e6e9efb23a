// The public face of the events module: what other modules, the process (services.ts, app.ts) and the pages'
// server code may use. Everything else in this folder is the module's own.
export { type BackoffOptions, reconnectDelay } from './backoff.ts'
export type { EventBus, SqlExecutor } from './bus.ts'
export { openEventBus } from './open.ts'
export { OPENAPI_ROUTES as eventsOpenApi } from './openapi.ts'
export { userTopic } from './topics.ts'
export { sseResponse, type SseSend, type SseTimers, type SseUnsubscribe } from './sse.ts'
export { consultationTopic } from './topics.ts'
