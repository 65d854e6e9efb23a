// A write of several steps whose later step may fail (Medusa's workflows, Saleor's checkout completion): each step
// may name a compensation that undoes it, and when a step fails the finished steps are compensated in reverse order,
// then the failure is thrown as it was. Steps that write only the database run inside one transaction (the caller's
// `tx` in ctx) and need no compensation: the rollback undoes them. Steps that reach outside (a payment gateway, a
// message) run outside any transaction and name their compensation (a refund, a cancellation).

export interface Step<C, O = unknown> {
  /** 'session.create', 'stock.reserve', 'payment.authorise': named in logs. */
  name: string
  run(ctx: C): Promise<O>
  /** Undoes `run` when a later step fails; given what `run` returned. */
  compensate?(ctx: C, output: O): Promise<void>
}

export type StepLog = (msg: string, fields: Record<string, unknown>) => void

/** A step's compensation that failed too: logged, and kept on the thrown error for whoever must repair by hand. */
export interface FailedCompensation {
  step: string
  error: unknown
}

/**
 * Runs the steps in order and returns their outputs. On a failure, compensates the finished steps (last first),
 * logs any compensation that fails, and rethrows the step's own error with `compensationFailures` attached.
 */
export async function runSteps<C>(steps: ReadonlyArray<Step<C, any>>, ctx: C, log: StepLog = () => {}): Promise<unknown[]> {
  const done: Array<{ step: Step<C, any>; output: unknown }> = []
  try {
    for (const step of steps) done.push({ step, output: await step.run(ctx) })
  } catch (error) {
    const failures: FailedCompensation[] = []
    for (const { step, output } of done.reverse()) {
      if (!step.compensate) continue
      try {
        await step.compensate(ctx, output)
      } catch (compensationError) {
        failures.push({ step: step.name, error: compensationError })
        log('compensation failed', { step: step.name, err: String(compensationError) })
      }
    }
    if (failures.length && error !== null && typeof error === 'object') {
      Object.assign(error, { compensationFailures: failures })
    }
    throw error
  }
  return done.map((d) => d.output)
}
