import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite reads bytea as a Uint8Array, node-postgres as a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * An image for a submission (issue 17, docs/architecture.md#submissions), uploaded before the
 * submission is sent and kept re-encoded: the bytes the server wrote, never the ones it was sent.
 */
export const submissionImages = pgTable(
  'submission_images',
  {
    id: uuid('id').primaryKey(),
    uploaderId: text('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('submission_images_uploader_idx').on(table.uploaderId, table.createdAt)],
)
