import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { ConflictCta, MergeData, UserData, UserFlags, UserType, WarningDialog } from '../../../contracts/auth.ts'
import type { RateLimiter } from '../platform/index.ts'
import { createAccounts, type Account, type AccountMergeHook } from './accounts.ts'
import type { Clock } from '../../lib/clock.ts'
import { createFlowStore, type Flow } from './flows.ts'
import { isMasked, maskEmails, maskPhone } from './mask.ts'
import type { OtpPurpose, OtpService } from './otp.ts'

// The sign-in flows of spec 1 §4.5 as the server decides them. Every step reads what this browser has proved so
// far from its flow record (flows.ts); the screen a client claims to be on changes nothing. Decision 010.

export type AuthField = 'number' | 'email' | 'otp'

type AuthTextKey = keyof typeof AUTH_TEXTS
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** Why an auth step failed: the text the field shows (its AUTH_TEXTS key is the code), and the dialog when one is due. */
const authError = (status: number, key: AuthTextKey, field?: AuthField, warning?: WarningDialog) =>
  new AppError({
    code: snake(key),
    status,
    message: warning?.message ?? AUTH_TEXTS[key],
    field,
    details: warning ? { warning } : undefined,
  })

/** Phone entries (with their resends) one proved e-mail may make an hour. */
export const PHONE_ENTRY_PER_HOUR = 10

export const AUTH_TEXTS = {
  flowExpired: 'Your verification has expired. Please start again.',
  requestOtpFirst: 'Please request an OTP first.',
  locked: 'Your account is locked after too many wrong OTPs. Please contact customer care.',
  notMerchant: 'This number is not registered as a merchant account. Please contact your account manager.',
  chooseFromList: 'Please choose an email id from the list or enter a new one.',
  emailTaken: 'This email id is linked to another mobile number. Please use a different email id.',
  phoneHasOtherEmail: 'This mobile number is linked to another email id. Please use a different number.',
  cannotMerge: 'These accounts cannot be merged. Please use a different number or contact customer care.',
  tooManyNumbers: 'Too many attempts with different numbers. Please try again later.',
  /** The MERGE dialog's own message is shown (MERGE_WARNING). */
  mergeOffered: 'This number is linked to another account. You can merge the two accounts to continue.',
} as const

/** The conflict list's server-provided texts (spec 1 §2.9 'Email conflict list'). */
export const CONFLICT_TEXTS: { header: string; description: string; cta: ConflictCta } = {
  header: 'We found more than one account',
  description: 'This mobile number is linked to these email ids. Choose the account you want to continue with.',
  cta: {
    text: 'Why am I seeing this?',
    image_url: '/images/accounts.svg',
    header: 'One number, one account',
    description:
      'Earlier, one mobile number could be used with more than one email id. To keep your orders, lab reports and prescriptions safe, each number now belongs to one account. Choose the email id you use, and we will send it an OTP to confirm it is yours.',
    confirm_cta: 'Got it',
  },
}

export const MERGE_WARNING = (number: string): WarningDialog => ({
  cta_type: 'MERGE',
  heading: 'Number already registered',
  message: `${maskPhone(number)} is linked to another account. You can merge the two accounts to continue.`,
  confirm_cta: 'Merge accounts',
  cancel_cta: 'Use another number',
  info_icon: '/images/info.svg',
})

export const NON_MERGE_WARNING = (message: string): WarningDialog => ({
  cta_type: 'NON_MERGE',
  heading: 'Number already registered',
  message,
  confirm_cta: 'Okay',
})

/** spec 1 §3 'Merge data response': what merging the e-mail's account into the number's means. */
export function mergeDataFor(email: string, number: string): MergeData {
  return {
    title: 'Merge your accounts',
    sub_title: `Your email id ${email} and mobile number ${maskPhone(number)} belong to two accounts. Merge them to keep everything in one place.`,
    icon: '/images/merge.svg',
    cta: 'Send OTP',
    sections: [
      {
        header: 'What happens when you merge',
        items: [
          {
            title: 'Verify your number',
            sub_title: `We send an OTP to ${maskPhone(number)}.`,
            icon: '/images/otp.svg',
          },
          {
            title: 'Everything moves over',
            sub_title: 'Carts, orders, lab reports and prescriptions move to the account of this number.',
            icon: '/images/records.svg',
          },
          {
            title: 'One login',
            sub_title: 'Sign in with either your number or your email id. Other devices are signed out.',
            icon: '/images/login.svg',
          },
        ],
      },
    ],
  }
}

