import type { MedicineSeed } from './types.ts'
import { medicines as a1 } from './medicines/part-a1.ts'
import { medicines as a2 } from './medicines/part-a2.ts'
import { medicines as a3 } from './medicines/part-a3.ts'
import { medicines as a4 } from './medicines/part-a4.ts'
import { medicines as b1 } from './medicines/part-b1.ts'
import { medicines as b2 } from './medicines/part-b2.ts'
import { medicines as b3 } from './medicines/part-b3.ts'
import { medicines as b4 } from './medicines/part-b4.ts'

/** Real Indian branded medicines (facts) with sample prices, grouped by therapeutic area in the part files. */
export const medicines: MedicineSeed[] = [...a1, ...a2, ...a3, ...a4, ...b1, ...b2, ...b3, ...b4]
