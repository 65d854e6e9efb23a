import { COLD_CHAIN_MAX_C, COLD_CHAIN_MIN_C, OBSERVATION_MINUTES } from './vaccines.ts'

// What the vaccination desk records when a nurse gives a dose (issue 27 §6; decision 086), and the refusals: the
// vial's batch number, its expiry (a vial that expired on or before the day is never given), the cold-chain reading of
// the carrier (2–8 °C, inclusive) and the end of the 30-minute observation (not before 30 minutes after the dose).
// Pure: the server passes India's date and the clock.

export const BATCH_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{2,29}$/

export type AdministrationRefusal = 'batch' | 'expired' | 'cold_chain'

/** Why a dose may not be given with this vial and reading, or null. `today` is India's date of the visit. */
export function administrationRefusal(input: {
  batch: string
  expiry: string
  coldChainC: number
  today: string
}): { code: AdministrationRefusal; field: string; reason: string } | null {
  if (!BATCH_PATTERN.test(input.batch.trim())) {
    return {
      code: 'batch',
      field: 'batch_number',
      reason: 'Please enter the batch number printed on the vial (3 to 30 letters, digits, / or -)',
    }
  }
  // A vial is usable through the day before its expiry date: expiring today is expired.
  if (input.expiry <= input.today) {
    return {
      code: 'expired',
      field: 'expiry',
      reason: 'This vial has expired. Do not give it: use a vial within its expiry date.',
    }
  }
  if (!Number.isFinite(input.coldChainC) || input.coldChainC < COLD_CHAIN_MIN_C || input.coldChainC > COLD_CHAIN_MAX_C) {
    return {
      code: 'cold_chain',
      field: 'cold_chain_c',
      reason: `The carrier reads ${input.coldChainC} °C, outside ${COLD_CHAIN_MIN_C}–${COLD_CHAIN_MAX_C} °C. Do not give this vial: the cold chain is broken.`,
    }
  }
  return null
}

/** When the observation after a dose given at `givenAt` may end. */
export const observationEndsAt = (givenAt: Date) => new Date(givenAt.getTime() + OBSERVATION_MINUTES * 60_000)

/** Why the observation cannot end at `at`, or null: 'minutes left' is rounded up. */
export function observationRefusal(givenAt: Date, at: Date): string | null {
  const left = observationEndsAt(givenAt).getTime() - at.getTime()
  if (left <= 0) return null
  const minutes = Math.ceil(left / 60_000)
  return `The ${OBSERVATION_MINUTES}-minute observation is not over: ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left.`
}
