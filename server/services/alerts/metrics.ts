import { and, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { accounts, alerts, calls, walletLedger, type AlertMetric, type CallStatus } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { endedInFault, endedOnTheLine, statusesWhere } from '../calls/statuses';

/**
 * The calls a rate or a latency counts: those that reached an outcome with the callee's line (answered, voicemail,
 * failed, busy, no answer). A canceled call was never dialed, so it counts in neither the numerator nor the base.
 */
export const endedForAlerts: CallStatus[] = statusesWhere(endedOnTheLine);
/**
 * The calls failed_call_rate counts as failed: status `failed` (the provider or the line broke). Busy and no answer
 * are the callee's doing, not a fault to be alerted on; they count in the base only.
 */
export const failedForAlerts: CallStatus[] = statusesWhere(endedInFault);

/** An alert as the evaluator reads it, with the metric's value at `now` (null: nothing to measure). */
export interface EvaluatedAlert {
  id: number;
  accountId: number;
  name: string;
  metric: AlertMetric;
  op: 'above' | 'below';
  threshold: number;
  state: 'ok' | 'triggered';
  value: number | null;
}

const alertFields = {
  id: alerts.id,
  accountId: alerts.accountId,
  name: alerts.name,
  metric: alerts.metric,
  op: alerts.op,
  threshold: alerts.threshold,
  state: alerts.state,
};

/** The start of each alert's window, exclusive: `now` less its minutes. */
const windowStart = (now: Date) => sql`(${now.toISOString()}::timestamptz - ${alerts.windowMinutes} * interval '1 minute')`;

/**
 * Alerts of one metric that are due at `now`: never evaluated, or last evaluated at least `spacingMs` earlier. The
 * spacing lets the worker's frequent passes and the minute's cron share the work without evaluating twice a minute.
 */
const due = (metric: AlertMetric, now: Date, spacingMs: number) =>
  and(
    eq(alerts.metric, metric),
    or(isNull(alerts.lastEvaluatedAt), lte(alerts.lastEvaluatedAt, new Date(now.getTime() - spacingMs))),
  );

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * One query per metric over every due alert of every account: a join on the alert's own account and window, grouped
 * by alert, so the cost grows with the calls in the windows, not with a query per alert.
 */
export const metricReaders: Record<AlertMetric, (db: DbOrTx, now: Date, spacingMs: number) => Promise<EvaluatedAlert[]>> = {
  async failed_call_rate(db, now, spacingMs) {
    const rows = await db
      .select({
        ...alertFields,
        failed: sql<number>`count(${calls.id}) filter (where ${inArray(calls.status, failedForAlerts)})::int`,
        ended: sql<number>`count(${calls.id})::int`,
      })
      .from(alerts)
      .leftJoin(calls, endedInWindow(now, inArray(calls.status, endedForAlerts)))
      .where(due('failed_call_rate', now, spacingMs))
      .groupBy(alerts.id);
    // No ended call: no rate (0/0), so no crossing either way.
    return rows.map(({ failed, ended, ...a }) => ({ ...a, value: Number(ended) > 0 ? Number(failed) / Number(ended) : null }));
  },

  async p95_latency_ms(db, now, spacingMs) {
    const rows = await db
      .select({
        ...alertFields,
        // The 95th percentile of the calls' own p95s (one value per call, so a long call weighs as much as a short
        // one); percentile_disc answers a value some call had. Calls without a reported latency are left out.
        value: sql<number | null>`percentile_disc(0.95) within group (order by ${calls.latencyP95Ms})`,
      })
      .from(alerts)
      .leftJoin(calls, endedInWindow(now, and(inArray(calls.status, endedForAlerts), sql`${calls.latencyP95Ms} is not null`)!))
      .where(due('p95_latency_ms', now, spacingMs))
      .groupBy(alerts.id);
    return rows.map((r) => ({ ...r, value: num(r.value) }));
  },

  async spend_cents(db, now, spacingMs) {
    const rows = await db
      .select({ ...alertFields, value: sql<string>`coalesce(-sum(${walletLedger.amountCents}), 0)` })
      .from(alerts)
      .leftJoin(
        walletLedger,
        and(
          eq(walletLedger.accountId, alerts.accountId),
          eq(walletLedger.kind, 'call_debit'),
          sql`${walletLedger.createdAt} > ${windowStart(now)}`,
          lte(walletLedger.createdAt, now),
        ),
      )
      .where(due('spend_cents', now, spacingMs))
      .groupBy(alerts.id);
    return rows.map((r) => ({ ...r, value: Number(r.value) }));
  },

  async wallet_balance_cents(db, now, spacingMs) {
    const rows = await db
      .select({ ...alertFields, value: accounts.walletBalanceCents })
      .from(alerts)
      .innerJoin(accounts, eq(accounts.id, alerts.accountId))
      .where(due('wallet_balance_cents', now, spacingMs));
    return rows.map((r) => ({ ...r, value: Number(r.value) }));
  },
};

/** Calls of the alert's account that ended in its window (after its start, up to `now`), and match `also`. */
function endedInWindow(now: Date, also: SQL | undefined) {
  return and(
    eq(calls.accountId, alerts.accountId),
    sql`${calls.endedAt} > ${windowStart(now)}`,
    lte(calls.endedAt, now),
    also,
  );
}
