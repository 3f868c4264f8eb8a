import { sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { agents, callUsageQuarterHourly, calls, campaigns, teams, walletLedger } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { DbOrTx } from '../../db/types';
import { agentVisibility } from '../agents/visibility';
import { slotInterior, type UsageRange } from './range';
import type { UsageGroup } from './schema';

/** One group's sums as the database answers them. */
export interface UsageRow {
  key: string | number | null;
  name: string | null;
  calls: number;
  billed_minutes: number;
  billed_cents: number;
  provider_cents: number;
}

interface Interval {
  start: Date;
  end: Date;
}

/** The debits of an interval of whole quarter hours, one row per slot, agent, campaign and user (`at` is the slot). */
function fromRollup(accountId: number, r: Interval): SQL {
  const u = callUsageQuarterHourly;
  return sql`select ${u.accountId} as account_id, ${u.slot} as at, ${u.agentId} as agent_id, ${u.campaignId} as campaign_id,
      ${u.userId} as user_id, ${u.calls} as calls, ${u.billedMinutes} as minutes, ${u.billedCents} as cents, ${u.providerCents} as provider
    from ${u}
    where ${u.accountId} = ${accountId} and ${u.slot} >= ${r.start.toISOString()}::timestamptz and ${u.slot} < ${r.end.toISOString()}::timestamptz`;
}

/** The same rows read from the ledger itself, one per debit at its own time (any cut, any zone). */
function fromLedger(accountId: number, r: Interval): SQL {
  const l = walletLedger;
  return sql`select ${l.accountId} as account_id, ${l.createdAt} as at, ${calls.agentId} as agent_id, coalesce(${calls.campaignId}, 0) as campaign_id,
      coalesce(${calls.createdByUserId}, 0) as user_id, 1 as calls,
      case when ${calls.durationSeconds} > 0 then (${calls.durationSeconds} + 59) / 60 else 0 end as minutes,
      0 - ${l.amountCents} as cents, coalesce(${calls.providerCostCents}, 0) as provider
    from ${l} join ${calls} on ${calls.id} = ${l.callId}
    where ${l.accountId} = ${accountId} and ${l.kind} = 'call_debit'
      and ${l.createdAt} >= ${r.start.toISOString()}::timestamptz and ${l.createdAt} < ${r.end.toISOString()}::timestamptz`;
}

/**
 * The group's key and name over the rows `s` joined to the agent (and its team or the campaign). A team is the
 * agent's team as it is now, and only a team of the account itself: a partner's shared agent counts as no team.
 */
function keyOf(group: UsageGroup, zone: string): { key: SQL; name: SQL; joins: SQL } {
  switch (group) {
    case 'day':
      return { key: sql`to_char(s.at at time zone ${zone}, 'YYYY-MM-DD')`, name: sql`null`, joins: sql`` };
    case 'agent':
      return { key: sql`s.agent_id`, name: sql`min(${agents.name})`, joins: sql`` };
    case 'team':
      return {
        key: sql`case when ${agents.accountId} = s.account_id then ${agents.teamId} end`,
        name: sql`min(${teams.name})`,
        joins: sql`left join ${teams} on ${teams.id} = ${agents.teamId} and ${teams.accountId} = s.account_id`,
      };
    case 'campaign':
      return {
        key: sql`nullif(s.campaign_id, 0)`,
        name: sql`min(${campaigns.name})`,
        joins: sql`left join ${campaigns} on ${campaigns.id} = s.campaign_id and ${campaigns.accountId} = s.account_id`,
      };
  }
}

/**
 * The range's debits: its whole quarter hours from the rollup and the minutes before the first and after the last
 * from the ledger, or all of it from the ledger when a slot could straddle two local days (`midnightsOnSlots`), no
 * whole quarter hour fits, or the caller asks (tests compare the two).
 */
function source(accountId: number, range: UsageRange, group: UsageGroup, ledgerOnly: boolean): SQL {
  const inner = ledgerOnly || (group === 'day' && !range.midnightsOnSlots) ? null : slotInterior(range);
  if (!inner) return fromLedger(accountId, range);
  const parts = [fromRollup(accountId, inner)];
  if (range.start < inner.start) parts.push(fromLedger(accountId, { start: range.start, end: inner.start }));
  if (inner.end < range.end) parts.push(fromLedger(accountId, { start: inner.end, end: range.end }));
  return sql.join(parts, sql` union all `);
}

/**
 * Sums of the range's call debits per group, scoped as `callScope` scopes calls: the account's for owners and
 * admins; for members, the calls they placed and those of agents they can see.
 */
export async function usageSums(db: DbOrTx, actor: Actor, range: UsageRange, group: UsageGroup, opts: { ledgerOnly?: boolean } = {}): Promise<UsageRow[]> {
  const { key, name, joins } = keyOf(group, range.timezone);
  const visible = isAccountAdmin(actor) ? sql`true` : sql`(s.user_id = ${actor.userId} or ${agentVisibility(actor)})`;
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select ${key} as key, ${name} as name, sum(s.calls)::float8 as calls, sum(s.minutes)::float8 as billed_minutes,
      sum(s.cents)::float8 as billed_cents, sum(s.provider)::float8 as provider_cents
    from (${source(actor.accountId, range, group, opts.ledgerOnly ?? false)}) s join ${agents} on ${agents.id} = s.agent_id ${joins}
    where ${visible}
    group by 1`));
  return rows.map((r) => ({
    key: r.key === null ? null : group === 'day' ? String(r.key) : Number(r.key),
    name: r.name === null || r.name === undefined ? null : String(r.name),
    calls: Number(r.calls),
    billed_minutes: Number(r.billed_minutes),
    billed_cents: Number(r.billed_cents),
    provider_cents: Number(r.provider_cents),
  }));
}
