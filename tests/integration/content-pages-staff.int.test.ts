import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { action as editAction, loader as editLoader } from '../../app/routes/staff-content-edit.tsx'
import { loader as previewLoader } from '../../app/routes/staff-content-preview.tsx'
import { loader as listLoader } from '../../app/routes/staff-content.tsx'
import { loader as pageLoader } from '../../app/routes/content-page.tsx'
import { users } from '../../server/db/schema.ts'
import type { ActiveSession } from '../../server/modules/auth/sessions.ts'
import { visitorOwner } from '../../server/modules/cart/owner.ts'
import { createApiFixture, type ApiFixture } from './app-fixture.ts'
import { formPost, pageContext } from './shop.ts'

// Issue 27 §1 (decision 083): /staff/content's pages as a browser without JavaScript uses them: ROLE_ADMIN only,
// the draft's form saved with each field's error beside it, moves that change only the form, preview, publish and
// rollback.

let f: ApiFixture
let admin: ActiveSession
beforeAll(async () => {
  f = await createApiFixture()
  const [row] = await f.database.db.select().from(users).where(eq(users.phone, '9810000008'))
  admin = person(row!.id, ['ROLE_ADMIN'])
})
afterAll(() => f?.close())

function person(id: number, roles: string[]): ActiveSession {
  return {
    idHash: `content-staff-${id}`,
    user: { id, name: 'Admin', email: null, phone: null, roles, isDoctor: false, isMerchant: false },
    actingAs: null,
    expiresAt: new Date('2099-01-01'),
  }
}

const ctx = (session: ActiveSession | null) => pageContext(f, visitorOwner('0'.repeat(32)), session)

async function run<T>(work: () => Promise<T>): Promise<T | { status: number; location?: string | null }> {
  try {
    const out = await work()
    if (out instanceof Response) return { status: out.status, location: out.headers.get('location') }
    const init = (out as { init?: { status?: number }; data?: unknown } | null)?.init
    if (init?.status) return { status: init.status, ...(out as { data: object }).data }
    return out
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status }
    const init = (thrown as { init?: { status?: number } }).init
    if (init?.status) return { status: init.status }
    throw thrown
  }
}

type Args<F extends (...a: never[]) => unknown> = Parameters<F>[0]
const list = (session: ActiveSession | null) =>
  run(() =>
    listLoader({ request: new Request('http://l/staff/content'), params: {}, context: ctx(session) } as unknown as Args<
      typeof listLoader
    >),
  )
const edit = (slug: string, session: ActiveSession | null = admin) =>
  run(() =>
    editLoader({
      request: new Request(`http://l/staff/content/edit/${slug}`),
      params: { '*': slug },
      context: ctx(session),
    } as unknown as Args<typeof editLoader>),
  )
const post = (slug: string, fields: Record<string, string | number>) =>
  run(() =>
    editAction({
      request: formPost(`http://l/staff/content/edit/${slug}`, fields),
      params: { '*': slug },
      context: ctx(admin),
    } as unknown as Args<typeof editAction>),
  )
const live = (path: string) =>
  run(() =>
    pageLoader({ request: new Request(`http://l${path}`), params: {}, context: ctx(null) } as unknown as Args<typeof pageLoader>),
  )

