import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { calls } from '../../db/schema';
import { pgCode } from '../../db/errors';
import { hotQuery } from '../../db/hot-query';
import { isTransaction, type DbOrTx } from '../../db/types';
import { jobRowSql } from '../../outbox/jobs';
import { insertRecordFromJson, recordRowJson, type PendingComplianceRecord } from '../compliance/compliance-record-write';
import { fullHold } from '../wallet/billing';
import { startCall } from './call-jobs';
import { callInsert, heldCallValues } from './call-insert';
import { liveCapStatuses } from './live-calls';

/** The SQLSTATE calls_hold_for_placement raises when the placement is not its to decide (drizzle/0019, 0042). */
const NOT_AS_PLANNED = 'SB001';

export interface OneStatementPlacement {
  accountId: number;
  /** The account's rate and longest call as read before the statement; the hold is planned from them. */
  rateCents: number;
  maxCallSeconds: number;
  /** False for a call that waits (scheduled): it counts against the live-call cap when it is dialed. */
  countLive: boolean;
  /** An outbound call leaves the account's inbound reserve free. */
  outbound: boolean;
  /** The call's agent: its team's live-call cap, if any, is judged too. */
  agentId: number;
  /** The call's columns but its id and its price and hold columns. */
  values: Omit<typeof calls.$inferInsert, 'id' | 'rateCents' | 'holdCents' | 'maxDurationSeconds'>;
  runAt: Date;
  /** The placement's compliance record, written by the same statement (null: none, an inbound call). */
  record?: PendingComplianceRecord | null;
}

/**
 * placeCall's usual branch (place-call.ts): a placed call, its hold and its start job in one statement, without a
 * transaction: the write side of POST /api/v1/calls in one round trip instead of seven (BEGIN, the locking read, the live-call count, the hold,
 * the call, the job, COMMIT). calls_hold_for_placement locks the account row, counts the live calls after the
 * lock (the account's, up to the cap less the inbound reserve for an outbound call, and the agent's team's when it
 * has a cap), takes the hold and draws the call's id; the call, its job and its compliance record are written by the same
 * statement, so all of it happens or none.
 *
 * Only for the usual case, a wallet that affords the account's longest call (`fullHold`) at the rate read before:
 * the cap reached, money short of that, or settings changed since, and the function refuses, nothing is written,
 * and this answers null for placeCall's transaction to judge (judgeCapacity: the refusal, or a shorter hold). The
 * function is a mirror of judgeCapacity for the full hold, pinned to it by place-one-statement.test.ts. Null as
 * well inside a caller's transaction, which a refused statement would abort.
 */
export async function placeInOneStatement(db: DbOrTx, p: OneStatementPlacement): Promise<{ id: number; holdCents: number; maxDurationSeconds: number } | null> {
  if (isTransaction(db)) return null;
  const { plan, requiredCents } = fullHold(p.rateCents, p.maxCallSeconds);
  const values: Record<string, unknown> = { ...p.values, ...heldCallValues(p.rateCents, plan) };
  // Each column's value as drizzle sends it (its driver value; null stays null).
  const columnValues = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v == null ? null : callColumns[k].mapToDriverValue(v)]));
  try {
    const [row] = await statementFor(Object.keys(values), Boolean(p.record))(db, {
      ...columnValues,
      ...(p.record ? { complianceRecord: recordRowJson(p.record) } : {}),
      runAt: p.runAt.toISOString(),
      holdAccountId: p.accountId,
      holdStatuses: p.countLive ? liveCapStatuses.join(',') : null,
      holdRateCents: p.rateCents,
      holdMaxCallSeconds: p.maxCallSeconds,
      holdRequiredCents: requiredCents,
      holdTakenCents: plan.holdCents,
      holdAgentId: p.agentId,
      holdOutbound: p.outbound,
    }, p.accountId);
    return { id: Number(row.id), ...plan };
  } catch (err) {
    if (pgCode(err) === NOT_AS_PLANNED) return null;
    throw err;
  }
}

/**
 * The statement for a call with these columns, written by drizzle once per process (and database): a placement
 * sends the compiled text with its values, as the key lookup does. On the account's write lane (hotQuery), since
 * it waits for the account's lock.
 */
function statementFor(columns: string[], withRecord: boolean) {
  const key = `${columns.join(',')}|${withRecord}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = hotQuery({ id: sql`c.id` }, (db) => {
      const ph = sql.placeholder;
      const callId = sql`(select id from h)`;
      // Placeholders wrapped in SQL, so that they take the values as encoded above.
      const columnValues = Object.fromEntries(columns.map((c) => [c, sql`${ph(c)}`])) as unknown as typeof calls.$inferInsert;
      const insertCall = callInsert(db, { ...columnValues, id: callId }).returning({ id: calls.id });
      // startCall's payload, { call_id }, built where the id is known.
      const insertJob = jobRowSql(db, startCall, { call_id: callId }, sql`${ph('runAt')}`);
      const insertRecord = withRecord ? sql`, r as (${insertRecordFromJson(sql`${ph('complianceRecord')}`, callId)})` : sql``;
      return sql`with h as (select calls_hold_for_placement(${ph('holdAccountId')}, string_to_array(${ph('holdStatuses')}::text, ','),
          ${ph('holdRateCents')}, ${ph('holdMaxCallSeconds')}, ${ph('holdRequiredCents')}, ${ph('holdTakenCents')},
          ${ph('holdAgentId')}::integer, ${ph('holdOutbound')}::boolean) as id),
        c as (${insertCall.getSQL()}),
        j as (${insertJob.getSQL()})${insertRecord}
        select c.id from c`;
    }, { pool: 'lane' });
    statements.set(key, statement);
  }
  return statement;
}

const callColumns: Record<string, { mapToDriverValue(v: unknown): unknown }> = getTableColumns(calls);
const statements = new Map<string, ReturnType<typeof hotQuery<{ id: SQL }>>>();
