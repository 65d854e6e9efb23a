// Who a cart belongs to (issue 8): an account, or a visitor before sign-in. Resolved once per request by the identity
// middleware (server/http/session.ts) from the session or the VISITOR-ID cookie, and read by handlers and loaders.

export type CartOwner = { kind: 'user'; userId: number } | { kind: 'visitor'; visitorId: string }

export const userOwner = (userId: number): CartOwner => ({ kind: 'user', userId })
export const visitorOwner = (visitorId: string): CartOwner => ({ kind: 'visitor', visitorId })

/** A stable text key of an owner ('user:12', 'visitor:…'): idempotency keys and logs. */
export function ownerKey(owner: CartOwner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `visitor:${owner.visitorId}`
}
