import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { contactImportErrors, contactImports, contextVariables } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { AppError, findUnstorable } from '../../errors';
import { csvLine } from '../../lib/csv';
import { toIso } from '../../lib/time';
import { defineJob, enqueueJob, jobKind } from '../../outbox/jobs';
import { actorForUser } from '../accounts/service';
import { isDefaultVariable } from '../context-variables/defaults';
import { variableScope } from '../context-variables/definitions';
import { coerceValue } from '../context-variables/values';
import { upsertContactRows } from '../contacts/bulk-upsert';
import { detectDelimiter, readHeader, recordsOf } from './csv-read';
import { CONTEXT_PREFIX, guessMapping, mappingProblems, rowFromRecord, type VariableTyping } from './mapping';
import {
  IMPORT_CHUNK_ROWS, LISTED_IMPORT_ERRORS, MAX_IMPORT_BYTES,
  type ContactImportDto, type ImportStarted, type StartImportInput,
} from './schema';

type ImportRow = typeof contactImports.$inferSelect;

export const contactImportKind = jobKind('contacts.import', z.object({ import_id: z.number().int() }));

const invalidCsv = (why: string) => new AppError('invalid_csv', `The body is not a CSV file with a header row: ${why}.`);
const invalidMapping = (problems: string[]) =>
  new AppError('invalid_mapping', `The mapping cannot be used: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}.`, {
    details: problems.map((message) => ({ path: 'mapping', message })),
  });

/**
 * POST /api/v1/contacts/imports: checks the file's header row and the mapping, stores the file and queues
 * the job that imports it, in one transaction. Rows are checked by the job (a bad row is a row error there).
 */
export async function startContactImport(db: DbOrTx, actor: Actor, input: StartImportInput): Promise<ImportStarted> {
  const { csv } = input;
  if (Buffer.byteLength(csv, 'utf8') > MAX_IMPORT_BYTES) throw new AppError('payload_too_large', 'The file is larger than 50 MiB.');
  if (csv.replace(/^\uFEFF/, '').trim() === '') throw invalidCsv('the file is empty');
  const delimiter = detectDelimiter(csv.replace(/^\uFEFF/, ''));
  let headers: string[] | null;
  try {
    headers = readHeader(csv, delimiter);
  } catch {
    throw invalidCsv('its first line cannot be read as CSV');
  }
  if (!headers || headers.every((h) => h === '')) throw invalidCsv('the header row is empty');
  if (findUnstorable(headers)) throw invalidCsv('the header row holds characters that cannot be stored (NUL)');
  const duplicate = headers.find((h, i) => h !== '' && headers!.indexOf(h) !== i);
  if (duplicate) throw invalidCsv(`the column "${duplicate}" appears twice`);

  const variableNames = await contactVariableNames(db, actor.accountId);
  const mapping = readMapping(input.mapping) ?? guessMapping(headers, variableNames);
  const problems = mappingProblems(mapping, headers, variableNames);
  if (problems.length) throw invalidMapping(problems);

  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactImports)
      .values({
        accountId: actor.accountId,
        userId: actor.userId,
        mapping,
        matchOn: input.match_on ?? 'phone',
        csv: Buffer.from(csv, 'utf8'),
        delimiter,
        fileName: input.file_name ?? null,
      })
      .returning({ id: contactImports.id, status: contactImports.status });
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

/** Names of the contact variables the account has defined (its own; the defaults are contact fields). */
async function contactVariableNames(db: DbOrTx, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ name: contextVariables.name })
    .from(contextVariables)
    .where(and(variableScope(accountId), eq(contextVariables.contextType, 'contact')));
  return rows.map((r) => r.name).filter((n) => !isDefaultVariable('contact', n));
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

export interface ImportRunOptions {
  chunkRows?: number;
  /** Stop after this long and queue a continuation, well inside the job claim (a runner's claim lasts 60 s). */
  budgetMs?: number;
  /** Stop after this many chunks (tests use it to stop a run part way, as a crash would). */
  maxChunks?: number;
}

/**
 * The import job: reads the file from the stored cursor on, a chunk of rows per transaction, and moves the
 * cursor in the same transaction as the chunk's contacts and errors. A run that dies loses only its
 * uncommitted chunk; the next run (the job claimed again, or the continuation) starts after the last chunk
 * that committed. A run that finds the cursor moved by someone else stops.
 */
