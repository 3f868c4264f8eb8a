import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { campaigns, callStatuses } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { aggregateCalls, countBookings, countVersionOutcomes, type AggregateRow } from './aggregates';
import { localDay, resolvePeriod, type AnalyticsPeriod } from './period';
import { callAnalyticsQuery, type AnalyticsBucketDto, type AnalyticsGroup, type CallAnalyticsDto, type CallAnalyticsInput } from './schema';

type Sums = Omit<AggregateRow, 'key' | 'name'> & { bookings: number; simulated_bookings: number; opt_outs: number; transfers: number };
const zero = (): Sums => ({
  calls: 0, completed: 0, failed: 0, no_answer: 0, busy: 0, voicemail: 0, duration_seconds: 0, cost_cents: 0, successes: 0, analyzed: 0, compliance_flagged: 0, bookings: 0, simulated_bookings: 0,
  opt_outs: 0, transfers: 0,
});
const sumKeys = Object.keys(zero()) as (keyof Sums)[];

function add(into: Sums, row: Partial<Sums>) {
  for (const k of sumKeys) into[k] += Number(row[k] ?? 0);
}

const rate = (n: number, of: number) => (of ? Math.round((n / of) * 10_000) / 10_000 : null);

/** By version, the outcomes that say whether a change of the agent helped, per completed call (someone was spoken to). */
const versionOutcomesOf = (s: Sums) => ({
  opt_outs: s.opt_outs,
  transfers: s.transfers,
  booking_rate: rate(s.bookings, s.completed),
  opt_out_rate: rate(s.opt_outs, s.completed),
  transfer_rate: rate(s.transfers, s.completed),
});

function toCounts(s: Sums, group: AnalyticsGroup) {
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
    simulated_bookings: s.simulated_bookings,
    successes: s.successes,
    analyzed: s.analyzed,
    success_rate: rate(s.successes, s.analyzed),
    compliance_flagged: s.compliance_flagged,
    ...(group === 'agent_version' ? versionOutcomesOf(s) : {}),
  };
}

/** An agent_version key, `<agent id>:<version>` (`none`: placed before versions were kept), as its parts. */
function versionOf(key: string): { agent_id: number; agent_version: number | null } {
  const [agent, version] = key.split(':');
  return { agent_id: Number(agent), agent_version: version === 'none' ? null : Number(version) };
}

/** A row's bucket key: the local day of a slot by day, the id or status otherwise. */
const bucketKey = (group: AnalyticsGroup, key: AggregateRow['key'], zone: string): string | number | null => {
  if (key === null) return null;
  if (group === 'day') return localDay(new Date(Number(key) * 1000), zone);
  if (group === 'status' || group === 'agent_version') return String(key);
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
  if (group === 'agent_version') {
    // Each agent's versions side by side, newest first, the way they are compared.
    const parts = (k: unknown) => versionOf(String(k));
    return list.sort((a, b) => parts(a.key).agent_id - parts(b.key).agent_id || (parts(b.key).agent_version ?? 0) - (parts(a.key).agent_version ?? 0));
  }
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
  const [rows, bookings, outcomes] = await Promise.all([
    aggregateCalls(db, actor, period, group), countBookings(db, actor, period, group),
    group === 'agent_version' ? countVersionOutcomes(db, actor, period) : [],
  ]);

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
    const sums = bucket(key, String(key ?? '')).sums;
    sums.bookings += Number(r.bookings);
    sums.simulated_bookings += Number(r.simulated_bookings);
  }
  for (const r of outcomes) {
    const sums = bucket(r.key, r.key).sums;
    sums.opt_outs += Number(r.opt_outs);
    sums.transfers += Number(r.transfers);
  }
  if (group === 'agent_version') {
    const names = new Map(rows.map((r) => [String(r.key), r.name]));
    for (const [key, b] of buckets) {
      const v = versionOf(String(key));
      b.label = `${names.get(String(key)) ?? `Agent ${v.agent_id}`} ${v.agent_version === null ? '(before versions)' : `v${v.agent_version}`}`;
    }
  }
  if (group === 'campaign') {
    const names = await campaignNames(db, actor, [...buckets.keys()].filter((k): k is number => typeof k === 'number'));
    for (const [key, b] of buckets) b.label = key === null ? 'No campaign' : names.get(key as number) ?? `Campaign ${key}`;
  }

  const totals = zero();
  const list: AnalyticsBucketDto[] = ordered(group, period, buckets).map((b) => {
    add(totals, b.sums);
    return { key: b.key, label: b.label, ...(group === 'agent_version' ? versionOf(String(b.key)) : {}), ...toCounts(b.sums, group) };
  });
  return { from: period.from, to: period.to, timezone: period.timezone, group_by: group, buckets: list, totals: toCounts(totals, group) };
}
