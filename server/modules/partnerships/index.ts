// The public face of the partnerships module (issue 27 §2 and §5; decision 084): the lead form, the campaign's
// questions and the survey, and the staff's work on them.
export { partnershipsApi } from './api.ts'
export { partnershipsEraser } from './erasure.ts'
export { OPENAPI_ROUTES as partnershipsOpenApi } from './openapi.ts'
export {
  createPartnershipsService,
  type LeadRow,
  type PartnershipsService,
  type PublishedQuestion,
  type QuestionRow,
} from './service.ts'
export { campaignQuestions, partnershipLeads, surveyResponses } from './schema.ts'
