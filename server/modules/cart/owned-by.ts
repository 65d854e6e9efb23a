import { eq, sql, type SQL } from 'drizzle-orm'
import { carts } from './schema.ts'
import type { CartOwner } from './owner.ts'

// The cart queries' one way to say whose cart: an account's or a visitor's (owner.ts).

/** The condition 'the cart is the owner's'. */
export const ownedBy = (owner: CartOwner): SQL =>
  owner.kind === 'user' ? eq(carts.userId, owner.userId) : eq(carts.visitorId, owner.visitorId)

/**
 * A cart read that every page sends, prepared once for each kind of owner (named statements `${name}_of_user` and
 * `${name}_of_visitor` on each connection; decision 040) with the owner as the placeholder `owner`. The answer runs
 * the one for the owner's kind with the query's other placeholder values.
 */
export function preparedByOwner<Q extends { execute(values: Record<string, unknown>): Promise<unknown> }>(
  name: string,
  build: (ownerIs: SQL) => { prepare(name: string): Q },
) {
  const byKind = {
    user: build(eq(carts.userId, sql.placeholder('owner'))).prepare(`${name}_of_user`),
    visitor: build(eq(carts.visitorId, sql.placeholder('owner'))).prepare(`${name}_of_visitor`),
  }
  return (owner: CartOwner, values: Record<string, unknown>) =>
    byKind[owner.kind].execute({
      ...values,
      owner: owner.kind === 'user' ? owner.userId : owner.visitorId,
    }) as ReturnType<Q['execute']>
}
