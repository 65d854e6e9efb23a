import { redirect, type RouterContextProvider } from 'react-router'
import { AppError } from '../../server/lib/app-error.ts'
import { orNotFound, refusal, requireStaff } from '../lib/page-edge.server.ts'
import { applyMove, draftFromForm, type DraftForm } from './editor-form.ts'
import { slugOf } from './content-page.server.ts'

// /staff/content (issue 27 §1, decision 083): ROLE_ADMIN edits the draft of a content page with a plain form (no
// JavaScript needed), previews it as the page, publishes it and rolls back to an earlier version. The store checks
// and sanitises (services.contentPages); every change is audited as the staff member. Anyone else: 404.

type PageContext = Readonly<RouterContextProvider>

/** Who may edit content pages. */
export const CONTENT_ROLES = ['ROLE_ADMIN'] as const

/** The page's address from the editor's URL (/staff/content/edit/trust/sawaaluthao → 'trust/sawaaluthao'). */
export function slugFromSplat(splat: string | undefined): string {
  return slugOf(splat ?? '')
}

export async function staffContentListLoader(context: PageContext) {
  const { services } = requireStaff(context, CONTENT_ROLES)
  const pages = await services.contentPages.list()
  return {
    pages: pages.map((p) => ({
      ...p,
      publishedAt: p.publishedAt?.toISOString() ?? null,
      draftSavedAt: p.draftSavedAt?.toISOString() ?? null,
    })),
  }
}

export async function staffContentEditLoader(request: Request, context: PageContext, splat: string | undefined) {
  const { services } = requireStaff(context, CONTENT_ROLES)
  const slug = slugFromSplat(splat)
  const draft = await orNotFound(() => services.contentPages.draft(slug))
  const versions = await services.contentPages.versions(slug)
  const done = new URL(request.url).searchParams
  const form: DraftForm = { title: draft.page.title, description: draft.page.description, blocks: draft.page.blocks }
  return {
    slug,
    form,
    state: draft.state,
    version: draft.version,
    savedAt: draft.savedAt?.toISOString() ?? null,
    savedBy: draft.savedBy,
    versions: versions.map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString() })),
    done: done.has('saved')
      ? 'Draft saved.'
      : done.has('published')
        ? `Published as version ${done.get('published')}.`
        : done.has('rolledback')
          ? `Rolled back: version ${done.get('rolledback')} is live.`
          : null,
  }
}

/** Each field's first message, by the field's name in the form ('blocks.2.html'). */
function fieldErrors(error: AppError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of error.errors) if (e.field && !(e.field in out)) out[e.field] = e.message
  return out
}

export async function staffContentEditAction(request: Request, context: PageContext, splat: string | undefined) {
  const { services, staffId } = requireStaff(context, CONTENT_ROLES)
  const slug = slugFromSplat(splat)
  const fields = [...(await request.formData()).entries()]
  const intent = String(fields.find(([k]) => k === 'intent')?.[1] ?? '')
  const here = `/staff/content/edit/${slug}`
  // When the draft the form holds was saved ('' never): a save over someone else's later save is refused once.
  const basedOnField = fields.find(([k]) => k === 'based_on')?.[1]
  const basedOn = typeof basedOnField === 'string' ? basedOnField : undefined
  try {
    if (intent === 'publish') {
      const { version } = await services.contentPages.publish(staffId, slug)
      return redirect(`${here}?published=${version}`, 303)
    }
    if (intent === 'rollback') {
      const to = Number(fields.find(([k]) => k === 'version')?.[1])
      const { version } = await services.contentPages.rollback(staffId, slug, Number.isInteger(to) ? to : -1)
      return redirect(`${here}?rolledback=${version}`, 303)
    }
    const draft = draftFromForm(fields)
    if (intent === 'save') {
      await services.contentPages.saveDraft(staffId, slug, draft, { basedOn })
      return redirect(`${here}?saved=1`, 303)
    }
    // A move (add, remove, up, down) changes the form, not the store: the page shows the unsaved draft, still based on
    // the draft the editor opened.
    const addType = String(fields.find(([k]) => k === 'add_type')?.[1] ?? '')
    const moved = applyMove(draft, intent === 'add' ? `add:${addType}` : intent)
    return { ok: true as const, unsaved: moved, basedOn }
  } catch (error) {
    if (AppError.is(error) && error.status < 500) {
      const draft = intent === 'publish' || intent === 'rollback' ? undefined : draftFromForm(fields)
      // Saved by someone else meanwhile: a second save replaces theirs knowingly.
      const savedAt = error.details?.saved_at
      const next = typeof savedAt === 'string' ? savedAt : basedOn
      return refusal(error, { intent, errors: fieldErrors(error), unsaved: draft, basedOn: next })
    }
    throw error
  }
}

export async function staffContentPreviewLoader(context: PageContext, splat: string | undefined) {
  const { services } = requireStaff(context, CONTENT_ROLES)
  const slug = slugFromSplat(splat)
  const draft = await orNotFound(() => services.contentPages.draft(slug))
  return { page: draft.page, state: draft.state, path: `/${slug}` }
}
