/** The time, injected into every service so that time rules are tested with a fake clock (never Date.now()). */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
