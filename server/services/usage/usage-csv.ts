import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { csvLine } from '../../lib/csv';
import { callUsage } from './usage';
import type { UsageInput } from './schema';

export const usageCsvColumns = ['key', 'name', 'calls', 'billed_minutes', 'billed_cents', 'provider_cents'] as const;

/**
 * GET /api/v1/usage.csv: the JSON answer's buckets as rows (a header first, a `total` row last), streamed. The
 * query is answered before the stream starts, so a bad query is an error response rather than a broken file;
 * cells are formula-safe (csv.ts), since names are the account's own text.
 */
export async function callUsageCsv(db: DbOrTx, actor: Actor, input: UsageInput = {}, now = new Date()): Promise<ReadableStream<Uint8Array>> {
  const usage = await callUsage(db, actor, input, now);
  const lines = [
    csvLine(usageCsvColumns),
    ...usage.buckets.map((b) => csvLine(usageCsvColumns.map((c) => b[c]))),
    csvLine(['total', '', usage.totals.calls, usage.totals.billed_minutes, usage.totals.billed_cents, usage.totals.provider_cents]),
  ];
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      // A few hundred lines per chunk: a year by day is 367 lines, a large account's agents a few thousand.
      const chunk = lines.slice(i, i + 500).join('');
      i += 500;
      if (chunk) controller.enqueue(encoder.encode(chunk));
      if (i >= lines.length) controller.close();
    },
  });
}

/** The file name of a usage export, by its grouping: `usage-by-team.csv`. */
export const usageCsvFileName = (input: UsageInput) => `usage-by-${typeof input.group_by === 'string' && /^[a-z]{1,16}$/.test(input.group_by) ? input.group_by : 'day'}.csv`;
