import { bigserial, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

/** Bytes as uploaded: a file may hold NUL characters (row errors later), which no text column can store. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const contactImportStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export type ContactImportStatus = (typeof contactImportStatuses)[number];
export const contactMatchKeys = ['phone', 'email', 'none'] as const;
export type ContactMatchKey = (typeof contactMatchKeys)[number];

/**
 * A CSV import: how it maps the file and how far the background job got (the file itself is in
 * contact_import_chunks until the import ends). `processed` is the cursor: the job
 * commits each chunk of rows together with the new cursor, so a restarted job resumes after the last chunk
 * that committed and never writes a row twice.
 */
export const contactImports = pgTable('contact_imports', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
  /** The user whose key or session started the import; the job acts as them. */
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: contactImportStatuses }).notNull().default('queued'),
  /** CSV column header → contact field, `tags`, or `context.<variable>`. */
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
  matchOn: text('match_on', { enum: contactMatchKeys }).notNull().default('phone'),
  delimiter: text('delimiter').notNull().default(','),
  fileName: text('file_name'),
  totalRows: integer('total_rows').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  /** Why the whole import stopped (a file the parser cannot read past some row). */
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('contact_imports_account_idx').on(t.accountId, t.id)]);

/**
 * The file of an import under way, as UTF-8 bytes in pieces of at most 1 MiB, so neither the upload nor the
 * job holds more than a piece in a statement. The pieces are deleted when the import completes or fails.
 */
export const contactImportChunks = pgTable('contact_import_chunks', {
  importId: integer('import_id').notNull().references(() => contactImports.id, { onDelete: 'cascade' }),
  /** The piece's place in the file, from 0. */
  seq: integer('seq').notNull(),
  bytes: bytea('bytes').notNull(),
}, (t) => [primaryKey({ columns: [t.importId, t.seq] })]);

/** Every rejected row of an import (the API shows the first 100; the error report has them all). */
export const contactImportErrors = pgTable('contact_import_errors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  importId: integer('import_id').notNull().references(() => contactImports.id, { onDelete: 'cascade' }),
  /** 1-based data row (the header is row 0). */
  row: integer('row').notNull(),
  message: text('message').notNull(),
}, (t) => [index('contact_import_errors_import_idx').on(t.importId, t.row)]);
