import { sql } from 'drizzle-orm';
import { calls } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { isTransaction, type Database, type DbOrTx, type Tx } from '../../db/types';
import { enqueueJob, enqueueJobs } from '../../outbox/jobs';
import { insertComplianceRecord, insertComplianceRecords, pendingComplianceRecord, type ComplianceDecision, type PendingComplianceRecord } from '../compliance/compliance-record-write';
import { judgeCapacity, type GateAnswer } from '../compliance/gate';
import { fundsAfterHolding, lockAccountForPlacement, lockAccountFunds, takeHold, takeHolds, type AccountFunds } from '../wallet/holds';
import type { HoldPlan } from '../wallet/billing';
import { startCall } from './call-jobs';
import { callInsert, heldCallValues } from './call-insert';
import type { CallRow } from './call-row';
import { liveCallCount, teamCapacityOfAgent } from './live-calls';
import { placeInOneStatement } from './place-one-statement';

/** A call's columns but its id and its hold (the writer fills them under the account lock). */
export type CallValues = Omit<typeof calls.$inferInsert, 'id' | 'holdCents' | 'maxDurationSeconds' | 'rateCents'> & { rateCents?: number };

export interface CallPlacement {
  accountId: number;
  /** The call's values, or a function that builds them under the account lock (inbound saves its caller there). */
  values: CallValues | ((tx: Tx) => Promise<CallValues>);
  /**
   * `now`: the gate's capacity half (live-call cap, funds) is judged and the hold taken as the call is written (the
   * API, a campaign, an inbound call). `at_dial`: nothing is held until the dial judges the call whole (a retry).
   */
  hold: 'now' | 'at_dial';
  /** Whether the call takes a live slot now; a call that waits (scheduled) takes one when it is dialed. */
  countsLive: boolean;
  /** An outbound call leaves the account's inbound reserve free; an inbound one may take it. */
  direction: 'inbound' | 'outbound';
  /** The call's agent, whose team's live-call cap (if any) the call counts against. */
  agentId: number;
  /** When the dial job runs; null for a call already connected (inbound). */
  startAt: Date | null;
  /** The account's rate and longest call as the facts read them: they let the one-statement branch plan the hold. */
  planned?: { rateCents: number; maxCallSeconds: number };
  /** An inbound call: a second record of one provider call throws CallAlreadyRecorded, and nothing is written. */
  uniqueProviderCall?: boolean;
  /** Runs in the call's transaction once it is written. */
  afterWrite?: (tx: Tx, call: CallRow) => Promise<void>;
  /**
   * The decision that lets the call be written (the gate's facts and answer), kept as its compliance record in the
   * call's own transaction; null only for an inbound call, which nobody dialed.
   */
  compliance: ComplianceDecision | null;
}

export type PlaceCallResult =
  | { placed: true; id: number; row: CallRow | null }
  | { placed: false; refusal: GateAnswer & { verdict: 'refuse' }; funds: AccountFunds };

/** The provider call is already recorded (a concurrent request won): the caller answers with that one. */
export class CallAlreadyRecorded extends Error {}

/**
 * The one writer of call rows: every call — API, scheduled, retry, campaign, inbound — is born here, after its
 * facts were read and its gate passed. With the hold taken now, the usual case is one statement
 * (place-one-statement.ts: lock, live count, hold, call and job in one round trip); the transaction below is its
 * fallback and the path inside a caller's transaction: the account row locked (so placements of one account, from
 * any process, take turns and never hold the same cents twice), the capacity judged (judgeCapacity), the hold taken
 * (takeHold), the call, its dial job and its compliance record written, all or nothing. A refusal writes nothing (no
 * record either: a call never written was never dialed).
 *
 * `row` is the written row, or null from the one-statement branch (which answers the id).
 */
