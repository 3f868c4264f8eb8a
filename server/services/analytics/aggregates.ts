import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { agents, calendarEvents, callStatsHourly, calls, doNotCallChanges } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { agentVisibility } from '../agents/visibility';
import { callScope } from '../calls/read';
import type { AnalyticsPeriod } from './period';
import type { AnalyticsGroup } from './schema';

/** One group's sums as the database answers them; `key` is a time slot when grouping by day. */
export interface AggregateRow {
  key: string | number | null;
  name: string | null;
  calls: number;
  completed: number;
  failed: number;
  no_answer: number;
  busy: number;
  voicemail: number;
  duration_seconds: number;
  cost_cents: number;
  successes: number;
  analyzed: number;
  compliance_flagged: number;
}

/**
 * By day, groups are time slots in epoch seconds, which the service assigns to local days: hours of the rollup,
 * quarter hours of the calls (every zone's offset is a multiple of 15 minutes).
 */
const callSlot = sql`(floor(extract(epoch from ${calls.createdAt}) / 900) * 900)::float8`;

/** The group key over the calls themselves. */
function callKey(group: AnalyticsGroup): SQL {
  switch (group) {
    case 'day': return callSlot;
    case 'agent': return sql`${calls.agentId}`;
    case 'status': return sql`${calls.status}`;
    case 'campaign': return sql`coalesce(${calls.campaignId}, 0)`;
    case 'agent_version': return sql`${calls.agentId}::text || ':' || coalesce(${calls.agentVersion}::text, 'none')`;
  }
}

const callRange = (p: AnalyticsPeriod) => and(gte(calls.createdAt, p.start), lt(calls.createdAt, p.end));

/**
 * Sums per group over the hourly rollup, scoped as `callScope` scopes calls: the account's calls for owners
 * and admins; for members, the calls they placed and those of agents they can see.
 */
async function fromRollup(db: DbOrTx, actor: Actor, period: AnalyticsPeriod, group: RollupGroup): Promise<AggregateRow[]> {
  const s = callStatsHourly;
  const key = group === 'day' ? sql`extract(epoch from ${s.hour})::float8` : group === 'agent' ? sql`${s.agentId}` : sql`${s.campaignId}`;
  const name = group === 'agent' ? sql`min(${agents.name})` : sql`null`;
  const visible = isAccountAdmin(actor) ? undefined : sql`(${s.userId} = ${actor.userId} or ${agentVisibility(actor)})`;
  const rows = await db
    .select({
      key: sql<string | number>`${key}`.as('key'),
      name: sql<string | null>`${name}`,
      calls: sql<number>`sum(${s.calls})::int`,
      completed: sql<number>`sum(${s.completed})::int`,
      failed: sql<number>`sum(${s.failed})::int`,
      no_answer: sql<number>`sum(${s.noAnswer})::int`,
      busy: sql<number>`sum(${s.busy})::int`,
      voicemail: sql<number>`sum(${s.voicemail})::int`,
      duration_seconds: sql<number>`sum(${s.durationSeconds})::float8`,
      cost_cents: sql<number>`sum(${s.costCents})::float8`,
      successes: sql<number>`sum(${s.successes})::int`,
      analyzed: sql<number>`sum(${s.judged})::int`,
      compliance_flagged: sql<number>`sum(${s.flagged})::int`,
    })
    .from(s)
    .innerJoin(agents, eq(agents.id, s.agentId))
    .where(and(eq(s.accountId, actor.accountId), gte(s.hour, period.start), lt(s.hour, period.end), visible))
    .groupBy(key);
  return rows.map((r) => ({ ...r, key: group === 'campaign' && Number(r.key) === 0 ? null : r.key }));
}

/** The groups the rollup can answer: it keeps neither the status breakdown nor the agent's version. */
type RollupGroup = Exclude<AnalyticsGroup, 'status' | 'agent_version'>;
const isRollupGroup = (g: AnalyticsGroup): g is RollupGroup => g !== 'status' && g !== 'agent_version';

