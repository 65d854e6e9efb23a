import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { consultations } from './schema.ts'

// The consultation room's tables (issue 24 §4): the chat kept with the consultation (its transcript, and the files sent
// in it, kept privately through the storage interface), and the call's signalling messages (offer, answer, ICE
// candidates, hang-up) relayed between the two browsers. The bus carries only their ids (events/envelope.ts: 'send
// ids, not records'); each instance's stream reads the row and sends it to its side. Calls are not recorded.

/** A chat message of the room, or a file sent in it (a PDF, JPEG or PNG), by the patient's side or the doctor. */
export const consultationMessages = pgTable(
  'consultation_messages',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    /** patient | doctor (core/consultations/room.ts RoomSide). */
    side: text('side').notNull(),
    /** The account that wrote it (the booker, or the doctor's staff account). */
    authorUserId: integer('author_user_id').notNull(),
    /** The text; empty for a file. */
    text: text('text').notNull().default(''),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    bytes: integer('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consultation_messages_consultation_idx').on(t.consultationId, t.id),
    check(
      'consultation_messages_body',
      sql`${t.side} in ('patient', 'doctor') and (${t.text} <> '' or ${t.storageKey} is not null)
        and (${t.storageKey} is null) = (${t.fileName} is null) and (${t.storageKey} is null) = (${t.contentType} is null)
        and (${t.storageKey} is null) = (${t.bytes} is null)`,
    ),
  ],
)

/** A WebRTC signalling message from one side to the other (contracts/consultation-room.ts RoomSignalSchema). */
export const consultationSignals = pgTable(
  'consultation_signals',
  {
    id: serial('id').primaryKey(),
    consultationId: integer('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    /** The side that sent it: only the other side's stream forwards it. */
    side: text('side').notNull(),
    /** The validated message as received. */
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consultation_signals_consultation_idx').on(t.consultationId, t.id),
    check('consultation_signals_side', sql`${t.side} in ('patient', 'doctor')`),
  ],
)
