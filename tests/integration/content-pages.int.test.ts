import { desc, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '../../server/db/client.ts'
import { auditLog, users } from '../../server/db/schema.ts'
import { AppError } from '../../server/lib/app-error.ts'
import { createLogger } from '../../server/lib/logger.ts'
import type { EventBus } from '../../server/modules/events/bus.ts'
import { createOutboxNotifier } from '../../server/modules/notify/notifier.ts'
import { createServices, type Services } from '../../server/services.ts'
import { openTestDatabase } from '../setup/test-db.ts'
import { testEventBus } from './app-fixture.ts'

// Issue 27 §1 (decision 083): content pages' drafts, numbered versions, rollback as a copy, audit, and a publish on one
// instance served by another within 2 s (two instances on one database, each with its own event bus, as behind the
// proxy). PGlite and PostgreSQL.

let database: Database
const buses: EventBus[] = []
let a: Services
let b: Services
let staffId: number
beforeAll(async () => {
  database = await openTestDatabase()
  const make = async () => {
    const events = await testEventBus(database)
    buses.push(events)
    return createServices(database.db, { APP_ENV: 'test' }, createLogger('silent'), {
      events,
      notifier: createOutboxNotifier(database.db, () => {}),
    })
  }
  a = await make()
  b = await make()
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.phone, '9810000008'))
  staffId = admin!.id
})
afterAll(async () => {
  for (const bus of buses) await bus.close()
  await database?.close()
})

const refusal = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    if (AppError.is(e)) return { status: e.status, code: e.code, fields: e.errors.map((x) => x.field) }
    throw e
  }
  throw new Error('not refused')
}

async function eventually(check: () => Promise<boolean>, what: string) {
  const started = Date.now()
  while (Date.now() - started < 2000) {
    if (await check()) return Date.now() - started
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`${what}: not within 2 s`)
}

const auditsOf = async (slug: string) =>
  (
    await database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, detail: auditLog.detail })
      .from(auditLog)
      .where(like(auditLog.action, 'content.%'))
      .orderBy(desc(auditLog.id))
  ).filter((r) => (r.detail as { subject: { slug: string } }).subject.slug === slug)

