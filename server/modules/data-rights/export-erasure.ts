import { eq } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { dataExports } from './export-schema.ts'
import { partKey } from './export-service.ts'

// Erasure (decision 081): the account's data downloads go with it, their archives' parts after the commit (an archive
// is a copy of everything the erasure removes). A build still running finds its row gone and writes nothing.
export const dataExportEraser: AccountEraser = {
  module: 'data-rights (downloads)',
  erases: ['data_exports'],
  async erase(tx, { userId }, notes) {
    const gone = await tx
      .delete(dataExports)
      .where(eq(dataExports.userId, userId))
      .returning({ prefix: dataExports.storagePrefix, parts: dataExports.parts, swept: dataExports.sweptAt })
    for (const e of gone) {
      if (!e.prefix || e.swept) continue
      for (let n = 0; n < e.parts; n++) notes.files.push(partKey(e.prefix, n))
    }
  },
}
