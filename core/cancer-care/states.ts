// A second-opinion request's state machine (issue 24 §8): the one place its state may change. The care coordinator
// (ROLE_CCARE) moves it; the patient reads it on 'My requests'.
//
//   received ──assign──▶ assigned ──deliver──▶ opinion_ready
//      │                  │ ▲  │                    │
//      │                  │ └──┘ assign (another oncologist)
//      ▼ close            ▼ close                   ▼ close
//    closed ◀─────────────┴─────────────────────────┘
//
// 'closed' ends a request without an opinion (withdrawn, records that cannot be read) or after it was read.

export const SECOND_OPINION_STATES = ['received', 'assigned', 'opinion_ready', 'closed'] as const
export type SecondOpinionState = (typeof SECOND_OPINION_STATES)[number]

export const SECOND_OPINION_EVENTS = ['assign', 'deliver', 'close'] as const
export type SecondOpinionEvent = (typeof SECOND_OPINION_EVENTS)[number]

/** What a person reads for each state ('My requests', the coordinator's queue, the message to the patient). */
export const SECOND_OPINION_STATE_LABELS: Record<SecondOpinionState, string> = {
  received: 'Received',
  assigned: 'With an oncologist',
  opinion_ready: 'Opinion ready',
  closed: 'Closed',
}

const TABLE: Record<SecondOpinionState, Partial<Record<SecondOpinionEvent, SecondOpinionState>>> = {
  received: { assign: 'assigned', close: 'closed' },
  assigned: { assign: 'assigned', deliver: 'opinion_ready', close: 'closed' },
  opinion_ready: { close: 'closed' },
  closed: {},
}

const EVENT_WORDS: Record<SecondOpinionEvent, string> = {
  assign: 'given to an oncologist',
  deliver: 'given a written opinion',
  close: 'closed',
}

export type SecondOpinionTransition = { ok: true; to: SecondOpinionState } | { ok: false; message: string }

/** The state an event leads to from a state, or why it cannot happen (a message the UI can show). */
export function secondOpinionTransition(from: SecondOpinionState, event: SecondOpinionEvent): SecondOpinionTransition {
  const to = TABLE[from][event]
  if (to === undefined) {
    const reason = from === 'received' && event === 'deliver' ? ' Assign an oncologist first.' : ''
    return {
      ok: false,
      message: `A request that is ${SECOND_OPINION_STATE_LABELS[from].toLowerCase()} cannot be ${EVENT_WORDS[event]}.${reason}`,
    }
  }
  return { ok: true, to }
}

/** States still waiting on us: the coordinator's queue shows these first (oldest first). */
export const OPEN_STATES: ReadonlySet<SecondOpinionState> = new Set(['received', 'assigned'])
