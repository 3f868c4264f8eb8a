import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { accounts, agents, calls, teams } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { validationError, type ErrorDetail } from '../../errors';
import { liveCallCount, liveCapStatuses } from '../calls/live-calls';

/** How the account shares its live slots: the operator's cap, the tenant's inbound reserve and team caps. */
export interface CapacitySettings {
  max_live_calls: number;
  inbound_reserve: number;
  team_max_live_calls: Record<string, number>;
}

export interface CapacitySettingsPatch {
  inbound_reserve?: number;
  /** A cap per team id; null removes a team's cap, teams not named keep theirs. */
  team_max_live_calls?: Record<string, number | null>;
}

export async function capacitySettingsOf(db: DbOrTx, accountId: number): Promise<CapacitySettings> {
  const [[account], capped] = await Promise.all([
    db.select({ maxLiveCalls: accounts.maxLiveCalls, inboundReserve: accounts.inboundReserve }).from(accounts).where(eq(accounts.id, accountId)),
    db.select({ id: teams.id, maxLiveCalls: teams.maxLiveCalls }).from(teams)
      .where(and(eq(teams.accountId, accountId), isNotNull(teams.maxLiveCalls))).orderBy(asc(teams.id)),
  ]);
  return {
    max_live_calls: account.maxLiveCalls,
    inbound_reserve: account.inboundReserve,
    team_max_live_calls: Object.fromEntries(capped.map((t) => [String(t.id), t.maxLiveCalls!])),
  };
}

/**
 * Checks a change against the account as it is, before anything is written: the reserve leaves outbound calls at
 * least one slot of the operator's cap, a team's cap is within the account's, and every team named is one of the
 * account's (another tenant's team id is refused like an unknown one, saying nothing of it). Answers the change to
 * apply, or throws validation_error with a detail per problem.
 */
export async function checkCapacitySettings(db: DbOrTx, accountId: number, patch: CapacitySettingsPatch): Promise<() => Promise<void>> {
  const [account] = await db.select({ maxLiveCalls: accounts.maxLiveCalls }).from(accounts).where(eq(accounts.id, accountId));
  const max = account.maxLiveCalls;
  const details: ErrorDetail[] = [];
  if (patch.inbound_reserve !== undefined && patch.inbound_reserve > max - 1) {
    details.push({ path: 'inbound_reserve', message: `must be between 0 and ${max - 1} (max_live_calls, ${max}, less one slot for outbound calls)` });
  }
  const named = Object.entries(patch.team_max_live_calls ?? {}).map(([id, cap]) => ({ id: Number(id), key: id, cap }));
  const own = named.length
    ? new Set((await db.select({ id: teams.id }).from(teams).where(and(eq(teams.accountId, accountId), inArray(teams.id, named.map((t) => t.id))))).map((t) => t.id))
    : new Set<number>();
  for (const t of named) {
    if (!own.has(t.id)) details.push({ path: `team_max_live_calls.${t.key}`, message: 'is not a team of this account' });
    else if (t.cap !== null && t.cap > max) details.push({ path: `team_max_live_calls.${t.key}`, message: `must be between 1 and ${max} (max_live_calls)` });
  }
  if (details.length) throw validationError(details);
  return async () => {
    if (patch.inbound_reserve !== undefined) await db.update(accounts).set({ inboundReserve: patch.inbound_reserve }).where(eq(accounts.id, accountId));
    for (const t of named) await db.update(teams).set({ maxLiveCalls: t.cap }).where(and(eq(teams.id, t.id), eq(teams.accountId, accountId)));
  };
}

export interface LiveSlotsDto {
  max_live_calls: number;
  inbound_reserve: number;
  /** The account's live calls now (queued, ringing or in progress). */
  live_calls: number;
  /** The teams the actor can see, with their caps (null: none) and live calls. */
  teams: { id: number; name: string; max_live_calls: number | null; live_calls: number }[];
}

/** The dashboard's "N of M live slots in use": the account's live calls and each visible team's, beside the caps. */
export async function liveSlotsInUse(db: DbOrTx, actor: Actor): Promise<LiveSlotsDto> {
  const visible = actor.teamIds.length ? inArray(teams.id, actor.teamIds) : sql`false`;
  const [settings, live, teamRows, teamLive] = await Promise.all([
    capacitySettingsOf(db, actor.accountId),
    liveCallCount(db, actor.accountId),
    db.select({ id: teams.id, name: teams.name, max: teams.maxLiveCalls }).from(teams)
      .where(and(eq(teams.accountId, actor.accountId), visible)).orderBy(asc(teams.id)),
    db.select({ teamId: agents.teamId, n: count() }).from(calls)
      .innerJoin(agents, eq(agents.id, calls.agentId))
      .where(and(eq(calls.accountId, actor.accountId), inArray(calls.status, liveCapStatuses), isNotNull(agents.teamId)))
      .groupBy(agents.teamId),
  ]);
  const liveOf = new Map(teamLive.map((t) => [t.teamId, t.n]));
  return {
    max_live_calls: settings.max_live_calls,
    inbound_reserve: settings.inbound_reserve,
    live_calls: live,
    teams: teamRows.map((t) => ({ id: t.id, name: t.name, max_live_calls: t.max, live_calls: liveOf.get(t.id) ?? 0 })),
  };
}
