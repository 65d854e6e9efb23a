import { data, redirect, type RouterContextProvider } from 'react-router'
import { PatientBodySchema, patientIdOf } from '../../contracts/patients.ts'
import {
  EmailChangeRequestSchema,
  EmailChangeVerifySchema,
  PhoneChangeRequestSchema,
  PhoneChangeVerifySchema,
  PreferencesSchema,
  ProfileDetailsSchema,
} from '../../contracts/profile.ts'
import { MAX_ADDRESSES } from '../../core/addresses/address.ts'
import { noticeCookie } from '../../core/cart/notice.ts'
import { MAX_FAMILY_MEMBERS, PROFILE_PATH, PROFILE_TEXTS } from '../../core/profile/vocabulary.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { parseInput } from '../../server/lib/validation.ts'
import { toWire } from '../../server/modules/addresses/index.ts'
import { addressPageAction, type AddressStep } from '../addresses/address-page.server.ts'
import { refusal, requireCustomer } from '../lib/page-edge.server.ts'
import { profileClientKey } from '../../server/modules/auth/index.ts'
import { z } from 'zod'

// /profile (issue 26 §5, decision 075): the loader and the page's one action with named intents, for the signed-in
// account (the customer acted for in a super-login). Every form works without JavaScript: a saved form comes back to
// the page with its outcome in the snack bar; a refused one shows the form again with each field's message. The
// address book's intents are the address page's own action (app/addresses/address-page.server.ts), back to /profile.

export const PROFILE_INTENTS = [
  'details',
  'email-otp',
  'email-verify',
  'phone-otp',
  'phone-verify',
  'preferences',
  'member-add',
  'member-edit',
  'member-delete',
] as const
export type ProfileIntent = (typeof PROFILE_INTENTS)[number]
const ADDRESS_INTENTS = ['add', 'edit', 'delete', 'make-default'] as const

/** What the page's forms read after a post: a code sent (the verify form opens), or a refusal beside its form. */
export type ProfileActionData =
  | { ok: true; intent: 'email-otp' | 'phone-otp'; sentTo: string; notice: string }
  | {
      ok: false
      intent: ProfileIntent | null
      message: string
      code: string
      field?: string
      errors: Record<string, string>
      values: Record<string, string>
      sentTo?: string
    }

const PROFILE_ADDRESSES: AddressStep = {
  cartType: 'pharmacy',
  page: PROFILE_PATH,
  chosenNotice: (name) => `Delivering to ${name}`,
}

export async function profileLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { userId, owner, services } = requireCustomer(context, request)
  const [profile, patients, addresses] = await Promise.all([
    services.profile.get(userId),
    services.patients.list(owner),
    services.addresses.list(owner),
  ])
  const url = new URL(request.url)
  const members = patients.map(services.patients.toWire)
  const family = members.filter((m) => m.relation !== 'self').length
  const canAdd = family < MAX_FAMILY_MEMBERS
  const book = addresses.map(toWire)
  const memberParam = url.searchParams.get('member')
  const addressParam = url.searchParams.get('address')
  return {
    profile,
    members,
    maxMembers: MAX_FAMILY_MEMBERS,
    /** Whether another member may be added (6 besides yourself: the account's one cap, decision 082). */
    canAddMember: canAdd,
    /** The family member form: a new one, or the one being edited (?member=new, ?member={id}). */
    memberForm:
      memberParam === 'new' && canAdd ? ({ mode: 'add' } as const) : (members.find((m) => String(m.id) === memberParam) ?? null),
    addresses: book,
    maxAddresses: MAX_ADDRESSES,
    addressForm:
      addressParam === 'new' && book.length < MAX_ADDRESSES
        ? ({ mode: 'add' } as const)
        : (book.find((a) => String(a.id) === addressParam) ?? null),
  }
}

const MemberIdSchema = z.object({ patient_id: patientIdOf('A family member id is a whole number') })

export async function profileAction(request: Request, context: Readonly<RouterContextProvider>) {
  const peek = await request.clone().formData()
  const asked = peek.get('intent')
  if ((ADDRESS_INTENTS as readonly unknown[]).includes(asked)) return addressPageAction(request, context, PROFILE_ADDRESSES)

  const { userId, owner, session, services } = requireCustomer(context, request, { status: 303 })
  const actor = session.user.id
  const clientKey = profileClientKey(actor)
  const form: Record<string, string> = {}
  for (const [name, value] of peek) if (typeof value === 'string' && name !== '_csrf') form[name] = value
  const intent = PROFILE_INTENTS.find((i) => i === asked) ?? null
  const back = (notice: string) => redirect(PROFILE_PATH, { status: 303, headers: { 'set-cookie': noticeCookie(notice) } })

  try {
    switch (intent) {
      case 'details':
        await services.profile.saveDetails(userId, parseInput(ProfileDetailsSchema, form))
        return back(PROFILE_TEXTS.saved)
      case 'preferences':
        await services.profile.savePreferences(userId, parseInput(PreferencesSchema, form), actor)
        return back(PROFILE_TEXTS.preferencesSaved)
      case 'email-otp': {
        const { email } = parseInput(EmailChangeRequestSchema, form)
        await services.identity.requestEmail(userId, email, clientKey)
        const notice = PROFILE_TEXTS.codeSentEmail(email)
        return data({ ok: true, intent, sentTo: email, notice } satisfies ProfileActionData)
      }
      case 'email-verify': {
        const body = parseInput(EmailChangeVerifySchema, form)
        await services.identity.verifyEmail(userId, body.email, body.verification_token, actor)
        return back(PROFILE_TEXTS.emailChanged)
      }
      case 'phone-otp': {
        const { number } = parseInput(PhoneChangeRequestSchema, form)
        await services.identity.requestPhone(userId, number, clientKey)
        const notice = PROFILE_TEXTS.codeSentPhone(number)
        return data({ ok: true, intent, sentTo: number, notice } satisfies ProfileActionData)
      }
      case 'phone-verify': {
        const body = parseInput(PhoneChangeVerifySchema, form)
        await services.identity.verifyPhone(userId, body.number, body.verification_token, actor)
        return back(PROFILE_TEXTS.phoneChanged)
      }
      case 'member-add': {
        const saved = await services.patients.create(owner, parseInput(PatientBodySchema, form))
        return back(`${saved.name} is saved`)
      }
      case 'member-edit': {
        const { patient_id } = parseInput(MemberIdSchema, form)
        const saved = await services.patients.update(owner, patient_id, parseInput(PatientBodySchema, form))
        return back(`${saved.name} is saved`)
      }
      case 'member-delete': {
        const { patient_id } = parseInput(MemberIdSchema, form)
        const gone = await services.patients.remove(owner, patient_id)
        return back(`${gone.name} is removed`)
      }
      case null:
        throw AppError.invalid('Please choose what to save')
    }
  } catch (error) {
    if (!AppError.is(error)) throw error
    const errors: Record<string, string> = {}
    for (const e of error.errors) if (e.field && !(e.field in errors)) errors[e.field] = e.message
    // A refused code keeps the verify form open for the same address or number.
    const sentTo = intent === 'email-verify' ? form.email : intent === 'phone-verify' ? form.number : undefined
    return refusal(error, { intent, errors, values: form, ...(sentTo ? { sentTo } : {}) })
  }
}
