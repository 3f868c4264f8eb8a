import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../auth/actor';
import { contactImportErrors, contactImports, contextVariables } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { findUnstorable } from '../../errors';
import { defineJob, enqueueJob, jobKind } from '../../outbox/jobs';
import { actorForUser } from '../accounts/service';
import { variableScope } from '../context-variables/definitions';
import { coerceValue } from '../context-variables/values';
import { upsertContactRows } from '../contacts/bulk-upsert';
import { DEFAULT_COUNTRY } from '../contacts/write';
import { writeConsents, type CheckedConsent } from '../consents/record';
import { consentOfRow } from './consent-of-row';
import { recordsOf, type FileRecord } from './csv-read';
import { deleteImportFile, importFilePieces } from './file-store';
import { IMPORT_CHUNK_BYTES, IMPORT_CHUNK_ROWS } from './limits';
import { rowFromRecord, typedVariableNames, type MappedColumn, type VariableTyping } from './mapping';
import { locate, problemOfRowError, rowMessage, type CellProblem, type RowSources } from './row-problem';

type ImportRow = typeof contactImports.$inferSelect;

export const contactImportKind = jobKind('contacts.import', z.object({ import_id: z.number().int() }));

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
  const records = () => recordsOf(importFilePieces(db, imp.id), imp.delimiter);

  if (imp.status === 'queued') {
    let total = 0;
    try {
      for await (const _ of records()) total++;
    } catch (err) {
      await finish(db, imp.id, 'failed', `The file cannot be read as CSV: ${(err as Error).message}`);
      return;
    }
    await db.update(contactImports).set({ status: 'running', totalRows: Math.max(total - 1, 0) }).where(eq(contactImports.id, imp.id));
  }

  let columns: MappedColumn[] = [];
  let headers: string[] = [];
  let variables: ReadonlyMap<string, VariableTyping> = new Map();
  let cursor = imp.processed;
  let seen = -1;
  let lastRow = 1;
  let chunk: FileRecord[] = [];
  let chunkBytes = 0;
  let chunks = 0;
  const flush = async () => {
    const moved = await writeChunk(db, actor, imp, cursor, chunk, { columns, headers, variables });
    if (!moved) return false;
    cursor += chunk.length;
    chunk = [];
    chunkBytes = 0;
    chunks++;
    return true;
  };
  try {
    for await (const record of records()) {
      seen++;
      lastRow = record.row;
      if (seen === 0) {
        headers = record.cells.map((h) => h.trim());
        const index = new Map(headers.map((h, i) => [h, i] as const).reverse());
        columns = Object.entries(imp.mapping).map(([column, target]) => ({ index: index.get(column) ?? -1, column, target }));
        variables = await variableTypings(db, actor.accountId, columns.map((c) => c.target));
        continue;
      }
      if (seen <= cursor) continue; // rows a previous run committed
      chunk.push(record);
      chunkBytes += record.cells.reduce((n, cell) => n + cell.length, 0);
      // A chunk is bounded in bytes as well as rows, so one transaction's checks stay short whatever the rows hold.
      if (chunk.length < chunkRows && chunkBytes < IMPORT_CHUNK_BYTES) continue;
      if (!(await flush())) return;
      if ((opts.maxChunks !== undefined && chunks >= opts.maxChunks) || Date.now() - started > (opts.budgetMs ?? 20_000)) {
        if (opts.maxChunks === undefined) await enqueueJob(db, contactImportKind, { import_id: imp.id });
        return;
      }
    }
  } catch (err) {
    // A file that breaks off part way (an unclosed quote): keep what was imported and say where it stopped.
    if (chunk.length && !(await flush())) return;
    await finish(db, imp.id, 'failed', `The file cannot be read past row ${lastRow} (as a spreadsheet numbers it): ${(err as Error).message}`);
    return;
  }
  if (chunk.length && !(await flush())) return;
  await finish(db, imp.id, 'completed', null);
}

