// The public face of the insurer module (issue 27 §4; decision 087).
export {
  ACTIVATION_TRIES,
  createInsurerService,
  INSURER_DISCOUNT_CHANGED,
  maskPolicyNumber,
  TOO_MANY_TRIES,
  type ActiveInsurer,
  type InsurerService,
  type UploadAnswer,
} from './service.ts'
export { insurerActivations, insurerBenefitUses, insurerMembers, insurerUploads } from './schema.ts'
export { insurerApi } from './api.ts'
export { OPENAPI_ROUTES as insurerOpenApi } from './openapi.ts'
export { insurerEraser } from './erasure.ts'
