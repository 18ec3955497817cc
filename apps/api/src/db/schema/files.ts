import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { isOneOf, timestampTz } from './columns.ts';

export const FILE_PURPOSES = ['avatar', 'campaign-image', 'message-attachment'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export const FILE_KINDS = ['image', 'video'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

/** An uploaded (or generated) file, checked by content. The bytes live in file storage under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    visibility: text('visibility').$type<FileVisibility>().notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull().unique(),
    /** A smaller re-encoded copy for lists and cards; images only. */
    thumbnailKey: text('thumbnail_key'),
    originalName: text('original_name'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('files_owner_account_id_idx').on(table.ownerAccountId),
    check('files_purpose_check', isOneOf(table.purpose, FILE_PURPOSES)),
    check('files_kind_check', isOneOf(table.kind, FILE_KINDS)),
    check('files_visibility_check', isOneOf(table.visibility, FILE_VISIBILITIES)),
  ],
);
