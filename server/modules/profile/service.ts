import { and, asc, desc, eq } from 'drizzle-orm'
import type { Consent, PreferencesInput, Profile, ProfileDetailsInput } from '../../../contracts/profile.ts'
import { preferenceChanges } from '../../../core/profile/rules.ts'
import {
  CONSENT_ACTIONS,
  CONSENT_KINDS,
  LEGAL_VERSION,
  NO_OFFERS,
  PROFILE_GENDERS,
  type ConsentAction,
  type ConsentKind,
  type OfferPreferences,
  type ProfileGender,
} from '../../../core/profile/vocabulary.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { SIGN_IN_REQUIRED, users, type IdentityChange } from '../auth/index.ts'
import { appendAudit } from '../platform/index.ts'
import { communicationPreferences, consentEvents, profileDetails } from './schema.ts'

// The profile (issue 26 §5, decision 075): the person's details (the name on the account, gender and date of birth
// here), their offer preferences (each channel opt-in, default off; changes are consent events, audited) and their
// consents with dates. The e-mail and phone change through the auth module's OTP (IdentityChange).

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function createProfileService(db: Db, deps: { now: Clock; identity: IdentityChange }) {
  const { now, identity } = deps

  async function preferencesOf(q: Db | Tx, userId: number, lock = false): Promise<OfferPreferences> {
    const query = q.select().from(communicationPreferences).where(eq(communicationPreferences.userId, userId))
    const [row] = lock ? await query.for('update') : await query
    return row ? { sms: row.offersSms, email: row.offersEmail, whatsapp: row.offersWhatsapp } : NO_OFFERS
  }

  async function consentsOf(userId: number): Promise<Consent[]> {
    const rows = await db
      .select()
      .from(consentEvents)
      .where(eq(consentEvents.userId, userId))
      .orderBy(desc(consentEvents.at), asc(consentEvents.id))
    return rows.flatMap((r) => {
      const kind = oneOf<ConsentKind>(CONSENT_KINDS, r.kind)
      const action = oneOf<ConsentAction>(CONSENT_ACTIONS, r.action)
      return kind && action ? [{ kind, action, at: r.at.toISOString(), version: r.version }] : []
    })
  }

  return {
    /** The profile as the page and GET /api/v4/profile show it. */
    async get(userId: number): Promise<Profile> {
      const [account] = await db
        .select({ name: users.name, email: users.email, phone: users.phone, phoneVerified: users.phoneVerified })
        .from(users)
        .where(eq(users.id, userId))
      if (!account) throw SIGN_IN_REQUIRED
      const [details] = await db.select().from(profileDetails).where(eq(profileDetails.userId, userId))
      const [prefs, consents] = await Promise.all([preferencesOf(db, userId), consentsOf(userId)])
      return {
        name: account.name,
        email: account.email,
        phone: account.phoneVerified ? account.phone : null,
        gender: oneOf<ProfileGender>(PROFILE_GENDERS, details?.gender ?? null),
        date_of_birth: details?.birthDate ?? null,
        preferences: { order_updates: true, ...prefs },
        consents,
      }
    },

    /** Name, gender and date of birth, saved together. */
    async saveDetails(userId: number, input: ProfileDetailsInput): Promise<void> {
      await db.transaction(async (tx) => {
        await identity.rename(userId, input.name, tx)
        const values = { gender: input.gender, birthDate: input.date_of_birth, updatedAt: now() }
        await tx
          .insert(profileDetails)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: profileDetails.userId, set: values })
      })
    },

    /**
     * The offer channels, as a whole: each channel that changed is a consent event (given or withdrawn, dated) and
     * the change is audited, in one transaction. Returns how many channels changed.
     */
    async savePreferences(userId: number, input: PreferencesInput, actorUserId: number = userId): Promise<number> {
      return db.transaction(async (tx) => {
        const before = await preferencesOf(tx, userId, true)
        const changes = preferenceChanges(before, input)
        if (!changes.length) return 0
        const at = now()
        const values = { offersSms: input.sms, offersEmail: input.email, offersWhatsapp: input.whatsapp, updatedAt: at }
        await tx
          .insert(communicationPreferences)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: communicationPreferences.userId, set: values })
        await tx
          .insert(consentEvents)
          .values(changes.map((c) => ({ userId, kind: c.kind, action: c.action, at, version: null, source: 'profile' })))
        await appendAudit(tx, {
          at,
          action: 'profile.preferences_changed',
          actorUserId,
          targetUserId: userId,
          detail: { changes },
        })
        return changes.length
      })
    },

    /**
     * A sign-in accepts the terms and the privacy policy ('By continuing, you agree with our …'): the first sign-in
     * under a version records both, dated (a sign-in hook, inside the sign-in's transaction).
     */
    async recordLegalAcceptance(tx: Db, userId: number): Promise<void> {
      const [seen] = await tx
        .select({ id: consentEvents.id })
        .from(consentEvents)
        .where(and(eq(consentEvents.userId, userId), eq(consentEvents.kind, 'terms'), eq(consentEvents.version, LEGAL_VERSION)))
        .limit(1)
      if (seen) return
      const at = now()
      await tx.insert(consentEvents).values(
        (['terms', 'privacy'] as const).map((kind) => ({
          userId,
          kind,
          action: 'given',
          at,
          version: LEGAL_VERSION,
          source: 'sign-in',
        })),
      )
    },
  }
}
export type ProfileService = ReturnType<typeof createProfileService>

/**
 * An account absorbed in a merge (auth's AccountMergeHook): its consent history moves to the survivor; its details
 * and preferences move only where the survivor has none (the survivor's own choices stand).
 */
export async function mergeProfiles(tx: Db, absorbedId: number, survivorId: number): Promise<void> {
  await tx.update(consentEvents).set({ userId: survivorId }).where(eq(consentEvents.userId, absorbedId))
  for (const table of [profileDetails, communicationPreferences] as const) {
    const [kept] = await tx.select({ id: table.userId }).from(table).where(eq(table.userId, survivorId))
    if (kept) await tx.delete(table).where(eq(table.userId, absorbedId))
    else await tx.update(table).set({ userId: survivorId }).where(eq(table.userId, absorbedId))
  }
}