export async function placeCall(db: DbOrTx, p: CallPlacement): Promise<PlaceCallResult> {
  if (p.hold === 'at_dial') return withTransaction(db, (tx) => writeUnheld(tx, p));
  if (!isTransaction(db) && typeof p.values !== 'function' && p.planned && p.startAt && !p.uniqueProviderCall && !p.afterWrite) {
    const record = p.compliance && await pendingComplianceRecord(db, p.compliance, p.values, 'placement');
    const fast = await placeInOneStatement(db, {
      accountId: p.accountId, ...p.planned, countLive: p.countsLive, outbound: p.direction === 'outbound', agentId: p.agentId, values: p.values, runAt: p.startAt, record,
    });
    if (fast) return { placed: true, id: fast.id, row: null };
  }
  return withTransaction(db, (tx) => writeHeld(tx, p));
}

async function writeHeld(tx: Tx, p: CallPlacement): Promise<PlaceCallResult> {
  const funds = await lockAccountForPlacement(tx, p.accountId);
  const [live, team] = p.countsLive
    ? await Promise.all([liveCallCount(tx, p.accountId, { atMost: funds.maxLiveCalls }), teamCapacityOfAgent(tx, p.accountId, p.agentId)])
    : [0, null];
  const answer = judgeCapacity({ funds, live, countsLive: p.countsLive, needsHold: true, direction: p.direction, team });
  if (answer.verdict === 'refuse') return { placed: false, refusal: answer, funds };
  if (answer.verdict !== 'allow' || !answer.hold) throw new Error('judgeCapacity answers a hold or a refusal');
  const values = typeof p.values === 'function' ? await p.values(tx) : p.values;
  const record = await recordOf(tx, p, values);
  const [[row]] = await Promise.all([
    insertCall(tx, { ...values, ...heldCallValues(funds.rateCents, answer.hold), id: funds.callId }, p.uniqueProviderCall),
    takeHold(tx, p.accountId, funds, answer.hold),
    p.startAt ? enqueueJob(tx, startCall, { call_id: funds.callId }, { runAt: p.startAt }) : undefined,
  ]);
  if (!row) throw new CallAlreadyRecorded();
  if (record) await insertComplianceRecord(tx, record, row.id);
  await p.afterWrite?.(tx, row);
  return { placed: true, id: row.id, row };
}

/** Calls of one account and agent placed together, outbound, each holding its funds now and dialed from `startAt`. */
export interface CallBatch {
  accountId: number;
  agentId: number;
  startAt: Date;
  calls: { values: CallValues; compliance: ComplianceDecision }[];
  /** Writes beside the calls, in the same round trip (the campaign's recipients), once their ids are known. */
  afterWrite?: (tx: Tx, placed: BatchResult['placed']) => Promise<void>;
}

export interface BatchResult {
  /** The calls written, in the batch's order: a prefix of it. */
  placed: { id: number; callId: string }[];
  /** Why the first call not written was refused (the live-call caps or the money ran out), if one was. */
  refusal: (GateAnswer & { verdict: 'refuse' }) | null;
}

/**
 * The one writer for a batch (a campaign's pass places its recipients together), inside the caller's transaction:
 * the account row locked, the live calls and the team's counted once, and each call judged in turn (judgeCapacity)
 * as if the ones before it were written; the first refusal ends the batch, and the calls before it are written with
 * their holds, dial jobs and compliance records in one statement each. The same rules as writeHeld, in four round
 * trips for the batch instead of six for each call.
 */
