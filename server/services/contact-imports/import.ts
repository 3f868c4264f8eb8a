import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contactImportErrors, contactImports } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError, findUnstorable } from '../../errors';
import { csvLine } from '../../lib/csv';
import { toIso } from '../../lib/time';
import { enqueueJob } from '../../outbox/jobs';
import { contactVariableNames } from '../context-variables/contact-variable-names';
import { storeImportFile } from './file-store';
import { checkLines, toUtf8 } from './file-text';
import { readHeaderRow } from './header';
import { guessMapping, mappingProblems } from './mapping';
import { assertImportAllowed, lockImportStarts } from './quota';
import { contactImportKind } from './run-import';
import { LISTED_IMPORT_ERRORS, type ContactImportDto, type ImportStarted, type StartImportInput } from './schema';

type ImportRow = typeof contactImports.$inferSelect;

const invalidMapping = (problems: string[]) =>
  new AppError('invalid_mapping', `The mapping cannot be used: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}.`, {
    details: problems.map((message) => ({ path: 'mapping', message })),
  });

/**
 * POST /api/v1/contacts/imports and the dashboard's upload: checks the account's import quota, then the file
 * (charset, line lengths, the header row) and the mapping, and stores the file in pieces and queues the job that
 * imports it, in one transaction that counts the quota again under the account's import lock. Rows are checked
 * by the job (a bad row is a row error there). The work proportional to the file's size yields between blocks.
 */
export async function startContactImport(db: DbOrTx, actor: Actor, input: StartImportInput): Promise<ImportStarted> {
  // Before the body is read: an account at its limit costs no 50 MiB upload.
  await assertImportAllowed(db, actor.accountId);
  const bytes = await toUtf8(await input.file.read(), input.file.charset);
  const { headers, delimiter } = readHeaderRow(bytes);
  await checkLines(bytes);

  const variableNames = await contactVariableNames(db, actor.accountId);
  const mapping = readMapping(input.mapping) ?? guessMapping(headers, variableNames);
  const problems = mappingProblems(mapping, headers, variableNames);
  if (problems.length) throw invalidMapping(problems);

  return db.transaction(async (tx) => {
    await lockImportStarts(tx, actor.accountId);
    await assertImportAllowed(tx, actor.accountId);
    const [row] = await tx
      .insert(contactImports)
      .values({
        accountId: actor.accountId,
        userId: actor.userId,
        mapping,
        matchOn: input.match_on ?? 'phone',
        delimiter,
        fileName: input.file_name ?? null,
      })
      .returning({ id: contactImports.id, status: contactImports.status });
    await storeImportFile(tx, row.id, bytes);
    await enqueueJob(tx, contactImportKind, { import_id: row.id });
    return { id: row.id, status: row.status, mapping };
  });
}

function readMapping(raw: StartImportInput['mapping']): Record<string, string> | null {
  if (raw === undefined || raw === null || raw === '') return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalidMapping(['it is not valid JSON']);
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalidMapping(['it must be a JSON object of column → field']);
  const entries = Object.entries(value);
  if (entries.some(([, v]) => typeof v !== 'string')) throw invalidMapping(['every value must be a field name (a string)']);
  const unstorable = findUnstorable(value);
  if (unstorable) throw invalidMapping([`${unstorable.path}: ${unstorable.message}`]);
  // An empty target leaves the column out, as the wizard's "Skip" does.
  return Object.fromEntries(entries.filter(([, v]) => v !== '')) as Record<string, string>;
}

async function getImportOrThrow(db: DbOrTx, actor: Actor, id: number): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(contactImports)
    .where(and(eq(contactImports.id, id), eq(contactImports.accountId, actor.accountId)));
  if (!row) throw new AppError('not_found', `Import ${id} not found.`);
  return row;
}

/** GET /api/v1/contacts/imports/{id}: progress, counts and the first rejected rows. */
export async function getContactImport(db: DbOrTx, actor: Actor, id: number): Promise<ContactImportDto> {
  const row = await getImportOrThrow(db, actor, id);
  const errors = await db
    .select({ row: contactImportErrors.row, message: contactImportErrors.message })
    .from(contactImportErrors)
    .where(eq(contactImportErrors.importId, row.id))
    .orderBy(asc(contactImportErrors.row))
    .limit(LISTED_IMPORT_ERRORS);
  return {
    id: row.id,
    status: row.status,
    file_name: row.fileName,
    total_rows: row.totalRows,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    failed: row.failed,
    errors,
    failure: row.failure,
    created_at: toIso(row.createdAt),
    finished_at: row.finishedAt ? toIso(row.finishedAt) : null,
  };
}

/** GET /api/v1/contacts/imports/{id}/errors.csv: every rejected row, streamed a page at a time. */
export async function importErrorsCsv(db: DbOrTx, actor: Actor, id: number): Promise<ReadableStream<Uint8Array>> {
  const row = await getImportOrThrow(db, actor, id);
  const encoder = new TextEncoder();
  let after = 0;
  return new ReadableStream<Uint8Array>({
    start: (c) => c.enqueue(encoder.encode(csvLine(['row', 'message']))),
    async pull(c) {
      const page = await db
        .select()
        .from(contactImportErrors)
        .where(and(eq(contactImportErrors.importId, row.id), sql`${contactImportErrors.id} > ${after}`))
        .orderBy(asc(contactImportErrors.id))
        .limit(1000);
      if (page.length) c.enqueue(encoder.encode(page.map((e) => csvLine([e.row, e.message])).join('')));
      if (page.length < 1000) c.close();
      else after = page[page.length - 1].id;
    },
  }, { highWaterMark: 1 });
}