/** Outcome of a step: more to do (flags for the popup), or signed in as an account. */
export type StepResult = { kind: 'flags'; flags: UserFlags } | { kind: 'login'; account: Account; userType: UserType }

/** The result plus what the API must do with the flow cookie. */
export type Step = StepResult & {
  flowToken?: string
  endFlow?: Flow
  /** Accounts whose every session must end before the new one starts (merge, an identifier taken over). */
  endSessionsOf?: number[]
}

export type StepContext = { flowToken: string | undefined; clientKey: string }

/** The identifier a code is bound to (otp_codes.identifier): a 10-digit number or a lower-cased e-mail, tagged. */
export const phoneId = (number: string) => `phone:${number}`
export const emailId = (email: string) => `email:${email}`

export function userData(account: Account): UserData {
  return {
    email: account.email,
    number: account.phoneVerified ? account.phone : null,
    name: account.name,
    username: String(account.id),
  }
}

export function createAuthService(deps: {
  db: Db
  otp: OtpService
  rateLimiter: RateLimiter
  now: Clock
  mergeHooks?: readonly AccountMergeHook[]
}) {
  const { now } = deps
  const accounts = createAccounts(deps.db, now, deps.mergeHooks)
  const flows = createFlowStore(deps.db, now)
  const { otp } = deps

  async function requireFlow(ctx: StepContext): Promise<Flow> {
    const flow = await flows.get(ctx.flowToken)
    if (!flow) throw authError(400, 'flowExpired')
    return flow
  }

  async function send(opts: {
    identifier: string
    to: string
    purpose: OtpPurpose
    channel: 'sms' | 'call' | 'email'
    ctx: StepContext
    field: AuthField
  }) {
    try {
      await otp.send({ ...opts, clientKey: opts.ctx.clientKey })
    } catch (e) {
      // Refused or undelivered: shown under the field the code was asked for.
      throw AppError.is(e) ? e.forField(opts.field) : e
    }
  }

  const sendToPhone = (number: string, purpose: OtpPurpose, onCall: boolean | undefined, ctx: StepContext) =>
    send({ identifier: phoneId(number), to: number, purpose, channel: onCall ? 'call' : 'sms', ctx, field: 'number' })
  const sendToEmail = (email: string, purpose: OtpPurpose, ctx: StepContext) =>
    send({ identifier: emailId(email), to: email, purpose, channel: 'email', ctx, field: 'email' })

  /** Checks a code; wrong codes count against the account behind the identifier, which locks at 100. */
  async function verify(identifier: string, purpose: OtpPurpose, code: string, account: Account | null) {
    if (account?.lockedAt) throw authError(423, 'locked', 'otp')
    try {
      await otp.verify({ identifier, purpose, code })
    } catch (e) {
      if (!AppError.is(e)) throw e
      if (account && (e.code === 'invalid' || e.code === 'too_many_attempts')) {
        if (await accounts.recordFailure(account.id)) throw authError(423, 'locked', 'otp')
      }
      throw e.forField('otp')
    }
    if (account) await accounts.resetFailures(account.id)
  }

  const login = (account: Account, userType: UserType, flow: Flow, endSessionsOf: number[] = []): Step => ({
    kind: 'login',
    account,
    userType,
    endFlow: flow,
    endSessionsOf,
  })
  const flags = (f: UserFlags, flowToken?: string): Step => ({ kind: 'flags', flags: f, flowToken })

  /** After a phone is proved at sign-in (spec 1 §4.5 'OTP verify'). */
  async function afterPhoneProved(flow: Flow, number: string): Promise<Step> {
    const account = await accounts.byVerifiedPhone(number)
    if (account) {
      if (flow.merchant && !account.isMerchant) throw authError(400, 'notMerchant', 'otp')
      // A merchant account must also have an e-mail (spec 1 §4.5 'Merchant flow').
      if (flow.merchant && !account.email) return flags({ user_type: 'existing', is_email_required: true })
      return login(account, 'existing', flow)
    }
    if (flow.merchant) throw authError(400, 'notMerchant', 'otp')
    const legacy = await accounts.legacyByPhone(number)
    if (legacy.length > 0) {
      return flags({
        user_type: 'existing',
        conflict: true,
        conflict_data: maskEmails(legacy.map((a) => a.email!)).map((email) => ({ email })),
        header: CONFLICT_TEXTS.header,
        description: CONFLICT_TEXTS.description,
        cta: CONFLICT_TEXTS.cta,
      })
    }
    return flags({ user_type: 'new', is_email_required: true })
  }

  /** After an e-mail is proved at sign-in: a new account needs a verified phone too. */
  async function afterEmailProved(flow: Flow, email: string): Promise<Step> {
    const account = await accounts.byEmail(email)
    if (account?.phoneVerified) return login(account, 'existing', flow)
    if (account) return flags({ user_type: 'migrated', email, is_number_required: true })
    return flags({ user_type: 'new', is_number_required: true })
  }

  /** Both identifiers proved in this flow: sign in, link or create (never merge here). */
  async function complete(flow: Flow): Promise<Step> {
    const phone = flow.verifiedPhone!
    const email = flow.verifiedEmail!
    const byPhone = await accounts.byVerifiedPhone(phone)
    const byEmail = await accounts.byEmail(email)
    if (byPhone && byEmail) {
      if (byPhone.id === byEmail.id) return login(byPhone, 'existing', flow)
      throw authError(409, 'emailTaken', 'email')
    }
    if (byPhone) {
      if (byPhone.email && byPhone.email !== email) throw authError(409, 'phoneHasOtherEmail', 'number')
      await accounts.addEmail(byPhone.id, email)
      return login((await accounts.byId(byPhone.id))!, 'existing', flow)
    }
    if (byEmail) {
      if (byEmail.phoneVerified) throw authError(409, 'emailTaken', 'email')
      await accounts.linkPhone(byEmail.id, phone)
      // The account gains a login identifier: any session opened before is ended (pre-hijacking, 'unexpired session').
      return login((await accounts.byId(byEmail.id))!, byEmail.migrated ? 'migrated' : 'existing', flow, [byEmail.id])
    }
    if (flow.merchant) throw authError(400, 'notMerchant')
    const created = await accounts.create({ phone, email, isDoctor: flow.isDoctor })
    return login(created, 'new', flow)
  }

  /** Whether the account of a phone may absorb the account of an e-mail (spec 1 §8 'Phone conflict'). */
  function mergeBlocker(byPhone: Account, byEmail: Account | null): AuthTextKey | null {
    if (byPhone.email && byPhone.email !== byEmail?.email) return 'phoneHasOtherEmail'
    if (byPhone.isMerchant || byPhone.roles.length > 0 || byEmail?.isMerchant || (byEmail?.roles.length ?? 0) > 0)
      return 'cannotMerge'
    return null
  }

  /** A conflict-list entry (masked, as shown) back to the e-mail it stands for; any other address as it is. */
  async function listedOrNew(number: string, email: string): Promise<string> {
    if (!isMasked(email)) return email
    const legacy = await accounts.legacyByPhone(number)
    const index = maskEmails(legacy.map((a) => a.email!)).indexOf(email)
    if (index < 0) throw authError(400, 'chooseFromList', 'email')
    return legacy[index]!.email!
  }

  function requireVerified(flow: Flow, what: { phone?: string; email?: string }) {
    if (what.phone !== undefined && flow.verifiedPhone !== what.phone) throw authError(400, 'flowExpired', 'number')
    if (what.email !== undefined && flow.verifiedEmail !== what.email) throw authError(400, 'flowExpired', 'email')
  }

  return {
    accounts,
    flows,

    /** auth/create_token (Login, Sign Up, resend): the same answer whether or not the number has an account. */
    async createToken(body: { number: string; is_doctor?: boolean; otp_on_call?: boolean }, ctx: StepContext): Promise<Step> {
      const existing = await flows.get(ctx.flowToken)
      // A resend on the OTP screen keeps the attempt (and the is_doctor of Sign Up); anything else starts one.
      const keep = existing && body.otp_on_call !== undefined && existing.pendingPhone === body.number && !existing.merchant
      const started = keep ? null : await flows.start({ isDoctor: body.is_doctor ?? false, merchant: false })
      await sendToPhone(body.number, 'login', body.otp_on_call, ctx)
      if (started) await flows.update(started.flow, { pendingPhone: body.number })
      return flags({ is_otp_required: true }, started?.token)
    },

    /** auth/create_token_email. */
    async createTokenEmail(body: { email: string }, ctx: StepContext): Promise<Step> {
      const started = await flows.start({ isDoctor: false, merchant: false })
      await sendToEmail(body.email, 'login', ctx)
      await flows.update(started.flow, { pendingEmail: body.email })
      return flags({ is_otp_required: true }, started.token)
    },

    /** auth/verify_token. */
    async verifyToken(body: { number: string; verification_token: string }, ctx: StepContext): Promise<Step> {
      const flow = await requireFlow(ctx)
      if (flow.pendingPhone !== body.number) throw authError(400, 'requestOtpFirst', 'otp')
      await verify(phoneId(body.number), 'login', body.verification_token, await accounts.byVerifiedPhone(body.number))
      const updated = await flows.update(flow, { verifiedPhone: body.number, pendingPhone: null })
      return afterPhoneProved(updated, body.number)
    },

    /** auth/verify_token_email. */
    async verifyTokenEmail(body: { email: string; verification_token: string }, ctx: StepContext): Promise<Step> {
      const flow = await requireFlow(ctx)
      if (flow.pendingEmail !== body.email) throw authError(400, 'requestOtpFirst', 'otp')
      await verify(emailId(body.email), 'login', body.verification_token, await accounts.byEmail(body.email))
      const updated = await flows.update(flow, { verifiedEmail: body.email, pendingEmail: null })
      return afterEmailProved(updated, body.email)
    },

    /** auth/b2b/verify_token: without a code, (re)sends the merchant's code; with one, verifies it. */
    async b2bVerify(
      body: { number: string; verification_token?: string; otp_on_call?: boolean },
      ctx: StepContext,
    ): Promise<Step> {
      if (body.verification_token === undefined) {
        const existing = await flows.get(ctx.flowToken)
        const keep = existing?.merchant && existing.pendingPhone === body.number
        const started = keep ? null : await flows.start({ isDoctor: false, merchant: true })
        await sendToPhone(body.number, 'login', body.otp_on_call, ctx)
        if (started) await flows.update(started.flow, { pendingPhone: body.number })
        return flags({ is_otp_required: true }, started?.token)
      }
      const flow = await requireFlow(ctx)
      if (!flow.merchant || flow.pendingPhone !== body.number) throw authError(400, 'requestOtpFirst', 'otp')
      await verify(phoneId(body.number), 'login', body.verification_token, await accounts.byVerifiedPhone(body.number))
      const updated = await flows.update(flow, { verifiedPhone: body.number, pendingPhone: null })
      return afterPhoneProved(updated, body.number)
    },

    /**
     * auth/phone/create_token_conflict_resolve: after the phone is proved, send a code to the chosen e-mail (a
     * masked entry of the conflict list, or a new address). Also the e-mail resend of the conflict OTP screen.
     */
    async conflictResolve(body: { number: string; email: string }, ctx: StepContext): Promise<Step> {
      const flow = await requireFlow(ctx)
      requireVerified(flow, { phone: body.number })
      const email = await listedOrNew(body.number, body.email)
      await sendToEmail(email, 'conflict', ctx)
      await flows.update(flow, { pendingEmail: email })
      return flags({ is_otp_required: true })
    },

    /** auth/phone/complete: the e-mail entry after a phone sign-in; a new e-mail is proved by OTP first. */
    async phoneComplete(body: { number: string; email: string }, ctx: StepContext): Promise<Step> {
      const flow = await requireFlow(ctx)
      requireVerified(flow, { phone: body.number })
      if (flow.verifiedEmail === body.email) return complete(flow)
      await sendToEmail(body.email, 'conflict', ctx)
      await flows.update(flow, { pendingEmail: body.email })
      return flags({ is_otp_required: true })
    },

    /**
     * auth/email/complete_login and auth/email/create_token_conflict: the phone entry after an e-mail sign-in (and
     * its SMS/call resends). A number that belongs to another account answers with the merge or warning dialog.
     */
    async emailPhoneEntry(body: { number: string; email: string; otp_on_call?: boolean }, ctx: StepContext): Promise<Step> {
      const flow = await requireFlow(ctx)
      requireVerified(flow, { email: body.email })
      if (flow.verifiedPhone === body.number) return complete(flow)
      // This answer tells whether a number is registered (the spec's merge dialog opens here, before any phone
      // code): a proved e-mail may ask it only a few times an hour (decision 010).
      const probe = await deps.rateLimiter.hit(`phone-entry:${body.email}`, PHONE_ENTRY_PER_HOUR, 3600)
      if (!probe.allowed) {
        throw AppError.tooManyRequests(AUTH_TEXTS.tooManyNumbers, probe.retryAfterSeconds, 'number')
      }
      const byPhone = await accounts.byVerifiedPhone(body.number)
      const byEmail = await accounts.byEmail(body.email)
      if (byPhone && byPhone.id !== byEmail?.id) {
        const blocker = mergeBlocker(byPhone, byEmail)
        if (blocker) throw authError(409, blocker, 'number', NON_MERGE_WARNING(AUTH_TEXTS[blocker]))
        if (byEmail) {
          const warning = MERGE_WARNING(body.number)
          throw authError(409, 'mergeOffered', 'number', warning)
        }
      }
      await sendToPhone(body.number, 'conflict', body.otp_on_call, ctx)
      await flows.update(flow, { pendingPhone: body.number })
      return flags({ is_otp_required: true })
    },

    /**
     * The conflict OTP screen's three verify calls (spec 1 §7.2): whichever identifier this flow has a code pending
     * for is checked; then both are proved and the sign-in completes.
     */
    async verifySecond(body: { number: string; email: string; verification_token: string }, ctx: StepContext): Promise<Step> {
      const flow = await requireFlow(ctx)
      const email = flow.verifiedPhone === body.number ? await listedOrNew(body.number, body.email) : body.email
      if (flow.pendingEmail === email && flow.verifiedPhone === body.number) {
        await verify(emailId(email), 'conflict', body.verification_token, await accounts.byEmail(email))
        return complete(await flows.update(flow, { verifiedEmail: email, pendingEmail: null }))
      }
      if (flow.pendingPhone === body.number && flow.verifiedEmail === body.email) {
        await verify(phoneId(body.number), 'conflict', body.verification_token, await accounts.byVerifiedPhone(body.number))
        return complete(await flows.update(flow, { verifiedPhone: body.number, pendingPhone: null }))
      }
      throw authError(400, 'requestOtpFirst', 'otp')
    },

    /** GET auth/merge_data: what merging means, for someone who proved the e-mail. */
    async mergeData(query: { number: string; email: string }, ctx: StepContext): Promise<MergeData> {
      const flow = await requireFlow(ctx)
      requireVerified(flow, { email: query.email })
      return mergeDataFor(query.email, query.number)
    },

    /** auth/email/create_token_merge: a merge code to the phone of the account that will absorb the e-mail's. */
    async createTokenMerge(body: { number: string; email: string; otp_on_call?: boolean }, ctx: StepContext): Promise<Step> {
      const flow = await requireFlow(ctx)
      requireVerified(flow, { email: body.email })
      const byPhone = await accounts.byVerifiedPhone(body.number)
      const byEmail = await accounts.byEmail(body.email)
      if (!byPhone || !byEmail || byPhone.id === byEmail.id || mergeBlocker(byPhone, byEmail)) {
        throw authError(409, 'cannotMerge', 'number')
      }
      await sendToPhone(body.number, 'merge', body.otp_on_call, ctx)
      await flows.update(flow, { pendingPhone: body.number })
      return flags({ is_otp_required: true })
    },

    /** auth/email/verify_token_merge: both proved, the e-mail's account merges into the phone's. */
    async verifyTokenMerge(body: { number: string; email: string; verification_token: string }, ctx: StepContext): Promise<Step> {
      const flow = await requireFlow(ctx)
      requireVerified(flow, { email: body.email })
      if (flow.pendingPhone !== body.number) throw authError(400, 'requestOtpFirst', 'otp')
      const byPhone = await accounts.byVerifiedPhone(body.number)
      const byEmail = await accounts.byEmail(body.email)
      await verify(phoneId(body.number), 'merge', body.verification_token, byPhone)
      if (!byPhone || !byEmail || byPhone.id === byEmail.id || mergeBlocker(byPhone, byEmail)) {
        throw authError(409, 'cannotMerge', 'otp')
      }
      await accounts.merge(byPhone.id, byEmail.id)
      const updated = await flows.update(flow, { verifiedPhone: body.number, pendingPhone: null })
      return login((await accounts.byId(byPhone.id))!, 'existing', updated, [byPhone.id, byEmail.id])
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