describe('content pages: the store', () => {
  test('a page nobody published serves its sample from code; an unknown address is none', async () => {
    const page = await a.contentPages.published('partnerships/products/pharma')
    expect(page).toMatchObject({ slug: 'partnerships/products/pharma', sample: true })
    expect(await a.contentPages.published('no/such-page')).toBeNull()
    expect((await a.contentPages.list()).find((p) => p.slug === 'partnerships/products/pharma')).toMatchObject({
      state: 'sample',
      version: null,
    })
  })

  test('a draft is saved sanitised and audited, and is not live until published', async () => {
    const slug = 'partnerships/products/pharma'
    const saved = await a.contentPages.saveDraft(staffId, slug, {
      title: 'MedWise for pharma',
      description: 'Patient support programmes run by our registered pharmacists.',
      blocks: [
        { type: 'heading', text: 'Programmes', level: 2 },
        {
          type: 'rich_text',
          html: '<p onclick="alert(1)">Adherence calls<script>alert(1)</script></p><a href="javascript:x">x</a>',
        },
        { type: 'faq', items: [{ question: 'Who calls?', answer_html: '<em>A pharmacist</em><iframe src="x"></iframe>' }] },
      ],
    })
    expect(saved.state).toBe('draft')
    expect(saved.savedBy).toBe('Admin')
    expect(saved.page.blocks[1]).toEqual({ type: 'rich_text', html: '<p>Adherence calls</p>x' })
    expect(saved.page.blocks[2]).toMatchObject({ items: [{ answer_html: '<em>A pharmacist</em>' }] })
    expect((await a.contentPages.published(slug))?.sample).toBe(true)
    expect((await auditsOf(slug))[0]).toMatchObject({ action: 'content.draft_save', actor: staffId })
  })

  test('a save over someone else’s later save is refused once, naming them; saving again replaces it', async () => {
    const slug = 'partnerships/products/pharma'
    const opened = await a.contentPages.draft(slug)
    const basedOn = opened.savedAt!.toISOString()
    const content = { title: opened.page.title, description: opened.page.description, blocks: opened.page.blocks }
    // Another tab saves first.
    const theirs = await a.contentPages.saveDraft(staffId, slug, { ...content, title: 'Saved in another tab' }, { basedOn })
    const stale = a.contentPages.saveDraft(staffId, slug, { ...content, title: 'Saved in this tab' }, { basedOn })
    expect(await refusal(stale)).toMatchObject({ status: 409, code: 'draft_changed' })
    await stale.catch((e: AppError) => {
      expect(e.message).toMatch(/^Admin saved this draft after you opened it\./)
      expect(e.details).toEqual({ saved_at: theirs.savedAt!.toISOString() })
    })
    expect((await a.contentPages.draft(slug)).page.title).toBe('Saved in another tab')
    await a.contentPages.saveDraft(
      staffId,
      slug,
      { ...content, title: 'Saved in this tab' },
      { basedOn: theirs.savedAt!.toISOString() },
    )
    expect((await a.contentPages.draft(slug)).page.title).toBe('Saved in this tab')
  })

  test('a draft that does not fit the blocks is refused field by field; an unknown page is 404', async () => {
    const r = await refusal(
      a.contentPages.saveDraft(staffId, 'trust', {
        title: '',
        description: 'x'.repeat(301),
        blocks: [{ type: 'cta', label: 'Go', href: 'javascript:alert(1)' }],
      }),
    )
    expect(r).toMatchObject({ status: 400, code: 'invalid_input' })
    expect(r.fields).toEqual(expect.arrayContaining(['title', 'description', 'blocks.0.href']))
    expect(
      await refusal(a.contentPages.saveDraft(staffId, 'nowhere', { title: 't', description: 'd', blocks: [] })),
    ).toMatchObject({
      status: 404,
    })
    expect(await refusal(a.contentPages.publish(staffId, 'nowhere'))).toMatchObject({ status: 404 })
  })

  test('publish numbers versions; rollback publishes a copy of an earlier one; history stays linear', async () => {
    const slug = 'partnerships/products/hospitals-and-clinics'
    const base = (await a.contentPages.draft(slug)).page
    const edit = (title: string) => ({ title, description: base.description, blocks: base.blocks })
    await a.contentPages.saveDraft(staffId, slug, edit('Hospitals, version one'))
    expect(await a.contentPages.publish(staffId, slug)).toEqual({ version: 1 })
    expect(await a.contentPages.published(slug)).toMatchObject({ title: 'Hospitals, version one', sample: false })
    await a.contentPages.saveDraft(staffId, slug, edit('Hospitals, version two'))
    expect((await a.contentPages.draft(slug)).state).toBe('changed')
    expect(await a.contentPages.publish(staffId, slug)).toEqual({ version: 2 })
    expect((await a.contentPages.published(slug))?.title).toBe('Hospitals, version two')

    expect(await a.contentPages.rollback(staffId, slug, 1)).toEqual({ version: 3 })
    expect((await a.contentPages.published(slug))?.title).toBe('Hospitals, version one')
    // The rollback is the draft as well: the editor continues from what is live.
    expect(await a.contentPages.draft(slug)).toMatchObject({ state: 'published', version: 3 })
    const versions = await a.contentPages.versions(slug)
    expect(versions.map((v) => [v.version, v.title, v.copiedFrom, v.publishedBy])).toEqual([
      [3, 'Hospitals, version one', 1, 'Admin'],
      [2, 'Hospitals, version two', null, 'Admin'],
      [1, 'Hospitals, version one', null, 'Admin'],
    ])
    expect(await refusal(a.contentPages.rollback(staffId, slug, 3))).toMatchObject({ status: 409, code: 'already_live' })
    expect(await refusal(a.contentPages.rollback(staffId, slug, 9))).toMatchObject({ status: 404 })
    expect((await auditsOf(slug)).map((r) => r.action).slice(0, 3)).toEqual([
      'content.rollback',
      'content.publish',
      'content.draft_save',
    ])
    expect((await auditsOf(slug))[0]?.detail).toMatchObject({
      subject: { slug, version: 3, copiedFrom: 1 },
      before: { version: 2 },
    })
  })

  test('publishing a page never saved publishes its sample as version 1', async () => {
    const slug = 'partnerships/products/employers'
    expect(await a.contentPages.publish(staffId, slug)).toEqual({ version: 1 })
    expect(await a.contentPages.published(slug)).toMatchObject({ title: 'MedWise for employers', sample: false })
  })

  test('two publishes at once get two numbers', async () => {
    const slug = 'partnerships/products/insurers'
    const both = await Promise.all([a.contentPages.publish(staffId, slug), b.contentPages.publish(staffId, slug)])
    expect(both.map((x) => x.version).sort()).toEqual([1, 2])
  })

  test('rich text stored unsanitised (by hand, or before a rule tightened) is sanitised on read', async () => {
    const slug = 'trust/sawaaluthao'
    await a.contentPages.publish(staffId, slug)
    const hostile = JSON.stringify('<p>ok</p><img src=x onerror=alert(1)>')
    await database.db.execute(
      sql`update content_page_versions set content = jsonb_set(content, '{blocks,0,html}', ${hostile}::jsonb) where slug = ${slug}`,
    )
    a.contentPages.invalidate()
    expect((await a.contentPages.published(slug))?.blocks[0]).toEqual({ type: 'rich_text', html: '<p>ok</p>' })
  })
})

describe('content pages: the shared cache across instances', () => {
  test('a publish on instance A is served by instance B within 2 s', async () => {
    const slug = 'trust'
    expect((await b.contentPages.published(slug))?.title).toBe((await a.contentPages.published(slug))?.title)
    const before = (await b.contentPages.published(slug))!.title
    const base = (await a.contentPages.draft(slug)).page
    await a.contentPages.saveDraft(staffId, slug, {
      title: 'Medicines you can trust, edited',
      description: base.description,
      blocks: base.blocks,
    })
    // A saved draft is not live on either.
    expect((await b.contentPages.published(slug))?.title).toBe(before)
    await a.contentPages.publish(staffId, slug)
    expect((await a.contentPages.published(slug))?.title).toBe('Medicines you can trust, edited')
    const took = await eventually(
      async () => (await b.contentPages.published(slug))?.title === 'Medicines you can trust, edited',
      'instance B serves the publish',
    )
    expect(took).toBeLessThan(2000)
    // And a rollback, the same way.
    const [previous] = (await a.contentPages.versions(slug)).slice(1)
    if (previous) {
      await a.contentPages.rollback(staffId, slug, previous.version)
      await eventually(
        async () => (await b.contentPages.published(slug))?.title === previous.title,
        'instance B serves the rollback',
      )
    }
  })
})