/** The same sums read from the calls (zones off the hour, and the status and version breakdowns the rollup does not keep). */
async function fromCalls(db: DbOrTx, actor: Actor, period: AnalyticsPeriod, group: AnalyticsGroup): Promise<AggregateRow[]> {
  const key = callKey(group);
  const success = sql`${calls.analysis}->>'success'`;
  const rows = await db
    .select({
      key: sql<string | number>`${key}`.as('key'),
      name: group === 'agent' || group === 'agent_version' ? sql<string | null>`min(${agents.name})` : sql<string | null>`null`,
      calls: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${calls.status} = 'completed')::int`,
      failed: sql<number>`count(*) filter (where ${calls.status} = 'failed')::int`,
      no_answer: sql<number>`count(*) filter (where ${calls.status} = 'no_answer')::int`,
      busy: sql<number>`count(*) filter (where ${calls.status} = 'busy')::int`,
      voicemail: sql<number>`count(*) filter (where ${calls.status} = 'voicemail')::int`,
      duration_seconds: sql<number>`coalesce(sum(${calls.durationSeconds}), 0)::float8`,
      cost_cents: sql<number>`coalesce(sum(${calls.costCents}), 0)::float8`,
      successes: sql<number>`count(*) filter (where ${success} = 'true')::int`,
      analyzed: sql<number>`count(*) filter (where ${success} in ('true', 'false'))::int`,
      compliance_flagged: sql<number>`count(*) filter (where ${calls.disclosureCheck} = 'missing')::int`,
    })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .where(and(callScope(actor), callRange(period)))
    .groupBy(key);
  return rows.map((r) => ({ ...r, key: group === 'campaign' && Number(r.key) === 0 ? null : r.key }));
}

/** Sums of the period's visible calls per group, from the rollup where it can answer exactly. */
export function aggregateCalls(db: DbOrTx, actor: Actor, period: AnalyticsPeriod, group: AnalyticsGroup): Promise<AggregateRow[]> {
  if (isRollupGroup(group) && period.hourAligned) return fromRollup(db, actor, period, group);
  return fromCalls(db, actor, period, group);
}

/**
 * Per version of an agent (group_by=agent_version): the period's visible calls during which the callee opted out (the
 * do-not-call change the call made) and those the agent handed to a person.
 */
export async function countVersionOutcomes(db: DbOrTx, actor: Actor, period: AnalyticsPeriod) {
  const optedOut = sql`exists (select 1 from ${doNotCallChanges} where ${doNotCallChanges.callId} = ${calls.callId}
    and ${doNotCallChanges.accountId} = ${calls.accountId} and ${doNotCallChanges.action} = 'added' and ${doNotCallChanges.source} = 'call')`;
  return db
    .select({
      key: sql<string>`${callKey('agent_version')}`.as('key'),
      opt_outs: sql<number>`(count(*) filter (where ${optedOut}))::int`,
      transfers: sql<number>`(count(*) filter (where ${calls.transferredAt} is not null))::int`,
    })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .where(and(callScope(actor), callRange(period)))
    .groupBy(callKey('agent_version'));
}

/** Calendar events booked during the period's visible calls (cancelled ones left out), real and simulated, per group. */
export async function countBookings(db: DbOrTx, actor: Actor, period: AnalyticsPeriod, group: AnalyticsGroup) {
  const key = callKey(group);
  const rows = await db
    .select({
      key: sql<string | number>`${key}`.as('key'),
      // A simulated call's booking (nobody asked for it) is counted apart, never as a booking.
      bookings: sql<number>`(count(*) filter (where not ${calendarEvents.simulated}))::int`,
      simulated_bookings: sql<number>`(count(*) filter (where ${calendarEvents.simulated}))::int`,
    })
    .from(calendarEvents)
    .innerJoin(calls, and(eq(calls.id, calendarEvents.callId), eq(calls.accountId, calendarEvents.accountId)))
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .where(and(callScope(actor), callRange(period), ne(calendarEvents.status, 'cancelled')))
    .groupBy(key);
  return rows.map((r) => ({ key: group === 'campaign' && Number(r.key) === 0 ? null : r.key, bookings: r.bookings, simulated_bookings: r.simulated_bookings }));
}
