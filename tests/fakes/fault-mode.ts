// How a fake provider answers, switchable while it runs (tests and `npm run bench:faults`): 'ok' as the provider
// documents, 'fail' with an HTTP 5xx (or SMTP's 4xx temporary failure), 'hang' never answering (the caller's time-out
// is what ends the request; close() drops the connection).
export type FaultMode = 'ok' | 'fail' | 'hang'
