import { and, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { accounts, calls, type AccountCallingHours } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { parseOrThrow } from '../../errors';
import { cooperative } from '../../lib/cooperative';
import { toIso } from '../../lib/time';
import { assertAgentNotArchived } from '../agents/archive';
import { getVisibleAgentOrThrow } from '../agents/service';
import { accountCallingRules, locateCallee, type AccountCallingRules } from '../compliance/callee';
import { blocksAt, decide, type RulesInput } from '../compliance/calling-rules';
import { isPublicHoliday } from '../compliance/holidays';
import { classifyAudience, type ClassifiedRecipient } from './audience';
import { assertAgentCanRunCampaign } from './campaign-agent';
import { estimateCampaign, firstHourCostCents, type History } from './preview-estimate';
import { createCampaignInput, type CampaignPreview, type CreateCampaignInput } from './schema';
import { startAtOf } from './start-at';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 30;
/** The walk through calling windows for finish_at looks this far ahead, in steps of this many minutes. */
const WALK_HORIZON_DAYS = 90;
const WALK_STEP_MIN = 15;

/**
 * POST /api/v1/campaigns/preview: what the campaign the body describes would do if created and started now, with
 * nothing written. The audience is judged by classifyAudience, the function the start runs, so the skipped counts
 * are the run's; the calling rules are judged for each callable recipient at the first moment dialing may begin
 * (now, or start_at); the estimates come from the account's recent calls (preview-estimate.ts). Same errors as create.
 */
export async function previewCampaign(db: DbOrTx, actor: Actor, input: CreateCampaignInput, now = new Date()): Promise<CampaignPreview> {
  const data = parseOrThrow(createCampaignInput, input);
  const startAt = startAtOf(data, now);
  const agent = await getVisibleAgentOrThrow(db, actor, data.agent_id);
  await assertAgentCanRunCampaign(db, actor.accountId, agent);
  assertAgentNotArchived(agent);
  const from = startAt && startAt.getTime() > now.getTime() ? startAt : now;

  const [recipients, rules, [account]] = await Promise.all([
    classifyAudience(db, actor, { audience: data.audience, purpose: data.purpose }, now, { judgeConsent: true }),
    accountCallingRules(db, actor.accountId),
    db.select({
      balanceCents: accounts.walletBalanceCents, heldCents: accounts.heldCents, rateCents: accounts.perMinuteRateCents,
      maxCallSeconds: accounts.maxCallSeconds, maxLiveCalls: accounts.maxLiveCalls,
    }).from(accounts).where(eq(accounts.id, actor.accountId)),
  ]);
  if (data.calling_hours) rules.callingHours = data.calling_hours as AccountCallingHours;
  const callable = recipients.filter((r) => r.status === 'pending');
  const [history, openings] = await Promise.all([
    recentHistory(db, actor.accountId, data.retry.on, now),
    callingOpenings(db, actor.accountId, callable, data.purpose, rules, from),
  ]);

  const estimate = estimateCampaign({
    callable: callable.length,
    retry: data.retry,
    history,
    rateCents: account.rateCents,
    maxCallSeconds: account.maxCallSeconds,
    concurrency: Math.min(data.max_concurrent_calls, account.maxLiveCalls),
  });
  const firstDialAt = openings.callableNow > 0 ? from : openings.earliest;
  const available = Number(account.balanceCents) - Number(account.heldCents);
  const skipped = (s: ClassifiedRecipient['status']) => recipients.filter((r) => r.status === s).length;
  return {
    total: recipients.length,
    callable: callable.length,
    callable_now: openings.callableNow,
    skipped: {
      do_not_call: skipped('skipped_do_not_call'),
      no_phone: skipped('skipped_no_phone'),
      duplicate: skipped('skipped_duplicate'),
      no_consent: skipped('skipped_no_consent'),
      destination_not_allowed: skipped('skipped_destination_not_allowed'),
    },
    first_dial_at: toIso(firstDialAt),
    estimate: {
      calls: estimate.calls,
      minutes: estimate.minutes,
      cost_cents: estimate.costCents,
      finish_at: toIso(firstDialAt && openings.typical && finishAt(openings.typical, firstDialAt, estimate.slotMinutes.high, data.retry)),
    },
    wallet: { available_cents: available, covers_first_hour: available >= firstHourCostCents(estimate) },
  };
}

/** The account's attempts of the last 30 days: how many ended, were retryable under `on`, and talked, for how long. */
async function recentHistory(db: DbOrTx, accountId: number, on: readonly string[], now: Date): Promise<History> {
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
  const retryable = on.length ? sql`count(*) filter (where ${inArray(calls.status, [...on] as (typeof calls.status.enumValues)[number][])})` : sql`0`;
  const [row] = await db
    .select({
      ended: count(),
      retryable: sql<number>`${retryable}`.mapWith(Number),
      talked: sql<number>`count(*) filter (where ${calls.durationSeconds} > 0)`.mapWith(Number),
      talkedBilledMinutes: sql<number>`coalesce(sum(ceil(${calls.durationSeconds} / 60.0)) filter (where ${calls.durationSeconds} > 0), 0)`.mapWith(Number),
    })
    .from(calls)
    .where(and(eq(calls.accountId, accountId), isNotNull(calls.dialedAt), isNotNull(calls.endedAt), gt(calls.endedAt, since)));
  return row;
}

interface Openings {
  /** Callable recipients the calling rules allow at `from`. */
  callableNow: number;
  /** The earliest moment the rules allow one of the others (null: none within the rules' horizon). */
  earliest: Date | null;
  /** The rules of the most common callee place, for the walk through calling windows. */
  typical: RulesInput | null;
}

/**
 * The calling rules for every callable recipient at `from`, as the dispatch judges them (the callee's zones and
 * jurisdictions, the campaign's or the account's hours, holidays, the frequency cap over the account's dials of the
 * last 24 hours). Recipients of one place without recent dials share one decision.
 */
async function callingOpenings(
  db: DbOrTx, accountId: number, callable: ClassifiedRecipient[], purpose: RulesInput['purpose'], rules: AccountCallingRules, from: Date,
): Promise<Openings> {
  const dials = await recentDialsOf(db, accountId, callable.map((r) => r.phoneNumber!), from);
  const base = {
    at: from, purpose, scope: 'all' as const, accountHours: rules.callingHours, holidays: rules.holidays, isHoliday: isPublicHoliday,
    doNotCall: false, maxAttemptsPer24h: rules.maxAttemptsPer24h,
  };
  const byPlace = new Map<string, { input: RulesInput; allowed: boolean; next: Date | null; n: number }>();
  let callableNow = 0;
  let earliest: Date | null = null;
  const tick = cooperative();
  for (const r of callable) {
    await tick();
    const callee = await locateCallee(r.phoneNumber!, r.callee, rules.businessZone);
    const key = `${callee.zones.join(',')}|${callee.jurisdictions.join(',')}`;
    const own = dials.get(r.phoneNumber!);
    let place = byPlace.get(key);
    if (!place) {
      const input: RulesInput = { ...base, ...callee, recentDials: [] };
      const d = decide(input);
      byPlace.set(key, (place = { input, allowed: d.allowed, next: d.nextAllowedAt, n: 0 }));
    }
    place.n++;
    const d = own ? decide({ ...place.input, recentDials: own }) : { allowed: place.allowed, nextAllowedAt: place.next };
    if (d.allowed) callableNow++;
    else if (d.nextAllowedAt && (!earliest || d.nextAllowedAt < earliest)) earliest = d.nextAllowedAt;
  }
  const typical = [...byPlace.values()].sort((a, b) => b.n - a.n)[0]?.input ?? null;
  return { callableNow, earliest, typical };
}

/** The account's dials of the last 24 hours before `at`, by number, for the numbers given (only those with dials). */
async function recentDialsOf(db: DbOrTx, accountId: number, numbers: string[], at: Date): Promise<Map<string, Date[]>> {
  const out = new Map<string, Date[]>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await db
      .select({ phoneNumber: calls.phoneNumber, at: calls.dialedAt })
      .from(calls)
      .where(and(eq(calls.accountId, accountId), inArray(calls.phoneNumber, numbers.slice(i, i + 500)), isNotNull(calls.dialedAt), gt(calls.dialedAt, new Date(at.getTime() - DAY_MS))));
    for (const r of rows) out.set(r.phoneNumber, [...(out.get(r.phoneNumber) ?? []), r.at!]);
  }
  return out;
}

