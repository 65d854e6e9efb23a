import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openTestDatabase } from '../../../tests/setup/test-db.ts'
import type { Database } from '../../db/client.ts'
import { siteContent } from '../../db/schema.ts'
import { createAnnouncementService, parseAnnouncement, type AnnouncementService } from './announcement.ts'

let database: Database
let announcement: AnnouncementService
beforeAll(async () => {
  database = await openTestDatabase()
  announcement = createAnnouncementService(database.db)
})
afterAll(() => database?.close())

describe('content service: announcement', () => {
  test('none configured → null; a row in site_content → its data', async () => {
    expect(await announcement.get()).toBeNull()
    await database.db.insert(siteContent).values({
      key: 'announcement',
      value: {
        signature: 'monsoon-2026',
        title: 'Monsoon fever panel',
        text: 'Book from home',
        maxShowCount: 2,
        frequencyHours: 24,
      },
    })
    // A fresh service: the old one keeps its answer for a minute.
    expect(await createAnnouncementService(database.db).get()).toMatchObject({ signature: 'monsoon-2026', maxShowCount: 2 })
  })

  test.each([
    [null],
    [{ title: 'x', maxShowCount: 1, frequencyHours: 1 }],
    [{ signature: 's', title: 'x', maxShowCount: -1, frequencyHours: 1 }],
    [{ signature: 's', title: 'x', maxShowCount: 1 }],
  ])('ignores malformed content %j', (value) => {
    expect(parseAnnouncement(value)).toBeNull()
  })

  test('an external url is dropped', () => {
    const a = parseAnnouncement({ signature: 's', title: 't', maxShowCount: 1, frequencyHours: 0, url: 'https://evil.example' })
    expect(a).not.toHaveProperty('url')
  })
})
