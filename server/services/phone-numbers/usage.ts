import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { businessProfiles, callerNumberSettings } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { CallStatus } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { statusesWhere } from '../calls/statuses';

/** The default answer-rate floor under which a number rests (business settings' rest_below_answer_rate). */
export const DEFAULT_REST_BELOW_ANSWER_RATE = 0.1;
const WEEK_MS = 7 * 86_400_000;

/**
 * A call the answer rate counts: it rang and someone (or no one) picked up. A failed call says more of the provider
 * than of how the number is received, so it is left out, as are calls not dialed or canceled.
 */
const countsTowardAnswerRate = (s: CallStatus) => s === 'completed' || s === 'busy' || s === 'no_answer' || s === 'voicemail';
const answerRateStatuses = `{${statusesWhere(countsTowardAnswerRate).join(',')}}`;

export interface NumberUsage {
  /** Outbound calls placed from the number since the start of the day. */
  callsToday: number;
  /** Calls with an outcome (completed, busy, no_answer, voicemail) in the last 7 days, since its last clearing. */
  total: number;
  /** Of those, completed. */
  answered: number;
}

/**
 * The day a number's cap counts: from midnight in the account's business zone, and the midnight that ends it. A zone
 * that is not a valid IANA name counts in UTC.
 */
export function dayOf(zone: string, now: Date): { start: Date; end: Date } {
  let local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) local = DateTime.fromJSDate(now, { zone: 'UTC' });
  const start = local.startOf('day');
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

export async function businessZoneOf(db: DbOrTx, accountId: number): Promise<string> {
  const [p] = await db.select({ zone: businessProfiles.timezone }).from(businessProfiles).where(eq(businessProfiles.accountId, accountId));
  return p?.zone ?? 'UTC';
}

export async function restBelowAnswerRateOf(db: DbOrTx, accountId: number): Promise<number> {
  const [s] = await db.select({ rate: callerNumberSettings.restBelowAnswerRate }).from(callerNumberSettings).where(eq(callerNumberSettings.accountId, accountId));
  return s?.rate ?? DEFAULT_REST_BELOW_ANSWER_RATE;
}

/** Sets the account's floor (0 to 1): a row is made the first time. */
export async function setRestBelowAnswerRate(db: DbOrTx, accountId: number, rate: number, now: Date): Promise<void> {
  await db.insert(callerNumberSettings).values({ accountId, restBelowAnswerRate: rate, updatedAt: now })
    .onConflictDoUpdate({ target: callerNumberSettings.accountId, set: { restBelowAnswerRate: rate, updatedAt: now } });
}

/**
 * Each number's calls today and its answer counts over 7 days, read from the calls it placed (every door's: a
 * campaign's, the API's, a retry's). A call waiting for its moment (scheduled) and one canceled before its dial
 * never left the number, so they do not count.
 */
export async function usageOfNumbers(db: DbOrTx, accountId: number, ids: number[], now: Date, dayStart: Date): Promise<Map<number, NumberUsage>> {
  const out = new Map<number, NumberUsage>();
  if (!ids.length) return out;
  const weekStart = new Date(now.getTime() - WEEK_MS).toISOString();
  const rows = rowsOf<{ id: number; today: number; answered: number; total: number }>(await db.execute(sql`
    select n.id,
      (select count(*)::int from calls c
        where c.account_id = n.account_id and c.from_number = n.phone_number and c.type = 'outbound'
          and c.created_at >= ${dayStart.toISOString()}::timestamptz
          and c.status <> 'scheduled' and not (c.status = 'canceled' and c.dialed_at is null)) as today,
      s.answered, s.total
    from caller_numbers n
    cross join lateral (
      select (count(*) filter (where c.status = 'completed'))::int as answered, count(*)::int as total from calls c
      where c.account_id = n.account_id and c.from_number = n.phone_number and c.type = 'outbound'
        and c.created_at >= greatest(${weekStart}::timestamptz, coalesce(n.rest_cleared_at, ${weekStart}::timestamptz))
        and c.status = any(${answerRateStatuses}::text[])
    ) s
    where n.account_id = ${accountId} and n.id = any(${`{${ids.join(',')}}`}::int[])`));
  for (const r of rows) out.set(Number(r.id), { callsToday: Number(r.today), answered: Number(r.answered), total: Number(r.total) });
  return out;
}
