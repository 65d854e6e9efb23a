import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { runSteps, type Step, type StepLog } from '../../lib/steps.ts'
import type { Flow, FlowStore } from './flows.ts'
import type { SessionService } from './sessions.ts'

// The end of every sign-in (the popup's verify calls, auto-login): one transaction of named steps (lib/steps.ts), so a
// sign-in either happens whole or not at all. The browser's old session ends and a new one starts (rotated: no
// fixation), sessions of accounts that changed hands end, the sign-in flow ends, and other modules add their own step
// (the guest cart joins the account's: cart.adoptGuestCart).

/** What another module does at every sign-in, inside its transaction. */
export interface SignInHook {
  name: string
  run(tx: Db, event: { userId: number; visitorId: string | null }): Promise<unknown>
}

export interface SessionStartInput {
  userId: number
  /** The session this browser had (a signed-in browser signing in again): it ends. */
  previousSessionIdHash: string | null
  /** Accounts whose every session ends first (merge, an identifier taken over). */
  endSessionsOf?: readonly number[]
  /** The sign-in flow that led here, ended with it. */
  flow?: Flow | null
  /** The browser's VISITOR-ID, whose guest carts the account takes over. */
  visitorId: string | null
}

export interface StartedSession {
  token: string
  idHash: string
  expiresAt: Date
}

interface Ctx {
  tx: Db
  input: SessionStartInput
  session?: StartedSession
}

export function createSessionStart(deps: {
  db: Db
  sessions: Pick<SessionService, 'create' | 'destroy' | 'destroyAllFor'>
  flows: Pick<FlowStore, 'end'>
  hooks: readonly SignInHook[]
  now: Clock
  log?: StepLog
}) {
  const steps: Step<Ctx>[] = [
    {
      name: 'session.end-previous',
      run: async ({ tx, input }) => {
        if (input.previousSessionIdHash) await deps.sessions.destroy(input.previousSessionIdHash, tx)
      },
    },
    {
      name: 'sessions.end-taken-over',
      run: async ({ tx, input }) => {
        for (const id of input.endSessionsOf ?? []) await deps.sessions.destroyAllFor(id, tx)
      },
    },
    {
      name: 'flow.end',
      run: async ({ tx, input }) => {
        if (input.flow) await deps.flows.end(input.flow, tx)
      },
    },
    {
      name: 'session.create',
      run: async (ctx) => {
        ctx.session = await deps.sessions.create(ctx.input.userId, ctx.tx)
      },
    },
    ...deps.hooks.map((hook): Step<Ctx> => ({
      name: hook.name,
      run: ({ tx, input }) => hook.run(tx, { userId: input.userId, visitorId: input.visitorId }),
    })),
  ]

  return {
    /** Starts the session; every step commits together or none does. */
    async start(input: SessionStartInput): Promise<StartedSession> {
      return deps.db.transaction(async (tx) => {
        const ctx: Ctx = { tx: tx, input }
        await runSteps(steps, ctx, deps.log)
        return ctx.session!
      })
    },
    /** The step names, in order (logs, tests). */
    steps: steps.map((s) => s.name),
  }
}
export type SessionStart = ReturnType<typeof createSessionStart>
