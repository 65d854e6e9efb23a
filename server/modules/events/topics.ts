// The topics the app publishes on (envelope.ts: `kind:id`).

/** One account's events: what its open pages receive (the SSE endpoint takes the id from the session). */
export const userTopic = (userId: number) => `user:${userId}`

/** One consultation's room (issue 24 §4): its chat, signalling and state, for its two sides only. */
export const consultationTopic = (consultationId: number) => `consultation:${consultationId}`