export async function placeCallBatch(tx: Tx, b: CallBatch): Promise<BatchResult> {
  if (!b.calls.length) return { placed: [], refusal: null };
  // The counts are read once the account lock is held; the ids are drawn ahead, as lockAccountForPlacement draws
  // one, so the writes below go out together. (The order in which pipelined statements reach the server is not
  // promised, so the lock goes first on its own.)
  const funds = await lockAccountFunds(tx, b.accountId);
  const [live, team, ids] = await Promise.all([
    liveCallCount(tx, b.accountId, { atMost: funds.maxLiveCalls }),
    teamCapacityOfAgent(tx, b.accountId, b.agentId),
    nextCallIds(tx, b.calls.length),
  ]);
  const holds: HoldPlan[] = [];
  let heldMore = 0;
  let refusal: BatchResult['refusal'] = null;
  for (let i = 0; i < b.calls.length; i++) {
    const answer = judgeCapacity({
      funds: fundsAfterHolding(funds, heldMore), live: live + i, countsLive: true, needsHold: true, direction: 'outbound',
      team: team && { ...team, live: team.live + i },
    });
    if (answer.verdict === 'refuse') {
      refusal = answer;
      break;
    }
    if (answer.verdict !== 'allow' || !answer.hold) throw new Error('judgeCapacity answers a hold or a refusal');
    holds.push(answer.hold);
    heldMore += answer.hold.holdCents;
  }
  if (!holds.length) return { placed: [], refusal };
  const written = b.calls.slice(0, holds.length);
  const records = await Promise.all(written.map((c) => pendingComplianceRecord(tx, c.compliance, c.values, 'placement')));
  const placed = written.map((c, i) => ({ id: ids[i], callId: c.values.callId }));
  // The order in which pipelined statements reach the server is not promised, so what refers to the calls' rows
  // (the records, the caller's writes) follows their insert.
  await Promise.all([
    callInsert(tx, written.map((c, i) => ({ ...c.values, ...heldCallValues(funds.rateCents, holds[i]), id: ids[i] }))),
    takeHolds(tx, b.accountId, funds, holds),
    enqueueJobs(tx, startCall, placed.map((p) => ({ payload: { call_id: p.id }, runAt: b.startAt }))),
  ]);
  await Promise.all([
    insertComplianceRecords(tx, placed.map((p, i) => ({ record: records[i], callId: p.id }))),
    b.afterWrite?.(tx, placed),
  ]);
  return { placed, refusal };
}

/** `n` ids for calls about to be written, from the calls' own sequence. */
async function nextCallIds(tx: Tx, n: number): Promise<number[]> {
  const rows = rowsOf<{ id: number | string }>(await tx.execute(sql`select nextval(pg_get_serial_sequence('calls', 'id')) as id from generate_series(1, ${n}::int)`));
  return rows.map((r) => Number(r.id));
}

async function writeUnheld(tx: Tx, p: CallPlacement): Promise<PlaceCallResult> {
  const values = typeof p.values === 'function' ? await p.values(tx) : p.values;
  if (values.rateCents === undefined) throw new Error('a call placed without a hold carries its rate');
  const [row] = await insertCall(tx, { ...values, rateCents: values.rateCents }, p.uniqueProviderCall);
  if (!row) throw new CallAlreadyRecorded();
  const record = await recordOf(tx, p, values);
  if (record) await insertComplianceRecord(tx, record, row.id);
  if (p.startAt) await enqueueJob(tx, startCall, { call_id: row.id }, { runAt: p.startAt });
  await p.afterWrite?.(tx, row);
  return { placed: true, id: row.id, row };
}

const recordOf = (tx: Tx, p: CallPlacement, values: CallValues): Promise<PendingComplianceRecord | null> =>
  p.compliance ? pendingComplianceRecord(tx, p.compliance, values, 'placement') : Promise.resolve(null);

function insertCall(tx: Tx, values: typeof calls.$inferInsert, uniqueProviderCall = false) {
  const insert = callInsert(tx, values);
  return uniqueProviderCall
    ? insert.onConflictDoNothing({ target: [calls.provider, calls.providerCallId], where: sql`${calls.providerCallId} is not null` }).returning()
    : insert.returning();
}

/** Inside the caller's transaction when there is one; else in a transaction of its own. */
const withTransaction = <T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  isTransaction(db) ? fn(db as Tx) : (db as Database).transaction(fn);
