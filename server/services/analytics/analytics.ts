import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { campaigns, callStatuses } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { aggregateCalls, countBookings, type AggregateRow } from './aggregates';
import { localDay, resolvePeriod, type AnalyticsPeriod } from './period';
import { callAnalyticsQuery, type AnalyticsBucketDto, type AnalyticsGroup, type CallAnalyticsDto, type CallAnalyticsInput } from './schema';

type Sums = Omit<AggregateRow, 'key' | 'name'> & { bookings: number };
const zero = (): Sums => ({
  calls: 0, completed: 0, failed: 0, no_answer: 0, busy: 0, voicemail: 0, duration_seconds: 0, cost_cents: 0, successes: 0, analyzed: 0, compliance_flagged: 0, bookings: 0,
});
const sumKeys = Object.keys(zero()) as (keyof Sums)[];

function add(into: Sums, row: Partial<Sums>) {
  for (const k of sumKeys) into[k] += Number(row[k] ?? 0);
}

function toCounts(s: Sums) {
  return {
    calls: s.calls,
    completed: s.completed,
    failed: s.failed,
    no_answer: s.no_answer,
    busy: s.busy,
    voicemail: s.voicemail,
    minutes: Math.round(s.duration_seconds / 6) / 10,
    cost_cents: s.cost_cents,
    bookings: s.bookings,
    successes: s.successes,
    analyzed: s.analyzed,
    success_rate: s.analyzed ? Math.round((s.successes / s.analyzed) * 10_000) / 10_000 : null,
    compliance_flagged: s.compliance_flagged,
  };
}

/** A row's bucket key: the local day of a slot by day, the id or status otherwise. */
const bucketKey = (group: AnalyticsGroup, key: AggregateRow['key'], zone: string): string | number | null => {
  if (key === null) return null;
  if (group === 'day') return localDay(new Date(Number(key) * 1000), zone);
  if (group === 'status') return String(key);
  return Number(key);
};

async function campaignNames(db: DbOrTx, actor: Actor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.accountId, actor.accountId), inArray(campaigns.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Order of the buckets: every day in order; statuses in their life order; agents and campaigns busiest first. */
function ordered(group: AnalyticsGroup, period: AnalyticsPeriod, buckets: Map<string | number | null, { label: string; sums: Sums }>) {
  if (group === 'day') {
    return period.days.map((d) => ({ key: d, label: d, sums: buckets.get(d)?.sums ?? zero() }));
  }
  const list = [...buckets.entries()].map(([key, b]) => ({ key, ...b }));
  if (group === 'status') return list.sort((a, b) => callStatuses.indexOf(a.key as never) - callStatuses.indexOf(b.key as never));
  return list.sort((a, b) => b.sums.calls - a.sums.calls || String(a.key).localeCompare(String(b.key)));
}

/**
 * GET /api/v1/analytics/calls: counts, minutes, cost, bookings and success of the calls created in the period,
 * per day (in the given zone), agent, status or campaign, with the visibility of the call list. Computed by SQL
 * aggregates (the hourly rollup, or the calls themselves where the rollup cannot answer exactly).
 */
export async function callAnalytics(db: DbOrTx, actor: Actor, input: CallAnalyticsInput = {}, now = new Date()): Promise<CallAnalyticsDto> {
  const q = parseOrThrow(callAnalyticsQuery, input);
  const period = resolvePeriod(q, now);
  const group = q.group_by;
  const [rows, bookings] = await Promise.all([aggregateCalls(db, actor, period, group), countBookings(db, actor, period, group)]);

  const buckets = new Map<string | number | null, { label: string; sums: Sums }>();
  const bucket = (key: string | number | null, label: string) => {
    let b = buckets.get(key);
    if (!b) buckets.set(key, (b = { label, sums: zero() }));
    return b;
  };
  for (const r of rows) {
    const key = bucketKey(group, r.key, period.timezone);
    add(bucket(key, r.name ?? String(key ?? '')).sums, r);
  }
  for (const r of bookings) {
    const key = bucketKey(group, r.key, period.timezone);
    bucket(key, String(key ?? '')).sums.bookings += Number(r.bookings);
  }
  if (group === 'campaign') {
    const names = await campaignNames(db, actor, [...buckets.keys()].filter((k): k is number => typeof k === 'number'));
    for (const [key, b] of buckets) b.label = key === null ? 'No campaign' : names.get(key as number) ?? `Campaign ${key}`;
  }

  const totals = zero();
  const list: AnalyticsBucketDto[] = ordered(group, period, buckets).map((b) => {
    add(totals, b.sums);
    return { key: b.key, label: b.label, ...toCounts(b.sums) };
  });
  return { from: period.from, to: period.to, timezone: period.timezone, group_by: group, buckets: list, totals: toCounts(totals) };
}
