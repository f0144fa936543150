import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const uploadKind = pgEnum('upload_kind', ['image', 'video', 'audio']);

/** Every stored file: who owns it, where it is and what the server measured of it. */
export const uploads = pgTable(
  'uploads',
  {
    id,
    ownerId: belongsTo('owner_id', () => users.id),
    /** public/{timestamp_name} or events/{uid}/{timestamp_name} (docs/product.md, Uploads). */
    path: text('path').notNull(),
    kind: uploadKind('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name'),
    createdAt,
  },
  (t) => [uniqueIndex('uploads_path_key').on(t.path), index('uploads_owner_id_idx').on(t.ownerId)],
);
