// The few FHIR R4 shapes the records export builds (core/records/fhir.ts), declared here because core/ takes no
// packages. They are a subset of the standard's: tests/fhir-export.test.ts proves at compile time that each is
// assignable to @medplum/fhirtypes' full R4 types, and at run time that built bundles pass the R4 JSON schema.

export interface Coding {
  system?: string
  code?: string
  display?: string
}
export interface CodeableConcept {
  coding?: Coding[]
  text?: string
}
export interface Reference {
  reference?: string
  display?: string
}
export interface Identifier {
  use?: 'usual' | 'official' | 'temp' | 'secondary' | 'old'
  type?: CodeableConcept
  system?: string
  value?: string
}
export interface Quantity {
  value?: number
  unit?: string
  system?: string
  code?: string
}
export interface Range {
  low?: Quantity
  high?: Quantity
}
export interface Attachment {
  contentType?: string
  data?: string
  url?: string
  size?: number
  title?: string
  creation?: string
}
export interface HumanName {
  text?: string
}

export interface Patient {
  resourceType: 'Patient'
  id?: string
  identifier?: Identifier[]
  name?: HumanName[]
  gender?: 'male' | 'female' | 'other' | 'unknown'
  birthDate?: string
}
export interface Organization {
  resourceType: 'Organization'
  id?: string
  name?: string
  telecom?: { system?: 'url' | 'phone' | 'email'; value?: string }[]
}
export interface Practitioner {
  resourceType: 'Practitioner'
  id?: string
  name?: HumanName[]
}
export interface ObservationReferenceRange {
  low?: Quantity
  high?: Quantity
  text?: string
}
export interface Observation {
  resourceType: 'Observation'
  id?: string
  status: 'registered' | 'preliminary' | 'final' | 'amended' | 'corrected' | 'cancelled' | 'entered-in-error' | 'unknown'
  category?: CodeableConcept[]
  code: CodeableConcept
  subject?: Reference
  effectiveDateTime?: string
  performer?: Reference[]
  valueQuantity?: Quantity
  valueString?: string
  interpretation?: CodeableConcept[]
  referenceRange?: ObservationReferenceRange[]
}
export interface DiagnosticReport {
  resourceType: 'DiagnosticReport'
  id?: string
  status: 'registered' | 'partial' | 'preliminary' | 'final' | 'amended' | 'corrected' | 'appended' | 'cancelled'
  category?: CodeableConcept[]
  code: CodeableConcept
  subject?: Reference
  effectiveDateTime?: string
  performer?: Reference[]
  result?: Reference[]
}
export interface DocumentReference {
  resourceType: 'DocumentReference'
  id?: string
  identifier?: Identifier[]
  status: 'current' | 'superseded' | 'entered-in-error'
  type?: CodeableConcept
  subject?: Reference
  date?: string
  author?: Reference[]
  description?: string
  content: { attachment: Attachment }[]
}
export interface Dosage {
  text?: string
}
export interface MedicationRequest {
  resourceType: 'MedicationRequest'
  id?: string
  status: 'active' | 'on-hold' | 'cancelled' | 'completed' | 'entered-in-error' | 'stopped' | 'draft' | 'unknown'
  intent: 'proposal' | 'plan' | 'order' | 'original-order' | 'reflex-order' | 'filler-order' | 'instance-order' | 'option'
  medicationCodeableConcept?: CodeableConcept
  subject: Reference
  authoredOn?: string
  requester?: Reference
  dosageInstruction?: Dosage[]
  dispenseRequest?: { quantity?: Quantity; expectedSupplyDuration?: Quantity }
}
export interface CompositionSection {
  title?: string
  code?: CodeableConcept
  entry?: Reference[]
}
export interface Composition {
  resourceType: 'Composition'
  id?: string
  status: 'preliminary' | 'final' | 'amended' | 'entered-in-error'
  type: CodeableConcept
  subject?: Reference
  date: string
  author: Reference[]
  title: string
  custodian?: Reference
  section?: CompositionSection[]
}

export type ExportResource =
  Composition | Patient | Organization | Practitioner | DiagnosticReport | Observation | DocumentReference | MedicationRequest

export interface BundleEntry {
  fullUrl: string
  resource: ExportResource
}
export interface Bundle {
  resourceType: 'Bundle'
  id: string
  identifier: Identifier
  type: 'document'
  timestamp: string
  entry: BundleEntry[]
}