describe('/staff/content', () => {
  test('ROLE_ADMIN only: customer care, a pharmacist and guests get 404', async () => {
    expect(await list(null)).toEqual({ status: 404 })
    expect(await list(person(2, ['ROLE_CCARE']))).toEqual({ status: 404 })
    expect(await list(person(3, ['ROLE_PHARMACIST']))).toEqual({ status: 404 })
    expect(await edit('trust', person(2, ['ROLE_CCARE']))).toEqual({ status: 404 })
    const ok = (await list(admin)) as { pages: { slug: string; state: string }[] }
    expect(ok.pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['partnerships', 'trust', 'trust/sawaaluthao']))
    expect(await edit('no/such/page')).toEqual({ status: 404 })
  })

  test('a bad draft is refused with each field’s message; a move changes only the form', async () => {
    const fields = {
      intent: 'save',
      title: '',
      description: 'Questions about medicines, answered by pharmacists.',
      'blocks.0.type': 'cta',
      'blocks.0.label': 'Ask',
      'blocks.0.href': 'javascript:alert(1)',
      'blocks.1.type': 'rich_text',
      'blocks.1.html': '<p>Ask us</p>',
    }
    const refused = (await post('trust/sawaaluthao', fields)) as {
      status: number
      errors: Record<string, string>
      unsaved: unknown
    }
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.errors)).toEqual(expect.arrayContaining(['title', 'blocks.0.href']))
    expect(refused.unsaved).toMatchObject({ description: fields.description })

    const moved = (await post('trust/sawaaluthao', { ...fields, intent: 'down:0' })) as {
      unsaved: { blocks: { type: string }[] }
    }
    expect(moved.unsaved.blocks.map((b) => b.type)).toEqual(['rich_text', 'cta'])
    const added = (await post('trust/sawaaluthao', { ...fields, intent: 'add', add_type: 'faq' })) as {
      unsaved: { blocks: { type: string }[] }
    }
    expect(added.unsaved.blocks.map((b) => b.type)).toEqual(['cta', 'rich_text', 'faq'])
    expect(((await edit('trust/sawaaluthao')) as { state: string }).state).toBe('sample')
  })

  test('save (sanitised), preview, publish, see it live, roll back', async () => {
    const slug = 'partnerships'
    const saved = await post(slug, {
      intent: 'save',
      title: 'Partner with MedWise',
      description: 'Work with MedWise: employers, insurers, pharma companies, hospitals and clinics.',
      'blocks.0.type': 'rich_text',
      'blocks.0.html': '<p>Edited by the content desk<script>alert(1)</script></p>',
      'blocks.1.type': 'faq',
      'blocks.1.items.0.question': 'How soon do you call?',
      'blocks.1.items.0.answer_html': '<p>Within two working days.</p><img src=x onerror=alert(1)>',
      'blocks.1.items.1.question': '',
      'blocks.1.items.1.answer_html': '',
    })
    expect(saved).toEqual({ status: 303, location: `/staff/content/edit/${slug}?saved=1` })
    const preview = (await run(() =>
      previewLoader({ request: new Request('http://l/'), params: { '*': slug }, context: ctx(admin) } as unknown as Args<
        typeof previewLoader
      >),
    )) as { page: { blocks: unknown[] } }
    expect(preview.page.blocks).toEqual([
      { type: 'rich_text', html: '<p>Edited by the content desk</p>' },
      { type: 'faq', items: [{ question: 'How soon do you call?', answer_html: '<p>Within two working days.</p>' }] },
    ])
    // Not live before it is published.
    expect(JSON.stringify(await live('/partnerships'))).not.toContain('Edited by the content desk')

    expect(await post(slug, { intent: 'publish' })).toEqual({ status: 303, location: `/staff/content/edit/${slug}?published=1` })
    expect(JSON.stringify(await live('/partnerships'))).toContain('Edited by the content desk')
    const page = (await edit(slug)) as { state: string; versions: { version: number }[]; done: string }
    expect(page).toMatchObject({ state: 'published', versions: [{ version: 1 }] })

    await post(slug, {
      intent: 'save',
      title: 'Partner with MedWise',
      description: 'Work with MedWise: employers, insurers, pharma companies, hospitals and clinics.',
      'blocks.0.type': 'rich_text',
      'blocks.0.html': '<p>Second edition</p>',
    })
    expect(await post(slug, { intent: 'publish' })).toMatchObject({ status: 303 })
    expect(JSON.stringify(await live('/partnerships'))).toContain('Second edition')
    expect(await post(slug, { intent: 'rollback', version: 1 })).toEqual({
      status: 303,
      location: `/staff/content/edit/${slug}?rolledback=3`,
    })
    expect(JSON.stringify(await live('/partnerships'))).toContain('Edited by the content desk')
    expect(await post(slug, { intent: 'rollback', version: 'x' })).toMatchObject({ status: 404 })
  })

  test('a form opened before someone else saved is refused once, keeping its changes; saving again replaces theirs', async () => {
    const slug = 'partnerships/products/employers'
    const opened = (await edit(slug)) as { savedAt: string | null }
    expect(opened.savedAt).toBeNull()
    const fields = {
      intent: 'save',
      based_on: '',
      title: 'MedWise for employers',
      description: 'Health benefits for your employees with MedWise.',
      'blocks.0.type': 'rich_text',
      'blocks.0.html': '<p>First tab</p>',
    }
    expect(await post(slug, fields)).toMatchObject({ status: 303 })
    const stale = (await post(slug, { ...fields, 'blocks.0.html': '<p>Second tab</p>' })) as {
      status: number
      code: string
      basedOn: string
      unsaved: { blocks: { html: string }[] }
    }
    expect(stale).toMatchObject({ status: 409, code: 'draft_changed', unsaved: { blocks: [{ html: '<p>Second tab</p>' }] } })
    expect(stale.basedOn).toBe(((await edit(slug)) as { savedAt: string }).savedAt)
    expect(await post(slug, { ...fields, based_on: stale.basedOn, 'blocks.0.html': '<p>Second tab</p>' })).toMatchObject({
      status: 303,
    })
    expect((await edit(slug)) as object).toMatchObject({ form: { blocks: [{ html: '<p>Second tab</p>' }] } })
  })
})
