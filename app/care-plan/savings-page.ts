// /subscription-plan/myplan: what the page and its server side share (savings.server.ts).

/** A refusal of the page's action, shown in the sheet that sent it. */
export type SavingsActionData = { ok: false; message: string; code: string; field?: string; intent: 'cancel' | null }