/** Ends the import and deletes its file in one transaction: an ended import keeps its counts and errors only. */
async function finish(db: Database, id: number, status: 'completed' | 'failed', failure: string | null) {
  await db.transaction(async (tx) => {
    await tx.update(contactImports).set({ status, failure, finishedAt: new Date() }).where(eq(contactImports.id, id));
    await deleteImportFile(tx, id);
  });
}

/** Writes one chunk and moves the cursor; false when the cursor is no longer where this run left it. */
async function writeChunk(
  db: Database,
  actor: Actor,
  imp: ImportRow,
  cursor: number,
  records: FileRecord[],
  file: { columns: MappedColumn[]; headers: string[]; variables: ReadonlyMap<string, VariableTyping> },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ processed: contactImports.processed })
      .from(contactImports)
      .where(eq(contactImports.id, imp.id))
      .for('update');
    if (!current || current.processed !== cursor) return false;

    // Rows are numbered as a spreadsheet shows them (the header is row 1), in the error and in its message.
    const errors: { row: number; message: string }[] = [];
    const rows: Record<string, unknown>[] = [];
    const fileRowOf: number[] = [];
    const sourcesOf: RowSources[] = [];
    const consentOf = new Map<number, CheckedConsent>();
    const now = new Date();
    const reject = (row: number, problem: CellProblem) => errors.push({ row, message: rowMessage(row, problem) });
    for (const { cells, row: fileRow } of records) {
      // A row of empty cells (";;;;" at the end of a spreadsheet export) is no contact and no error.
      if (cells.every((cell) => cell.trim() === '')) continue;
      const unstorable = findUnstorable(cells);
      if (unstorable) {
        const column = file.headers[Number(unstorable.path.split('.')[0])];
        reject(fileRow, { column: column || undefined, reason: unstorable.message });
        continue;
      }
      const built = rowFromRecord(cells, file.columns, file.variables);
      if ('problem' in built) {
        reject(fileRow, built.problem);
        continue;
      }
      if (built.consent) {
        // A bad consent value fails its row whole: the contact is not written without the consent it came with.
        const consent = consentOfRow(built.consent, firstPhone(built.row), regionOf(built.row), now);
        if (!consent.ok) {
          reject(fileRow, locate(consent.field, consent.reason, built.sources));
          continue;
        }
        consentOf.set(rows.length, consent.consent);
      }
      rows.push(built.row);
      fileRowOf.push(fileRow);
      sourcesOf.push(built.sources);
    }
    const results = rows.length ? await upsertContactRows(tx, actor, rows, imp.matchOn) : [];
    let created = 0;
    let updated = 0;
    const consents: { index: number; consent: CheckedConsent }[] = [];
    for (const r of results) {
      if (r.status === 'created') created++;
      else if (r.status === 'updated') updated++;
      else reject(fileRowOf[r.index], problemOfRowError(r.error ?? { code: 'validation_error', message: 'cannot be imported' }, sourcesOf[r.index]));
      const consent = consentOf.get(r.index);
      if (consent && r.id !== undefined && r.status !== 'error') consents.push({ index: r.index, consent: { ...consent, contactId: r.id } });
    }
    const recorded = await writeConsents(tx, actor, consents.map((c) => c.consent), { source: 'import', userId: actor.userId });
    recorded.forEach((w, k) => {
      if ('error' in w) reject(fileRowOf[consents[k].index], { reason: `its consent cannot be recorded: ${w.error.message}` });
    });
    errors.sort((a, b) => a.row - b.row);
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

/** The number a row's consent covers: its first, which becomes the contact's primary. */
function firstPhone(row: Record<string, unknown>): string | undefined {
  const phones = row.phone_numbers as { phone_number: string }[] | undefined;
  return phones?.[0]?.phone_number;
}

/** The country a row's numbers are read in, as the contact's own numbers are. */
const regionOf = (row: Record<string, unknown>) => (typeof row.country === 'string' ? row.country.toUpperCase() : DEFAULT_COUNTRY);

/** The definitions of the mapped contact variables, as cell typers. */
async function variableTypings(db: DbOrTx, accountId: number, targets: string[]): Promise<Map<string, VariableTyping>> {
  const names = typedVariableNames(targets);
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