/**
 * When the dialing ends: `minutes` of open calling window (the typical callee's rules) after `from`, walked in steps,
 * and no earlier than the last retry's delay after the first dial. Null when the windows do not fit in the horizon.
 */
export function finishAt(typical: RulesInput, from: Date, minutes: number, retry: { max_attempts: number; delay_minutes: number; on: readonly string[] }): Date | null {
  const horizon = from.getTime() + WALK_HORIZON_DAYS * DAY_MS;
  let t = from.getTime();
  let left = minutes;
  while (left > 0) {
    if (t > horizon) return null;
    const at = new Date(t);
    if (blocksAt({ ...typical, at }, at).length === 0) {
      const step = Math.min(left, WALK_STEP_MIN);
      left -= step;
      t += step * 60_000;
    } else {
      const next = decide({ ...typical, at }).nextAllowedAt;
      if (!next) return null;
      t = Math.max(next.getTime(), t + 60_000);
    }
  }
  const retries = retry.on.length ? retry.max_attempts - 1 : 0;
  const tail = from.getTime() + retries * retry.delay_minutes * 60_000;
  if (tail <= t) return new Date(t);
  const next = decide({ ...typical, at: new Date(tail) });
  return next.allowed ? new Date(tail) : next.nextAllowedAt;
}
