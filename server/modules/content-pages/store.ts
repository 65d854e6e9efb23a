import { and, desc, eq, inArray, max } from 'drizzle-orm'
import { z } from 'zod'
import { ContentBlockSchema, ContentPageSchema, ContentSlugSchema, type ContentPage } from '../../../contracts/content-pages.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { cachedByKey } from '../../lib/cache.ts'
import { systemClock, type Clock } from '../../lib/clock.ts'
import { parseInput, storableText } from '../../lib/validation.ts'
import { users } from '../auth/index.ts'
import type { SharedCaches } from '../platform/index.ts'
import { auditStaffAction } from '../staff/index.ts'
import { sanitisePage } from './sanitise.ts'
import { SAMPLE_PAGES } from './samples/index.ts'
import { contentPages, contentPageVersions, type StoredContent } from './schema.ts'

// Issue 27 §1 (decision 083): content pages staff edit without a release. A page has one draft (content_pages) and a
// linear history of published versions (content_page_versions); the highest version is what the page shows. A
// rollback publishes a copy of an earlier version as the next number, so history is never rewritten. A page nobody has
// published yet shows its sample from code (samples/), so a fresh production database needs no demo rows.
// Rich text is sanitised when a draft is saved and again when anything is read. Every change is audited as the staff
// member, in the change's transaction; a publish or rollback announces 'content-pages' to every instance's cache.

/** How long an instance keeps a published page without an announcement (the announcement drops it at once). */
export const CONTENT_PAGES_TTL_MS = 5 * 60_000

/** What staff edit: the page's text and blocks (the address is the page's, `sample` is the store's business). */
export const ContentDraftSchema = z.object({
  title: ContentPageSchema.shape.title,
  description: ContentPageSchema.shape.description,
  blocks: z.array(ContentBlockSchema).max(80),
})
export type ContentDraft = z.infer<typeof ContentDraftSchema>

export type ContentPageState = 'sample' | 'draft' | 'published' | 'changed'

export interface ContentPageSummary {
  slug: string
  title: string
  /**
   * 'sample': nobody edited it (the code's sample shows); 'draft': a draft, never published (the sample shows);
   * 'published': the draft is what is live; 'changed': published, with draft changes not yet live.
   */
  state: ContentPageState
  version: number | null
  publishedAt: Date | null
  draftSavedAt: Date | null
}

export interface ContentPageVersion {
  version: number
  title: string
  copiedFrom: number | null
  publishedAt: Date
  publishedBy: string
}

export interface ContentPageDraft {
  page: ContentPage
  /** When and by whom the draft was saved last; null while it is the sample or the published version untouched. */
  savedAt: Date | null
  savedBy: string | null
  state: ContentPageState
  version: number | null
}

export interface ContentPagesDeps {
  now?: Clock
  /** Announces a publish to every instance (platform/shared-caches.ts); without it only this instance's copy drops. */
  caches?: Pick<SharedCaches, 'changed'>
}

const SAMPLES = new Map(SAMPLE_PAGES.map((p) => [p.slug, ContentPageSchema.parse(p)]))

const notFound = () => new AppError({ code: 'not_found', status: 404, message: 'There is no content page at this address' })

function stored(page: Pick<ContentPage, 'title' | 'description' | 'blocks'>): StoredContent {
  return { title: page.title, description: page.description, blocks: page.blocks }
}

/** A stored row as a page, sanitised again on the way out; null when it no longer fits the blocks' shape. */
function pageOf(slug: string, content: StoredContent, sample: boolean): ContentPage | null {
  const parsed = ContentPageSchema.safeParse({ slug, ...content, sample })
  return parsed.success ? sanitisePage(parsed.data) : null
}

const same = (a: StoredContent, b: StoredContent) => JSON.stringify(a) === JSON.stringify(b)

