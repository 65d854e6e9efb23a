import { eq, or } from 'drizzle-orm'
import type { AccountEraser } from '../../lib/erasure.ts'
import { campaignQuestions, partnershipLeads, surveyResponses } from './schema.ts'

// Erasure (decision 081, 084): the forms need no account, so a person's rows are found by the account's phone and
// e-mail: their leads go, their survey answers go, and their questions lose the asker (a published answer stays on
// the page, which never showed who asked).
export const partnershipsEraser: AccountEraser = {
  module: 'partnerships',
  erases: ['partnership_leads', 'campaign_questions', 'survey_responses'],
  async erase(tx, { phone, email }) {
    const leadWho = [
      ...(phone ? [eq(partnershipLeads.phone, phone)] : []),
      ...(email ? [eq(partnershipLeads.email, email.toLowerCase())] : []),
    ]
    if (leadWho.length) await tx.delete(partnershipLeads).where(or(...leadWho))
    if (!phone) return
    await tx.delete(surveyResponses).where(eq(surveyResponses.phone, phone))
    await tx
      .update(campaignQuestions)
      .set({ askerName: 'Erased', askerPhone: null })
      .where(eq(campaignQuestions.askerPhone, phone))
  },
}
