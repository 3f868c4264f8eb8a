import { sql } from 'drizzle-orm';
import type { DeliveryStatus } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { rowsOf } from '../../db/rows';
import { LEASE_MS, startHeartbeat } from '../../lib/lease';
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
  /** A receiver must answer within this: the deadline of every attempt. */
  timeoutMs: 10_000,
  /**
   * How long a claim holds. Its worker renews it while the attempt runs (renewDeliveryClaims), so a live worker
   * keeps it; a worker that dies after claiming leaves the delivery to be attempted again within seconds.
   */
  leaseMs: LEASE_MS,
  /** Deliveries claimed per worker pass, and how many of them are sent at once. */
  batchSize: 100,
  concurrency: 32,
  /**
   * Attempts under way to one endpoint at most, across every worker (and Inngest's concurrency key): a slow
   * receiver holds this many, and the other endpoints' deliveries go on beside it.
   */
  perEndpoint: 4,
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

/** The advisory lock claimers take turns on, so each counts the others' claims before it adds its own. */
const CLAIM_LOCK = sql`hashtext('webhook_delivery_claims')`;

/**
 * Claims up to `limit` due deliveries, oldest first, but no more for an endpoint than `perEndpoint` less the
 * attempts it already has under way (claims still leased, by any worker), so that a slow receiver never holds more
 * than its share and every other endpoint's deliveries are claimed beside it. Claimers take turns on an advisory
 * lock, and the claim is a statement of its own after it, so it sees every claim committed before its turn; rows
 * are still taken FOR UPDATE SKIP LOCKED, past a delivery being recorded or redelivered at that moment.
 */
export async function claimDueDeliveries(db: DbOrTx, now: Date, limit = deliverySettings.batchSize): Promise<ClaimedDelivery[]> {
  if (limit <= 0) return [];
  const lease = new Date(now.getTime() + deliverySettings.leaseMs);
  const due = sql`d.status = 'pending' and d.next_attempt_at <= ${ts(now)} and (d.locked_until is null or d.locked_until <= ${ts(now)})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const result = await tx.execute(sql`
      with endpoint as (
        select distinct d.webhook_id from webhook_deliveries d where ${due}
      ),
      room as (
        select e.webhook_id, ${deliverySettings.perEndpoint}::int - (
          select count(*) from webhook_deliveries l
          where l.webhook_id = e.webhook_id and l.locked_until is not null and l.locked_until > ${ts(now)} and l.status = 'pending'
        )::int as free
        from endpoint e
      ),
      pick as (
        select p.id, p.next_attempt_at from room r
        cross join lateral (
          select d.id, d.next_attempt_at from webhook_deliveries d
          where d.webhook_id = r.webhook_id and ${due}
          order by d.next_attempt_at, d.id
          limit greatest(r.free, 0)
        ) p
        order by p.next_attempt_at, p.id
        limit ${limit}::int
      ),
      claim as (
        select d.id from webhook_deliveries d
        where d.id in (select id from pick) and ${due}
        for update skip locked
      )
      update webhook_deliveries d set locked_until = ${ts(lease)}
      from claim, webhooks w
      where d.id = claim.id and w.id = d.webhook_id
      returning ${claimedColumns(now)}`);
    return rowsOf<ClaimedRow>(result).map(toClaimed);
  });
}

/**
 * Renews the leases of the listed deliveries still pending and claimed, to `now` plus a lease; never shortens one
 * (a test's clock may run ahead of the wall clock). Answers how many were renewed.
 */
export async function renewDeliveryClaims(db: DbOrTx, ids: readonly string[], now = new Date()): Promise<number> {
  if (ids.length === 0) return 0;
  const lease = new Date(now.getTime() + deliverySettings.leaseMs);
  return rowsOf(await db.execute(sql`
    update webhook_deliveries set locked_until = greatest(locked_until, ${ts(lease)})
    where id = any(${`{${ids.join(',')}}`}::uuid[]) and status = 'pending' and locked_until is not null
    returning id`)).length;
}

/** Keeps the claims of the deliveries `held` answers while their attempts run, until the answer is called. */
export function keepDeliveriesClaimed(db: DbOrTx, held: () => readonly string[]): () => void {
  return startHeartbeat(() => renewDeliveryClaims(db, held()), (err) => logger.warn('renewing delivery claims failed', { err }));
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

/** Gives back the claims of deliveries still pending (a worker stopping with attempts unrecorded); answers how many. */
export async function releaseClaims(db: DbOrTx, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return rowsOf(await db.execute(sql`
    update webhook_deliveries set locked_until = null
    where id = any(${`{${ids.join(',')}}`}::uuid[]) and status = 'pending' and locked_until is not null
    returning id`)).length;
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

/**
 * One pass that waits for its attempts (tests, the CLI and the benches; the embedded worker's delivery lane starts
 * attempts without waiting, server/jobs/delivery-lane.ts): claims due deliveries and attempts them a few at a time.
 */
export async function deliverDueDeliveries(db: Database, now: Date): Promise<number> {
  const claimed = await claimDueDeliveries(db, now);
  if (claimed.length === 0) return 0;
  const record = groupRecorder(db);
  const held = new Set(claimed.map((d) => d.id));
  const stop = keepDeliveriesClaimed(db, () => [...held]);
  try {
    await runPool(claimed, deliverySettings.concurrency, async (d) => {
      try {
        await attemptClaimed(db, d, now, record);
      } finally {
        held.delete(d.id);
      }
    });
  } finally {
    stop();
  }
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
