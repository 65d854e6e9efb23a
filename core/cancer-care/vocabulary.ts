import type { Paise } from '../money.ts'

// Cancer care's words and limits (issue 24 §8): the second-opinion request (diagnosis, stage, pathology and imaging
// reports, treatment so far, a contact phone), its price and time, and the home page's offer. Decision 060 says why.

/** The consultations module's oncology specialty (seeded everywhere): its doctors give the opinion and consult. */
export const ONCOLOGY_SPECIALTY = 'oncology'
/** The oncology specialty's doctor list (the consultation pages' path). */
export const ONCOLOGY_DOCTORS_PATH = `/online-doctor-consultation/specialty/${ONCOLOGY_SPECIALTY}`

/** The stage as the patient's reports give it (TNM's overall stage groups), or not known yet. */
export const CANCER_STAGES = {
  stage_0: 'Stage 0 (in situ)',
  stage_1: 'Stage I',
  stage_2: 'Stage II',
  stage_3: 'Stage III',
  stage_4: 'Stage IV',
  recurrent: 'Recurrent',
  unknown: 'Not known yet',
} as const
export type CancerStage = keyof typeof CANCER_STAGES
export const CANCER_STAGE_CODES = Object.keys(CANCER_STAGES) as CancerStage[]

/**
 * Free at launch (decision 060): the coordinator first checks that the records can be read and are enough for an
 * opinion, which is when a paid service would have to refund; Tata Memorial's with Navya charges ₹6,500.
 */
export const SECOND_OPINION_PRICE: Paise = 0 as Paise
/** The written opinion within this many hours of a complete request (Tata Memorial's with Navya: 24–48 h). */
export const SECOND_OPINION_HOURS = 48

/** The request's two kinds of reports: the form's file fields, in this order. */
export const REPORT_KINDS = {
  pathology: 'Pathology reports',
  imaging: 'Imaging reports',
} as const
export type ReportKind = keyof typeof REPORT_KINDS
export const REPORT_KIND_CODES = Object.keys(REPORT_KINDS) as ReportKind[]

export const DIAGNOSIS_MIN = 3
export const DIAGNOSIS_MAX = 200
export const TREATMENT_MAX = 2000
export const NOTE_MAX = 2000

/** The form's own texts (the page and the API say the same). */
export const CANCER_CARE_TEXTS = {
  signIn: 'Log in to ask for a second opinion',
  diagnosis: `Please tell us the diagnosis in ${DIAGNOSIS_MIN} to ${DIAGNOSIS_MAX} characters`,
  treatment: `Please keep the treatment so far within ${TREATMENT_MAX} characters`,
  stage: 'Please choose the stage, or ‘Not known yet’',
  patient: 'Please choose the patient',
  noPathology: 'Please attach the pathology (biopsy) report: an oncologist cannot give an opinion without it',
  note: `Please write a note of at most ${NOTE_MAX} characters`,
  opinionPdf: 'The written opinion must be a PDF file',
} as const

/** The oncology medicines the home page shows with their generic alternatives (salts of the catalog, by name). */
export const ONCOLOGY_SALTS = [
  'Letrozole',
  'Methotrexate',
  'Ondansetron',
  'Dexamethasone',
  'Tamoxifen',
  'Anastrozole',
  'Imatinib',
] as const

/** A brand and its cheapest alternative of the same salts and strengths: the saving in paise and in whole percent. */
export function saving(brand: Paise, generic: Paise): { paise: Paise; percent: number } {
  if (brand <= 0 || generic >= brand) return { paise: 0 as Paise, percent: 0 }
  return { paise: (brand - generic) as Paise, percent: Math.floor(((brand - generic) * 100) / brand) }
}

/** How a request is named to the patient and on the phone: 'SO-000042'. */
export const requestReference = (id: number): string => `SO-${String(id).padStart(6, '0')}`