export async function runContactImport(db: Database, importId: number, opts: ImportRunOptions = {}): Promise<void> {
  const chunkRows = opts.chunkRows ?? IMPORT_CHUNK_ROWS;
  const started = Date.now();
  const [imp] = await db.select().from(contactImports).where(eq(contactImports.id, importId));
  if (!imp || imp.status === 'completed' || imp.status === 'failed') return;
  const actor = await actorForUser(db, imp.userId);
  const csv = Buffer.from(imp.csv).toString('utf8');

  if (imp.status === 'queued') {
    let total = 0;
    try {
      for await (const _ of recordsOf(csv, imp.delimiter)) total++;
    } catch (err) {
      await finish(db, imp.id, 'failed', `The file cannot be read as CSV: ${(err as Error).message}`);
      return;
    }
    await db.update(contactImports).set({ status: 'running', totalRows: Math.max(total - 1, 0) }).where(eq(contactImports.id, imp.id));
  }

  const header = readHeader(csv, imp.delimiter) ?? [];
  const columns = Object.entries(imp.mapping).map(([column, target]) => ({ index: header.indexOf(column), target }));
  const variables = await variableTypings(db, actor.accountId, columns.map((c) => c.target));

  let cursor = imp.processed;
  let seen = -1;
  let chunk: string[][] = [];
  let chunks = 0;
  const flush = async () => {
    const moved = await writeChunk(db, actor, imp, cursor, chunk, columns, variables);
    if (!moved) return false;
    cursor += chunk.length;
    chunk = [];
    chunks++;
    return true;
  };
  try {
    for await (const record of recordsOf(csv, imp.delimiter) as AsyncIterable<string[]>) {
      seen++;
      if (seen === 0 || seen <= cursor) continue; // the header, and rows a previous run committed
      chunk.push(record);
      if (chunk.length < chunkRows) continue;
      if (!(await flush())) return;
      if ((opts.maxChunks !== undefined && chunks >= opts.maxChunks) || Date.now() - started > (opts.budgetMs ?? 20_000)) {
        if (opts.maxChunks === undefined) await enqueueJob(db, contactImportKind, { import_id: imp.id });
        return;
      }
    }
  } catch (err) {
    // A file that breaks off part way (an unclosed quote): keep what was imported and say where it stopped.
    if (chunk.length && !(await flush())) return;
    await finish(db, imp.id, 'failed', `The file cannot be read past row ${cursor}: ${(err as Error).message}`);
    return;
  }
  if (chunk.length && !(await flush())) return;
  await finish(db, imp.id, 'completed', null);
}

async function finish(db: Database, id: number, status: 'completed' | 'failed', failure: string | null) {
  await db.update(contactImports).set({ status, failure, finishedAt: new Date() }).where(eq(contactImports.id, id));
}

/** Writes one chunk and moves the cursor; false when the cursor is no longer where this run left it. */
async function writeChunk(
  db: Database,
  actor: Actor,
  imp: ImportRow,
  cursor: number,
  records: string[][],
  columns: { index: number; target: string }[],
  variables: ReadonlyMap<string, VariableTyping>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ processed: contactImports.processed })
      .from(contactImports)
      .where(eq(contactImports.id, imp.id))
      .for('update');
    if (!current || current.processed !== cursor) return false;

    const errors: { row: number; message: string }[] = [];
    const rows: Record<string, unknown>[] = [];
    const fileRowOf: number[] = [];
    records.forEach((record, i) => {
      const fileRow = cursor + i + 1;
      // A row of empty cells (";;;;" at the end of a spreadsheet export) is no contact and no error.
      if (record.every((cell) => cell.trim() === '')) return;
      const unstorable = findUnstorable(record);
      if (unstorable) return errors.push({ row: fileRow, message: `a cell ${unstorable.message}` });
      const built = rowFromRecord(record, columns, variables);
      if ('error' in built) return errors.push({ row: fileRow, message: built.error });
      rows.push(built.row);
      fileRowOf.push(fileRow);
    });
    const results = rows.length ? await upsertContactRows(tx, actor, rows, imp.matchOn) : [];
    let created = 0;
    let updated = 0;
    for (const r of results) {
      if (r.status === 'created') created++;
      else if (r.status === 'updated') updated++;
      else errors.push({ row: fileRowOf[r.index], message: r.error?.message ?? 'rejected' });
    }
    if (errors.length) {
      await tx.insert(contactImportErrors).values(errors.map((e) => ({ importId: imp.id, row: e.row, message: e.message.slice(0, 1000) })));
    }
    await tx
      .update(contactImports)
      .set({
        processed: cursor + records.length,
        created: sql`${contactImports.created} + ${created}`,
        updated: sql`${contactImports.updated} + ${updated}`,
        failed: sql`${contactImports.failed} + ${errors.length}`,
      })
      .where(eq(contactImports.id, imp.id));
    return true;
  });
}

/** The definitions of the mapped contact variables, as cell typers. */
async function variableTypings(db: DbOrTx, accountId: number, targets: string[]): Promise<Map<string, VariableTyping>> {
  const names = targets.filter((t) => t.startsWith(CONTEXT_PREFIX)).map((t) => t.slice(CONTEXT_PREFIX.length));
  const out = new Map<string, VariableTyping>();
  if (!names.length) return out;
  const defs = await db
    .select()
    .from(contextVariables)
    .where(and(variableScope(accountId), eq(contextVariables.contextType, 'contact'), inArray(contextVariables.name, names)));
  for (const d of defs) out.set(d.name, { coerce: (value) => coerceValue(d.variableType, value, d.selectOptions) });
  return out;
}

export const contactImportJob = defineJob(contactImportKind, (db, payload) => runContactImport(db, payload.import_id));
