import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alertEvents, alertMetrics, alerts } from '../../db/schema';
import type { Database } from '../../db/types';
import { emitEvent } from '../../outbox/events';
import { transitionOf } from './crossing';
import { metricReaders, type EvaluatedAlert } from './metrics';
import { alertPayload } from './payload';

/**
 * An alert is evaluated at most once in this long. Shorter than the cron's minute, so a cron that fires a little
 * early still finds last minute's evaluation due; long enough that the worker's frequent passes and the cron share
 * one evaluation a minute.
 */
export const EVALUATION_SPACING_MS = 50_000;

export interface EvaluationResult {
  evaluated: number;
  triggered: number;
  resolved: number;
}

/** Rows per statement of the batch that records values without a crossing. */
const BATCH = 500;

/**
 * Evaluates every due alert of every account at `now`: one query per metric for the values, one statement per
 * few hundred alerts to record them, and one short transaction per crossing. A crossing is a conditional update
 * (`where state = <the state read>`): of two evaluators that saw the same crossing, the second finds the state
 * already changed and writes nothing, so each crossing has one alert_events row and one webhook. The event is
 * written to the outbox in the transaction that changes the state.
 */
export async function evaluateAlerts(db: Database, now: Date, spacingMs = EVALUATION_SPACING_MS): Promise<EvaluationResult> {
  const result: EvaluationResult = { evaluated: 0, triggered: 0, resolved: 0 };
  for (const metric of alertMetrics) {
    const rows = await metricReaders[metric](db, now, spacingMs);
    result.evaluated += rows.length;
    const quiet: EvaluatedAlert[] = [];
    for (const row of rows) {
      const change = transitionOf(row.state, row.op, row.threshold, row.value);
      if (!change) {
        quiet.push(row);
        continue;
      }
      if (await recordCrossing(db, row, change, now)) result[change] += 1;
    }
    for (let i = 0; i < quiet.length; i += BATCH) await recordValues(db, quiet.slice(i, i + BATCH), now);
  }
  return result;
}

/** Never overwrites an evaluation made at a later clock (an evaluator that ran late). */
const notLater = (now: Date) => or(isNull(alerts.lastEvaluatedAt), lt(alerts.lastEvaluatedAt, now));

/** Changes the state if it is still the one read, with its history row and its webhook; false when another evaluator did. */
async function recordCrossing(db: Database, row: EvaluatedAlert, change: 'triggered' | 'resolved', now: Date): Promise<boolean> {
  const value = row.value!;
  const from = change === 'triggered' ? 'ok' : 'triggered';
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(alerts)
      .set({ state: change === 'triggered' ? 'triggered' : 'ok', lastValue: value, lastEvaluatedAt: now })
      .where(and(eq(alerts.id, row.id), eq(alerts.state, from), notLater(now)))
      .returning({ id: alerts.id });
    if (!changed) return false;
    await tx.insert(alertEvents).values({ alertId: row.id, accountId: row.accountId, kind: change, value, at: now });
    const type = change === 'triggered' ? 'alert.triggered' : 'alert.resolved';
    await emitEvent(tx, { accountId: row.accountId, type, payload: alertPayload(type, { ...row, value }, now) });
    return true;
  });
}

/** Records the values of alerts that did not cross, in one statement. */
async function recordValues(db: Database, rows: EvaluatedAlert[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((r) => sql`(${r.id}::int, ${r.value}::double precision)`), sql`, `);
  await db.execute(sql`
    update ${alerts} set last_value = v.value, last_evaluated_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(id, value)
    where ${alerts.id} = v.id and (${alerts.lastEvaluatedAt} is null or ${alerts.lastEvaluatedAt} < ${now.toISOString()}::timestamptz)`);
}
