import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { accounts, teams } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { validationError, type ErrorDetail } from '../../errors';

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
