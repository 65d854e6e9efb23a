import type { Db } from '../db/client.ts'

// Erasing an account (issue 26 §6, decision 081): every module that holds a person's data exposes an AccountEraser in
// its index; server/modules/data-rights/erasure-registry.ts composes them in one transaction. A module writes only its
// own tables. The type lives here (server/lib) so no module depends on the data-rights module.

/** The account being erased, as it was read just before the erasure. */
export interface ErasureSubject {
  userId: number
  phone: string | null
  email: string | null
  name: string | null
  now: Date
}

/** What erasers hand back to the registry: files to delete after the commit, and what the law made us keep. */
export interface ErasureNotes {
  /** Storage keys of deleted rows' files: deleted once the transaction has committed. */
  files: string[]
  /** Kept rows by what they are (`kept.invoices` → 3): told to the person. */
  kept: Record<string, number>
}

/** Kept rows are detached from the erased account: a NOT NULL user id becomes this id, which no account ever has. */
export const ERASED_USER_ID = 0

export interface AccountEraser {
  /** The module's name (errors, logs). */
  module: string
  /** Tables whose rows of the person this eraser deletes or anonymises irreversibly. */
  erases: readonly string[]
  /** Tables whose rows of the person the law keeps (detached where it allows); the scan skips these. */
  keeps?: readonly string[]
  /** What must end first (an order in progress, …): one sentence each; none lets the erasure go on. */
  blockers?(db: Db, subject: ErasureSubject): Promise<string[]>
  /** What the person loses and should know before confirming (a wallet balance forfeited, …): one sentence each. */
  warnings?(db: Db, subject: ErasureSubject): Promise<string[]>
  /** Deletes or anonymises the person's rows in this module's own tables, inside the registry's transaction. */
  erase(tx: Db, subject: ErasureSubject, notes: ErasureNotes): Promise<void>
}

/** Adds `n` to a kept count (nothing when 0). */
export function noteKept(notes: ErasureNotes, what: string, n: number): void {
  if (n > 0) notes.kept[what] = (notes.kept[what] ?? 0) + n
}
