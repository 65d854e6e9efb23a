// The interface a future integration with ABDM's gateway (India's health stack) will implement (issue 26 §4). Types
// only: today ABHA numbers and addresses are stored after format checks (abha.ts) and nothing talks to ABDM, because
// taking part needs the product registered with ABDM as a health information provider (HIP), with gateway client
// credentials and certified flows, which we do not have. Decision 074.
//
// What taking part means, in ABDM's milestones, and where each piece lands:
// - M1, ABHA: verify that the person holds the ABHA they typed (an OTP through ABDM) and read its profile. Then the
//   profile's ABHA fields become 'verified' instead of 'as typed'. `AbdmGateway.startAbhaVerification/confirm…`.
// - M2, we as HIP: the member's records are 'care contexts' (one per record) that the person links to their ABHA
//   address, either pushed by us (`linkCareContexts`, after a verification) or found by ABDM asking us
//   (`AbdmHipHandlers.discover`, `initLink`, `confirmLink`). When the person grants a doctor or hospital (an HIU)
//   consent, ABDM notifies us (`consentNotified`) and later asks for the data (`healthInformationRequested`): we build
//   each linked record's FHIR bundle (fhir.ts builds one document per request here; per care context there), encrypt
//   it for the requester (ABDM's ECDH 'Fidelius' scheme, X25519 + AES-GCM) and push it to the URL the request names,
//   then tell the gateway what was sent (`notifyTransfer`).
// - M3, as HIU (asking others for a person's records): not planned.
// The gateway's HTTP calls are asynchronous (each answered later on a callback carrying the request id), so the
// server's implementation pairs a call with its callback through a durable job (server/modules/jobs).

import type { RecordKind } from './vocabulary.ts'
import type { Bundle } from './fhir-r4.ts'

/** ABDM's health information types are the record kinds. */
export type AbdmHiType = RecordKind

/** The profile ABDM answers for a verified ABHA. */
export interface AbhaProfile {
  /** 14 digits. */
  abhaNumber: string
  /** The addresses linked to the number (`name@abdm`), the preferred one first. */
  abhaAddresses: string[]
  name: string
  gender: 'male' | 'female' | 'other'
  /** YYYY-MM-DD, or YYYY alone when ABDM knows only the year. */
  birthDate: string
  /** The mobile number registered with ABHA, as 10 digits. */
  mobile: string | null
}

/** A record as ABDM knows it: a care context of the member. */
export interface CareContext {
  /** Our reference for it: the record's id, stable for as long as the record exists. */
  referenceNumber: string
  /** What the person sees in their ABHA app: the record's title and date. */
  display: string
  hiType: AbdmHiType
}

/** The member as ABDM names them to us: by ABHA address, with what it knows of them. */
export interface AbdmPatientQuery {
  abhaAddress: string
  abhaNumber: string | null
  name: string
  gender: 'male' | 'female' | 'other'
  yearOfBirth: number | null
  /** Verified identifiers ABDM passes on (the mobile number). */
  mobile: string | null
}

/** A consent the person gave an HIU, as ABDM notifies it (the consent artefact, trimmed to what we act on). */
export interface ConsentArtefact {
  consentId: string
  status: 'GRANTED' | 'DENIED' | 'REVOKED' | 'EXPIRED'
  abhaAddress: string
  hiTypes: AbdmHiType[]
  careContexts: { patientReference: string; careContextReference: string }[]
  /** Records dated inside this range only. */
  dateRange: { from: Date; to: Date }
  /** The HIU may keep the data until then. */
  dataEraseAt: Date
  purpose: string
  requester: { name: string; id: string }
}

/** ABDM asks for the data of a granted consent. */
export interface HealthInformationRequest {
  transactionId: string
  consentId: string
  dateRange: { from: Date; to: Date }
  /** Where to push the encrypted bundles. */
  dataPushUrl: string
  /** The requester's ECDH public key material, for the Fidelius encryption. */
  keyMaterial: { curve: 'Curve25519'; publicKey: string; nonce: string; expiry: Date }
}

/** One encrypted record as pushed to the requester. */
export interface EncryptedEntry {
  careContextReference: string
  /** The record's bundle, encrypted. */
  content: string
  media: 'application/fhir+json'
  /** SHA-256 of the plain bundle, base64. */
  checksum: string
}

/** What we ask of ABDM's gateway. Each call answers once the gateway's callback has come (or refuses). */
export interface AbdmGateway {
  /** M1: ABDM sends the ABHA holder an OTP; answers the transaction to confirm. */
  startAbhaVerification(input: {
    abhaNumberOrAddress: string
    method: 'abha_mobile_otp' | 'aadhaar_otp'
  }): Promise<{ transactionId: string }>
  /** M1: the OTP the person received; answers their ABHA profile and a token that allows M2's linking. */
  confirmAbhaVerification(input: { transactionId: string; otp: string }): Promise<{ profile: AbhaProfile; linkToken: string }>
  /** M2, HIP-initiated: link the member's records to their ABHA address (a new record is linked as it is filed). */
  linkCareContexts(input: {
    linkToken: string
    patientReference: string
    patientDisplay: string
    careContexts: CareContext[]
  }): Promise<void>
  /** M2: the bundles of a health information request were pushed (or failed), per care context. */
  notifyTransfer(input: {
    transactionId: string
    consentId: string
    delivered: { careContextReference: string; ok: boolean }[]
  }): Promise<void>
}

/** What we answer when ABDM's gateway calls us (our callback routes call these). */
export interface AbdmHipHandlers {
  /** M2: find the member ABDM names, and their records not yet linked; null when no one matches unambiguously. */
  discover(query: AbdmPatientQuery): Promise<{
    patientReference: string
    display: string
    careContexts: CareContext[]
  } | null>
  /** M2: the person picked records to link in their ABHA app; we send them an OTP by SMS and answer its reference. */
  initLink(input: {
    abhaAddress: string
    patientReference: string
    careContextReferences: string[]
  }): Promise<{ linkReference: string; otpExpiresAt: Date }>
  /** M2: the OTP the person typed in their ABHA app; answers the records now linked. */
  confirmLink(input: { linkReference: string; otp: string }): Promise<CareContext[]>
  /** M2: a consent was granted, denied, revoked or expired; we keep it to answer requests under it (or stop). */
  consentNotified(artefact: ConsentArtefact): Promise<void>
  /** M2: send the records of a granted consent: each a bundle (fhir.ts), encrypted, pushed to the requester. */
  healthInformationRequested(request: HealthInformationRequest): Promise<void>
}

/** How a record becomes what is pushed: the bundle of one care context, before encryption. */
export type CareContextBundle = { careContextReference: string; bundle: Bundle }