export function createContentPages(db: Db, deps: ContentPagesDeps = {}) {
  const now = deps.now ?? systemClock

  async function latestVersion(executor: Pick<Db, 'select'>, slug: string) {
    const [row] = await executor
      .select()
      .from(contentPageVersions)
      .where(eq(contentPageVersions.slug, slug))
      .orderBy(desc(contentPageVersions.version))
      .limit(1)
    return row ?? null
  }

  async function readPublished(slug: string): Promise<ContentPage | null> {
    const latest = await latestVersion(db, slug)
    if (latest) {
      const page = pageOf(slug, latest.content, false)
      if (page) return page
    }
    const sample = SAMPLES.get(slug)
    return sample ? sanitisePage(sample) : null
  }

  // Every instance keeps published pages (one key per address; the few addresses our routes serve, and misses).
  const cache = cachedByKey(CONTENT_PAGES_TTL_MS, 500, readPublished, now)

  const known = async (slug: string) => {
    if (!ContentSlugSchema.safeParse(slug).success) return false
    if (SAMPLES.has(slug)) return true
    const [row] = await db.select({ slug: contentPages.slug }).from(contentPages).where(eq(contentPages.slug, slug))
    return row !== undefined
  }

  async function staffName(id: number) {
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id))
    return row?.name ?? `Staff #${id}`
  }

  /** Publishes `content` as the next version of `slug` and makes it the draft, in `tx`; answers the version. */
  async function publishIn(
    tx: Db,
    staffId: number,
    slug: string,
    content: StoredContent,
    copiedFrom: number | null,
    action: string,
  ) {
    const at = now()
    const latest = await latestVersion(tx, slug)
    const version = (latest?.version ?? 0) + 1
    await tx.insert(contentPageVersions).values({ slug, version, content, copiedFrom, publishedBy: staffId, publishedAt: at })
    await tx.update(contentPages).set({ draft: content }).where(eq(contentPages.slug, slug))
    await auditStaffAction(tx, now, {
      actorUserId: staffId,
      action,
      subject: { slug, version, ...(copiedFrom === null ? {} : { copiedFrom }) },
      before: latest ? { version: latest.version, title: latest.content.title } : null,
      after: { version, title: content.title },
    })
    if (deps.caches) await deps.caches.changed(tx, 'content-pages')
    return version
  }

  /** The page's row, locked for this transaction (made from the sample when staff never saved it). */
  async function lockedRow(tx: Db, staffId: number, slug: string) {
    const [row] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update')
    if (row) return row
    const sample = SAMPLES.get(slug)
    if (!sample) throw notFound()
    const at = now()
    const fresh = { slug, draft: stored(sample), draftSavedBy: staffId, draftSavedAt: at, createdAt: at }
    // Two first saves at once: one inserts, the other waits on the key and then reads the row.
    await tx.insert(contentPages).values(fresh).onConflictDoNothing()
    const [again] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update')
    return again!
  }

  /** Staff: the draft of a page as the page (what the editor shows and the preview renders). */
  async function draft(slug: string): Promise<ContentPageDraft> {
    if (!(await known(slug))) throw notFound()
    const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug))
    const live = await latestVersion(db, slug)
    const sample = SAMPLES.get(slug)
    const page = row ? pageOf(slug, row.draft, false) : sample ? sanitisePage(sample) : null
    if (!page) throw notFound()
    const state: ContentPageState = !row ? 'sample' : !live ? 'draft' : same(row.draft, live.content) ? 'published' : 'changed'
    return {
      page,
      savedAt: row?.draftSavedAt ?? null,
      savedBy: row ? await staffName(row.draftSavedBy) : null,
      state,
      version: live?.version ?? null,
    }
  }

  return {
    /** The published page at this address (the code's sample until staff publish one), or null when there is none. */
    published(slug: string): Promise<ContentPage | null> {
      return cache(slug)
    },
    /** Drops this instance's copies (the shared caches call it when any instance announces a publish). */
    invalidate(): void {
      cache.invalidate()
    },

    /** Staff: every page with its state, by address. */
    async list(): Promise<ContentPageSummary[]> {
      const rows = await db.select().from(contentPages)
      const versions = await db
        .select({ slug: contentPageVersions.slug, version: max(contentPageVersions.version) })
        .from(contentPageVersions)
        .groupBy(contentPageVersions.slug)
      const latestRows = versions.length
        ? await db
            .select()
            .from(contentPageVersions)
            .where(
              inArray(
                contentPageVersions.slug,
                versions.map((v) => v.slug),
              ),
            )
        : []
      const slugs = [...new Set([...SAMPLES.keys(), ...rows.map((r) => r.slug)])].sort()
      return slugs.map((slug) => {
        const row = rows.find((r) => r.slug === slug)
        const top = versions.find((v) => v.slug === slug)?.version ?? null
        const live = latestRows.find((v) => v.slug === slug && v.version === top)
        const state: ContentPageState = !row
          ? 'sample'
          : !live
            ? 'draft'
            : same(row.draft, live.content)
              ? 'published'
              : 'changed'
        return {
          slug,
          title: row?.draft.title ?? SAMPLES.get(slug)?.title ?? slug,
          state,
          version: live?.version ?? null,
          publishedAt: live?.publishedAt ?? null,
          draftSavedAt: row?.draftSavedAt ?? null,
        }
      })
    },

    draft,

    /** Staff: saves the draft (checked with ContentDraftSchema, rich text sanitised). Audited. */
    /**
     * `basedOn`: when the draft the editor opened was saved (its `savedAt` as ISO, '' when never saved). When given and
     * someone saved the draft since, nothing is stored: a 409 says who and when (the editor keeps the changes).
     */
    async saveDraft(staffId: number, slug: string, input: unknown, opts: { basedOn?: string } = {}): Promise<ContentPageDraft> {
      if (!(await known(slug))) throw notFound()
      if (!storableText(input)) {
        throw new AppError({ code: 'invalid_input', status: 400, message: 'The text holds characters that cannot be stored' })
      }
      const content = stored(sanitisePage(parseInput(ContentDraftSchema, input)))
      await db.transaction(async (tx) => {
        const [existing] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update')
        if (opts.basedOn !== undefined && (existing?.draftSavedAt.toISOString() ?? '') !== opts.basedOn && existing) {
          const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, existing.draftSavedBy))
          throw new AppError({
            code: 'draft_changed',
            status: 409,
            message: `${who?.name ?? 'Someone'} saved this draft after you opened it. Your changes are still in the form: save again to replace theirs.`,
            details: { saved_at: existing.draftSavedAt.toISOString() },
          })
        }
        const row = existing ?? (await lockedRow(tx, staffId, slug))
        const at = now()
        await tx
          .update(contentPages)
          .set({ draft: content, draftSavedBy: staffId, draftSavedAt: at })
          .where(eq(contentPages.slug, slug))
        await auditStaffAction(tx, now, {
          actorUserId: staffId,
          action: 'content.draft_save',
          subject: { slug },
          before: { title: row.draft.title, blocks: row.draft.blocks.length },
          after: { title: content.title, blocks: content.blocks.length },
        })
      })
      return draft(slug)
    },

    /** Staff: publishes the draft as the next version; every instance serves it once the transaction commits. */
    async publish(staffId: number, slug: string): Promise<{ version: number }> {
      if (!(await known(slug))) throw notFound()
      const version = await db.transaction(async (tx) => {
        const row = await lockedRow(tx, staffId, slug)
        const checked = pageOf(slug, row.draft, false)
        if (!checked)
          throw new AppError({
            code: 'invalid_draft',
            status: 409,
            message: 'The draft does not fit the page blocks; save it again',
          })
        return publishIn(tx, staffId, slug, stored(checked), null, 'content.publish')
      })
      cache.invalidate()
      return { version }
    },

    /** Staff: publishes a copy of an earlier version as the next one (and makes it the draft). */
    async rollback(staffId: number, slug: string, to: number): Promise<{ version: number }> {
      if (!(await known(slug))) throw notFound()
      const version = await db.transaction(async (tx) => {
        await lockedRow(tx, staffId, slug)
        const [target] = await tx
          .select()
          .from(contentPageVersions)
          .where(and(eq(contentPageVersions.slug, slug), eq(contentPageVersions.version, to)))
        if (!target) throw new AppError({ code: 'not_found', status: 404, message: `There is no version ${to} of this page` })
        const latest = await latestVersion(tx, slug)
        if (latest?.version === to) {
          throw new AppError({ code: 'already_live', status: 409, message: `Version ${to} is the live version already` })
        }
        return publishIn(tx, staffId, slug, target.content, to, 'content.rollback')
      })
      cache.invalidate()
      return { version }
    },

    /** Staff: the published versions of a page, the newest first. */
    async versions(slug: string): Promise<ContentPageVersion[]> {
      if (!(await known(slug))) throw notFound()
      const rows = await db
        .select({
          version: contentPageVersions.version,
          content: contentPageVersions.content,
          copiedFrom: contentPageVersions.copiedFrom,
          publishedAt: contentPageVersions.publishedAt,
          publishedBy: contentPageVersions.publishedBy,
          name: users.name,
        })
        .from(contentPageVersions)
        .leftJoin(users, eq(users.id, contentPageVersions.publishedBy))
        .where(eq(contentPageVersions.slug, slug))
        .orderBy(desc(contentPageVersions.version))
      return rows.map((r) => ({
        version: r.version,
        title: r.content.title,
        copiedFrom: r.copiedFrom,
        publishedAt: r.publishedAt,
        publishedBy: r.name ?? `Staff #${r.publishedBy}`,
      }))
    },
  }
}
export type ContentPages = ReturnType<typeof createContentPages>
