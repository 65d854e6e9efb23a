// The topics the app publishes on (envelope.ts: `kind:id`).

/** One account's events: what its open pages receive (the SSE endpoint takes the id from the session). */
export const userTopic = (userId: number) => `user:${userId}`
