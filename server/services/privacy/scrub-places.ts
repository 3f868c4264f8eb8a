import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/types';
import { scrubJson, scrubJsonText, scrubText } from './scrub';

/**
 * Where a person's words can linger after their own rows are cleared: the events and deliveries that carried their
 * fields, stored answers, tool calls, booked events' titles, other calls that named them. Each place is a table of
 * constant names (never input), its key, its text and JSON columns, and how its rows are scoped to the account.
 */
interface Place {
  table: string;
  key: string;
  /** Plain text columns, and text columns that hold JSON (a delivery's signed body). */
  text?: string[];
  jsonText?: string[];
  json?: string[];
  /** The rows of the account: `account_id = $1` unless the table reaches its account through another. */
  scope?: (accountId: number) => SQL;
  /** A column naming the contact, or a JSON path to one, for rows that are the person's without naming them. */
  contactRef?: (contactId: number) => SQL;
}

const accountScope = (accountId: number) => sql`account_id = ${accountId}`;

export const scrubPlaces: Place[] = [
  { table: 'calls', key: 'id', text: ['instructions', 'first_message', 'summary', 'contact_name', 'contact_email', 'failure_reason', 'transferred_to_name'], json: ['variables', 'transcript', 'analysis', 'voicemail'] },
  { table: 'messages', key: 'id', text: ['subject', 'body', 'html', 'ics', 'error', 'to_address', 'from_address'] },
  { table: 'calendar_events', key: 'id', text: ['title', 'description', 'location', 'customer_name', 'customer_email', 'customer_phone', 'customer_notes'] },
  { table: 'outbox_events', key: 'id', json: ['payload'], contactRef: (id) => sql`(payload ->> 'contact_id') = ${String(id)}` },
  { table: 'webhook_deliveries', key: 'id', jsonText: ['body'], text: ['last_error'] },
  {
    table: 'webhook_delivery_attempts', key: 'id', text: ['response_body', 'error'],
    scope: (accountId) => sql`delivery_id in (select id from webhook_deliveries where account_id = ${accountId})`,
  },
  { table: 'idempotency_keys', key: 'claim_id', jsonText: ['response_body'] },
  { table: 'tool_invocations', key: 'id', json: ['arguments', 'result'] },
  { table: 'do_not_call_numbers', key: 'id', text: ['reason'] },
  { table: 'do_not_call_changes', key: 'id', text: ['reason'] },
  { table: 'campaign_recipients', key: 'id', text: ['ended_reason', 'wait_reason'], scope: (accountId) => sql`campaign_id in (select id from campaigns where account_id = ${accountId})` },
  {
    table: 'contact_import_errors', key: 'id', text: ['message'],
    scope: (accountId) => sql`import_id in (select id from contact_imports where account_id = ${accountId})`,
  },
];

// An array literal of ILIKE patterns. A `%` or `_` inside a needle only widens the match: the pattern in JS decides.
const likeAny = (needles: string[]) => `{${needles.map((n) => `"%${n.replace(/[\\"]/g, (c) => `\\${c}`)}%"`).join(',')}}`;

/**
 * Blanks the person in every place: a row is the person's when a column holds one of the strong needles (full name,
 * email, a number) or names the contact; in such a row every needle, first and last names included, is blanked.
 * Answers how many rows of each table changed.
 */
export async function scrubEverywhere(
  tx: Tx, accountId: number, contactId: number, strong: string[], pattern: RegExp,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (!strong.length) return counts;
  const patterns = likeAny(strong);
  for (const p of scrubPlaces) {
    const cols = [...(p.text ?? []), ...(p.jsonText ?? []), ...(p.json ?? [])];
    const holds = sql.join(cols.map((c) => sql`${sql.identifier(c)}::text ilike any(${patterns}::text[])`), sql` or `);
    const ref = p.contactRef ? sql` or ${p.contactRef(contactId)}` : sql``;
    const rows = rowsOf<Record<string, unknown>>(await tx.execute(sql`
      select ${sql.identifier(p.key)} as key, ${sql.join(cols.map((c) => sql`${sql.identifier(c)}`), sql`, `)}
      from ${sql.identifier(p.table)}
      where ${(p.scope ?? accountScope)(accountId)} and (${holds}${ref})
      for update`));
    let changed = 0;
    for (const row of rows) {
      const sets: SQL[] = [];
      for (const c of p.text ?? []) {
        const v = row[c];
        if (typeof v === 'string' && scrubText(v, pattern) !== v) sets.push(sql`${sql.identifier(c)} = ${scrubText(v, pattern)}`);
      }
      for (const c of p.jsonText ?? []) {
        const v = row[c];
        if (typeof v === 'string' && scrubJsonText(v, pattern) !== v) sets.push(sql`${sql.identifier(c)} = ${scrubJsonText(v, pattern)}`);
      }
      for (const c of p.json ?? []) {
        const raw = row[c];
        if (raw === null || raw === undefined) continue;
        const v = typeof raw === 'string' ? JSON.parse(raw) : raw;
        const next = JSON.stringify(scrubJson(v, pattern));
        if (next !== JSON.stringify(v)) sets.push(sql`${sql.identifier(c)} = ${next}::jsonb`);
      }
      if (!sets.length) continue;
      await tx.execute(sql`update ${sql.identifier(p.table)} set ${sql.join(sets, sql`, `)} where ${sql.identifier(p.key)} = ${row.key}`);
      changed++;
    }
    if (changed) counts[p.table] = changed;
  }
  return counts;
}
