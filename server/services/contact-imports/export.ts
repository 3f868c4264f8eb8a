import { and, desc, lt } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { contacts } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { csvLine } from '../../lib/csv';
import { phoneForSpreadsheet } from '../../lib/phone';
import { CONTEXT_PREFIX } from './mapping';
import { contactVariableNames } from '../context-variables/contact-variable-names';
import { toContactDtos } from '../contacts/dto';
import { contactListFilter } from '../contacts/read';
import { exportContactsQuery, type ContactDto, type ExportContactsQuery } from '../contacts/schema';

/**
 * The export's fixed columns, in order, then one `context.<name>` column per contact variable the account defines
 * (by name). The names are the import's field names, so an export can be imported back, variables typed again.
 * `custom_context` keeps the whole object as JSON, free keys included, as it always has.
 */
export const exportColumns = [
  'id', 'first_name', 'last_name', 'email', 'phone_number', 'other_phone_numbers', 'company', 'website', 'address',
  'city', 'state', 'zip_code', 'country', 'timezone', 'status', 'stage', 'team_id', 'tags', 'custom_context',
  'created_at', 'updated_at',
] as const;

const PAGE = 1000;

/** A variable's value as a cell the import reads back: text as it is, numbers and yes/no as words. */
const contextCell = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

function cellsOf(c: ContactDto, variables: readonly string[]): unknown[] {
  const primary = c.phone_numbers.find((p) => p.primary) ?? c.phone_numbers[0];
  const values: Record<(typeof exportColumns)[number], unknown> = {
    ...c,
    // Numbers as a spreadsheet shows them (+1 415 555 0123): they open as text, without an apostrophe.
    phone_number: primary ? phoneForSpreadsheet(primary.phone_number) : undefined,
    other_phone_numbers: c.phone_numbers.filter((p) => p !== primary).map((p) => phoneForSpreadsheet(p.phone_number)).join('; '),
    tags: c.tags.join(', '),
    custom_context: Object.keys(c.custom_context).length ? JSON.stringify(c.custom_context) : '',
  };
  const context = c.custom_context as Record<string, unknown>;
  return [...exportColumns.map((k) => values[k]), ...variables.map((v) => contextCell(Object.hasOwn(context, v) ? context[v] : undefined))];
}

/**
 * GET /api/v1/contacts/export.csv: every contact the list shows for the same filters, newest first, as a
 * stream. Pages are read by id (keyset, never OFFSET) only as the client reads, so memory stays flat
 * whatever the number of contacts. The query is checked before the stream starts, so a bad filter is a 400.
 */
export function exportContactsCsv(db: DbOrTx, actor: Actor, input: ExportContactsQuery): ReadableStream<Uint8Array> {
  const query = parseOrThrow(exportContactsQuery, input);
  const where = contactListFilter(actor, query);
  const encoder = new TextEncoder();
  let before: number | null = null;
  let done = false;
  let variables: string[] = [];
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      variables = await contactVariableNames(db, actor.accountId);
      controller.enqueue(encoder.encode(csvLine([...exportColumns, ...variables.map((v) => `${CONTEXT_PREFIX}${v}`)])));
    },
    async pull(controller) {
      if (done) return controller.close();
      const rows = await db
        .select()
        .from(contacts)
        .where(before === null ? where : and(where, lt(contacts.id, before)))
        .orderBy(desc(contacts.id))
        .limit(PAGE);
      if (rows.length) {
        const dtos = await toContactDtos(db, rows);
        controller.enqueue(encoder.encode(dtos.map((c) => csvLine(cellsOf(c, variables))).join('')));
        before = rows[rows.length - 1].id;
      }
      if (rows.length < PAGE) {
        done = true;
        controller.close();
      }
    },
  }, { highWaterMark: 1 });
}
