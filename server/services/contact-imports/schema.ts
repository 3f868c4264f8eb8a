import { z } from 'zod';
import { contactImportStatuses } from '../../db/schema';
import { rowIdSchema } from '../../lib/ids';
import { matchOnSchema } from '../contacts/bulk-schema';

export { MAX_IMPORT_BYTES } from './limits';
/** Errors GET /api/v1/contacts/imports/{id} lists; the error report has every one. */
export const LISTED_IMPORT_ERRORS = 100;

export const importQuery = z.object({
  mapping: z
    .string()
    .max(20_000)
    .optional()
    .describe('JSON object: CSV column → contact field (first_name, full_name, phone_number, tags, …), context.<variable>, custom_context.<key> or industry_context.<key>. Also accepted as a `Mapping` header. Without it, columns are mapped from their header names.'),
  match_on: matchOnSchema,
  file_name: z.string().trim().max(200).optional().describe('Shown in the dashboard.'),
});
export type ImportQuery = z.output<typeof importQuery>;

/** The charsets an uploaded file may be in: UTF-8 (the default), or Windows-1252, which also reads Latin-1. */
export const importCharsets = ['utf-8', 'windows-1252'] as const;
export type ImportCharset = (typeof importCharsets)[number];

/** A file as a door hands it over: its declared charset, and its bytes, read only once the account may import. */
export interface ImportUpload {
  charset: ImportCharset;
  read(): Promise<Uint8Array>;
}

export interface StartImportInput {
  file: ImportUpload;
  mapping?: string | Record<string, string> | null;
  match_on?: 'phone' | 'email' | 'none';
  file_name?: string | null;
}

export const importStartedSchema = z.object({
  id: z.number().int(),
  status: z.enum(contactImportStatuses),
  mapping: z.record(z.string(), z.string()).describe('The mapping the import uses (the one sent, or the one guessed from the headers).'),
});
export type ImportStarted = z.infer<typeof importStartedSchema>;

export const importErrorSchema = z.object({
  row: z
    .number()
    .int()
    .describe('The row as a spreadsheet numbers it: the header row is row 1, so the first data row is row 2 (a blank line counts as a row; a quoted line break does not start one).'),
  message: z
    .string()
    .describe('What is wrong, in plain words naming the row, the file\'s column and the value refused: `Row 22: "+1 555" in the Phone column is not a valid phone number; …`.'),
});

export const contactImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(contactImportStatuses),
  file_name: z.string().nullable(),
  total_rows: z.number().int(),
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importErrorSchema).describe(`The first ${LISTED_IMPORT_ERRORS} rejected rows; errors.csv has them all.`),
  failure: z.string().nullable().describe('Why the import stopped early (a file the parser cannot read past some row); null otherwise.'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ContactImportDto = z.infer<typeof contactImportSchema>;

export const importIdParam = z.object({ id: rowIdSchema });
