import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { resolveUsageRange, type UsageRange } from './range';
import { usageSums, type UsageRow } from './sums';
import { usageQuery, type UsageBucketDto, type UsageDto, type UsageGroup, type UsageInput } from './schema';

type Sums = Pick<UsageRow, 'calls' | 'billed_minutes' | 'billed_cents' | 'provider_cents'>;
const zero = (): Sums => ({ calls: 0, billed_minutes: 0, billed_cents: 0, provider_cents: 0 });
const add = (into: Sums, row: Sums) => {
  into.calls += row.calls;
  into.billed_minutes += row.billed_minutes;
  into.billed_cents += row.billed_cents;
  into.provider_cents += row.provider_cents;
};

const labels = { team: 'Team', agent: 'Agent', campaign: 'Campaign' } as const;

/** The day itself; a team's, agent's or campaign's name (its id when the name is gone); "No team", "No campaign". */
const nameOf = (group: UsageGroup, r: UsageRow): string => {
  if (group === 'day') return String(r.key);
  if (r.key === null) return `No ${group}`;
  return r.name ?? `${labels[group]} ${r.key}`;
};

/** Every local day of the range in order, empty ones included; other groups costliest first, the none group last. */
function ordered(group: UsageGroup, range: UsageRange, rows: UsageRow[]): UsageBucketDto[] {
  const bucket = (r: UsageRow): UsageBucketDto => ({
    key: r.key, name: nameOf(group, r), calls: r.calls, billed_minutes: r.billed_minutes, billed_cents: r.billed_cents, provider_cents: r.provider_cents,
  });
  if (group === 'day') {
    const byDay = new Map(rows.map((r) => [String(r.key), r]));
    const listed = range.days.map((d) => bucket(byDay.get(d) ?? { key: d, name: null, ...zero() }));
    // A day the database placed outside the list (its tz data and ours disagreeing) still counts.
    const extra = rows.filter((r) => !range.days.includes(String(r.key))).map(bucket);
    return [...listed, ...extra].sort((a, b) => String(a.key).localeCompare(String(b.key)));
  }
  return rows
    .map(bucket)
    .sort((a, b) => Number(a.key === null) - Number(b.key === null) || b.billed_cents - a.billed_cents || Number(a.key) - Number(b.key));
}

/**
 * GET /api/v1/usage: what the wallet charged for calls in [from, to), per local day, team, agent or campaign.
 * A call counts at its debit's time (when it ended and was settled), so the totals are the ledger's call debits
 * in the range to the cent, whatever the grouping.
 */
export async function callUsage(db: DbOrTx, actor: Actor, input: UsageInput = {}, now = new Date()): Promise<UsageDto> {
  const q = parseOrThrow(usageQuery, input);
  const range = resolveUsageRange(q, now);
  const buckets = ordered(q.group_by, range, await usageSums(db, actor, range, q.group_by));
  const totals = zero();
  for (const b of buckets) add(totals, b);
  return { from: range.start.toISOString(), to: range.end.toISOString(), timezone: range.timezone, group_by: q.group_by, buckets, totals };
}
