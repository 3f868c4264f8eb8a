import { sql } from 'drizzle-orm';
import type { DeliveryStatus } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { rowsOf } from '../../db/rows';
import { logger } from '../../logger';
import { sendWebhook, type SendOutcome } from './sender';
import { openSigningSecrets, signingSecrets, signingSecretsSql, type SigningSecret } from './secrets';
import { deliveryHeaders } from './signing';

/**
 * The retry schedule and the attempt, shared by both drivers (the embedded worker and Inngest).
 * A delivery is tried at once, then 1, 5 and 30 minutes after each failure (4 attempts), keeping its id;
 * after the fourth failure it is `failed`. A redelivery starts a new cycle of the same schedule.
 */
export const RETRY_DELAYS = [
  { ms: 60_000, sleep: '1m' },
  { ms: 5 * 60_000, sleep: '5m' },
  { ms: 30 * 60_000, sleep: '30m' },
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS.length + 1;

/** Tunables; tests shorten the timeout. */
export const deliverySettings = {
  /** A receiver must answer within this. */
  timeoutMs: 10_000,
  /**
   * How long a claim holds. Longer than any attempt can take, so a live worker never loses its claim;
   * a worker that dies after claiming leaves the delivery to be attempted again once this runs out.
   */
  leaseMs: 60_000,
  /** Deliveries claimed per worker pass, and how many of them are sent at once. */
  batchSize: 100,
  concurrency: 32,
};

/** After the n-th failed attempt of a cycle, the wait before the next one; null once the cycle is spent. */
export function retryDelayAfter(failedAttempts: number): (typeof RETRY_DELAYS)[number] | null {
  return RETRY_DELAYS[failedAttempts - 1] ?? null;
}

export interface NextState {
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
}

/** Where an attempt leaves its delivery. Pure. */
export function stateAfterAttempt(cycleAttemptsBefore: number, ok: boolean, attemptedAt: Date): NextState {
  if (ok) return { status: 'succeeded', nextAttemptAt: null, deliveredAt: attemptedAt };
  const delay = retryDelayAfter(cycleAttemptsBefore + 1);
  if (!delay) return { status: 'failed', nextAttemptAt: null, deliveredAt: null };
  return { status: 'pending', nextAttemptAt: new Date(attemptedAt.getTime() + delay.ms), deliveredAt: null };
}

/** A delivery its claimer may attempt, with what the attempt needs of its webhook. */
export interface ClaimedDelivery {
  id: string;
  webhookId: number;
  eventType: string;
  body: string;
  attempts: number;
  cycle: number;
  cycleAttempts: number;
  url: string;
  isActive: boolean;
  /** The secrets that sign at claim time, newest first, opened. */
  secrets: SigningSecret[];
}

const claimedColumns = (now: Date) => sql`d.id, d.webhook_id, d.event_type, d.body, d.attempts, d.cycle, d.cycle_attempts,
  w.url, w.is_active, ${signingSecretsSql(sql`w.id`, now)} as secrets`;

interface ClaimedRow {
  id: string;
  webhook_id: number;
  event_type: string;
  body: string;
  attempts: number;
  cycle: number;
  cycle_attempts: number;
  url: string;
  is_active: boolean;
  secrets: unknown;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function toClaimed(r: ClaimedRow): ClaimedDelivery {
  return {
    id: r.id,
    webhookId: Number(r.webhook_id),
    eventType: r.event_type,
    body: r.body,
    attempts: Number(r.attempts),
    cycle: Number(r.cycle),
    cycleAttempts: Number(r.cycle_attempts),
    url: r.url,
    isActive: r.is_active,
    secrets: openSigningSecrets(r.secrets),
  };
}

/**
 * Claims up to `limit` due deliveries with FOR UPDATE SKIP LOCKED and a lease, so that concurrent workers
 * (in one process or several) never take the same attempt.
 */
export async function claimDueDeliveries(db: DbOrTx, now: Date, limit = deliverySettings.batchSize): Promise<ClaimedDelivery[]> {
  const lease = new Date(now.getTime() + deliverySettings.leaseMs);
  const result = await db.execute(sql`
    with due as (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${ts(now)}
        and (locked_until is null or locked_until <= ${ts(now)})
      order by next_attempt_at, id
      limit ${limit}::int
      for update skip locked
    )
    update webhook_deliveries d set locked_until = ${ts(lease)}
    from due, webhooks w
    where d.id = due.id and w.id = d.webhook_id
    returning ${claimedColumns(now)}`);
  return rowsOf<ClaimedRow>(result).map(toClaimed);
}

/**
 * Claims one delivery of a given cycle (the Inngest driver, which names the delivery it works on). Answers
 * null when the delivery is finished, was redelivered since (another cycle drives it), or is claimed.
 */
export async function claimDelivery(db: DbOrTx, id: string, cycle: number, now: Date): Promise<ClaimedDelivery | null> {
  const lease = new Date(now.getTime() + deliverySettings.leaseMs);
  const result = await db.execute(sql`
    update webhook_deliveries d set locked_until = ${ts(lease)}
    from webhooks w
    where d.id = ${id}::uuid and w.id = d.webhook_id and d.status = 'pending' and d.cycle = ${cycle}::int
      and (d.locked_until is null or d.locked_until <= ${ts(now)})
    returning ${claimedColumns(now)}`);
  const [row] = rowsOf<ClaimedRow>(result);
  return row ? toClaimed(row) : null;
}

/** Gives a claim back (an attempt that could not be recorded), so the delivery can be attempted again at once. */
export async function releaseClaim(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`update webhook_deliveries set locked_until = null where id = ${id}::uuid`);
}

export interface AttemptResult {
  deliveryId: string;
  status: DeliveryStatus;
  /** False when nothing was sent (the webhook was disabled). */
  sent: boolean;
  statusCode: number | null;
  error: string | null;
  nextAttemptAt: Date | null;
  /** 1-based number of this attempt in its cycle. */
  cycleAttempt: number;
}

/** An attempt made, to be written to the log and to its delivery. */
export interface AttemptRecord {
  delivery: ClaimedDelivery;
  outcome: SendOutcome;
  next: NextState;
  attemptedAt: Date;
}

export type RecordAttempt = (record: AttemptRecord) => Promise<void>;

/**
 * Sends a claimed delivery once and records the attempt; answers where the delivery now stands. `now` is
 * the scheduling clock (injected by tests); the signature timestamp is the wall clock at sending.
 */
export async function attemptClaimed(
  db: Database,
  d: ClaimedDelivery,
  now: Date,
  record: RecordAttempt = (r) => recordAttempts(db, [r]),
): Promise<AttemptResult> {
  if (!d.isActive) return finishDisabled(db, d);
  const headers = deliveryHeaders({
    deliveryId: d.id,
    eventType: d.eventType,
    body: d.body,
    secrets: signingSecrets(d.secrets, now),
    timestampSeconds: Math.floor(Date.now() / 1000),
  });
  const outcome = await sendWebhook({ url: d.url, headers, body: d.body, timeoutMs: deliverySettings.timeoutMs });
  const next = stateAfterAttempt(d.cycleAttempts, outcome.ok, now);
  await record({ delivery: d, outcome, next, attemptedAt: now });
  return {
    deliveryId: d.id,
    status: next.status,
    sent: true,
    statusCode: outcome.statusCode,
    error: outcome.error,
    nextAttemptAt: next.nextAttemptAt,
    cycleAttempt: d.cycleAttempts + 1,
  };
}

/**
 * One statement for any number of attempts: each one's log row, its delivery's new state, and the claim
 * released. If a delivery was redelivered while its attempt ran, the attempt is logged but the new cycle's
 * schedule is left alone.
 */
export async function recordAttempts(db: DbOrTx, records: AttemptRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map(({ delivery: d, outcome: o, next, attemptedAt }) => ({
    id: d.id,
    cycle: d.cycle,
    status: next.status,
    next_attempt_at: next.nextAttemptAt?.toISOString() ?? null,
    delivered_at: next.deliveredAt?.toISOString() ?? null,
    attempted_at: attemptedAt.toISOString(),
    status_code: o.statusCode,
    duration_ms: o.durationMs,
    response_body: o.responseBody,
    error: o.error,
  }));
  await db.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as x(
        id uuid, cycle int, status text, next_attempt_at timestamptz, delivered_at timestamptz,
        attempted_at timestamptz, status_code int, duration_ms int, response_body text, error text)
    ),
    attempt as (
      insert into webhook_delivery_attempts (delivery_id, attempt_number, attempted_at, status_code, duration_ms, response_body, error)
      select i.id, d.attempts + 1, i.attempted_at, i.status_code, i.duration_ms, i.response_body, i.error
      from input i join webhook_deliveries d on d.id = i.id
    )
    update webhook_deliveries d set
      attempts = d.attempts + 1,
      locked_until = null,
      last_status_code = i.status_code,
      last_error = i.error,
      cycle_attempts = case when d.cycle = i.cycle then d.cycle_attempts + 1 else d.cycle_attempts end,
      status = case when d.cycle = i.cycle then i.status else d.status end,
      next_attempt_at = case when d.cycle = i.cycle then i.next_attempt_at else d.next_attempt_at end,
      delivered_at = case when d.cycle = i.cycle then i.delivered_at else d.delivered_at end
    from input i
    where d.id = i.id`);
}

/**
 * Group commit for a worker pass: attempts that finish while a write is under way are written together by
 * the next one, so a busy pass makes a few statements instead of one per attempt, and an idle one still
 * writes each attempt as soon as it ends.
 */
export function groupRecorder(db: DbOrTx): RecordAttempt {
  let waiting: { record: AttemptRecord; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await recordAttempts(db, batch.map((w) => w.record));
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    writing = false;
  };
  return (record) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ record, resolve, reject });
      if (!writing) void drain();
    });
}

async function finishDisabled(db: DbOrTx, d: ClaimedDelivery): Promise<AttemptResult> {
  const error = 'webhook is disabled';
  await db.execute(sql`
    update webhook_deliveries set status = 'failed', next_attempt_at = null, locked_until = null, last_error = ${error}::text
    where id = ${d.id}::uuid and cycle = ${d.cycle}::int`);
  return { deliveryId: d.id, status: 'failed', sent: false, statusCode: null, error, nextAttemptAt: null, cycleAttempt: d.cycleAttempts };
}

/** The embedded worker's step: claims due deliveries and attempts them a few at a time. */
export async function deliverDueDeliveries(db: Database, now: Date): Promise<number> {
  const claimed = await claimDueDeliveries(db, now);
  const record = groupRecorder(db);
  await runPool(claimed, deliverySettings.concurrency, (d) => attemptClaimed(db, d, now, record));
  return claimed.length;
}

/**
 * Runs `fn` over the items, `width` at a time. One item's failure (a lost database connection) is logged and
 * leaves that delivery claimed until its lease runs out, without stopping the others.
 */
async function runPool<T>(items: T[], width: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await fn(item);
      } catch (err) {
        logger.error('delivery attempt could not be recorded', { err });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}
