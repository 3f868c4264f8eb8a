import { sql, type SQL } from 'drizzle-orm';
import { jobInngestRelays, outboxInngestRelays } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { Database, Tx } from '../../db/types';
import { toIso } from '../../lib/time';
import { logger } from '../../logger';
import { MAX_JOB_ATTEMPTS } from '../claimed-job';
import { startPollLoop, stopPollLoop } from '../poll-loop';
import { deliveryEvent, jobEvent, outboxEvent, sendToInngest, type OutgoingEvent, type SendEvents } from './events';

/**
 * Carries rows written in the database (outbox events, jobs) to Inngest as events. A row is locked while it
 * is sent and marked relayed in the same transaction, so concurrent relays never send it twice on purpose;
 * if the send fails, nothing is marked and the next pass sends it again (Inngest drops an event id it has
 * already seen). Runs from an Inngest cron function and, in a long-running server, every poll interval.
 */
const BATCH = 100;

interface Row {
  id: number | string;
  at: Date | string;
}

interface JobRow extends Row {
  kind: string;
  campaign_id: string | null;
}

const relayedJob = (r: JobRow) => ({ jobId: Number(r.id), runAt: iso(r.at), kind: r.kind, campaignId: r.campaign_id === null ? null : Number(r.campaign_id) });

const iso = (v: Date | string) => toIso(new Date(v));

/** A table of work the relay carries: which rows are new, the event each becomes, and where it is marked sent. */
interface RelaySource<R extends Row = Row> {
  pending: SQL;
  toEvent(row: R): OutgoingEvent;
  /** Of these ids, the ones already marked sent (read by a statement of its own: see `relay`). */
  sentAmong(ids: number[]): SQL;
  markSent(tx: Tx, ids: number[]): Promise<unknown>;
}

const idArray = (ids: number[]) => `{${ids.join(',')}}`;

const outboxSource: RelaySource = {
  pending: sql`
    select e.id, e.due_at as at from outbox_events e
    where e.dispatched_at is null
      and not exists (select 1 from outbox_inngest_relays r where r.outbox_event_id = e.id)
    order by e.id limit ${BATCH}
    for update of e skip locked`,
  toEvent: (r) => outboxEvent({ outboxEventId: Number(r.id), dueAt: iso(r.at) }),
  sentAmong: (ids) => sql`select outbox_event_id as id from outbox_inngest_relays where outbox_event_id = any(${idArray(ids)}::bigint[])`,
  markSent: (tx, ids) => tx.insert(outboxInngestRelays).values(ids.map((outboxEventId) => ({ outboxEventId }))).onConflictDoNothing(),
};

const jobSource: RelaySource<JobRow> = {
  pending: sql`
    select j.id, j.run_at as at, j.kind, j.payload ->> 'campaign_id' as campaign_id from jobs j
    where j.done_at is null
      and not exists (select 1 from job_inngest_relays r where r.job_id = j.id)
    order by j.id limit ${BATCH}
    for update of j skip locked`,
  toEvent: (r) => jobEvent(relayedJob(r)),
  sentAmong: (ids) => sql`select job_id as id from job_inngest_relays where job_id = any(${idArray(ids)}::bigint[])`,
  markSent: (tx, ids) => tx.insert(jobInngestRelays).values(ids.map((jobId) => ({ jobId }))).onConflictDoNothing(),
};

async function relay<R extends Row>(db: Database, source: RelaySource<R>, send: SendEvents): Promise<number> {
  return db.transaction(async (tx) => {
    const locked = rowsOf<R>(await tx.execute(source.pending));
    if (locked.length === 0) return 0;
    // A row another relay marked sent and unlocked while this statement waited is still returned (its `not exists`
    // read the statement's older snapshot): a second statement sees the committed marks and leaves those out.
    const sent = new Set(rowsOf<{ id: number | string }>(await tx.execute(source.sentAmong(locked.map((r) => Number(r.id))))).map((r) => Number(r.id)));
    const rows = locked.filter((r) => !sent.has(Number(r.id)));
    if (rows.length === 0) return 0;
    await send(rows.map(source.toEvent));
    await source.markSent(tx, rows.map((r) => Number(r.id)));
    return rows.length;
  });
}

export const relayOutbox = (db: Database, send: SendEvents = sendToInngest) => relay(db, outboxSource, send);
export const relayJobs = (db: Database, send: SendEvents = sendToInngest) => relay(db, jobSource, send);

export async function relayOnce(db: Database, send: SendEvents = sendToInngest): Promise<number> {
  return (await relayOutbox(db, send)) + (await relayJobs(db, send));
}

/** How late work must be before the sweep assumes the run that should have done it is lost. */
export const STRAGGLER_MS = 10 * 60_000;

/**
 * Re-sends work whose Inngest run was lost (work relayed long ago and still not done). Each re-send has its
 * own event id, derived from the work's progress, so a stuck item is re-sent once per state, not per pass.
 */
export async function sweepStragglers(db: Database, now: Date, send: SendEvents = sendToInngest): Promise<number> {
  const cutoff = sql`${new Date(now.getTime() - STRAGGLER_MS).toISOString()}::timestamptz`;
  const events = rowsOf<Row>(await db.execute(sql`
    select e.id, e.due_at as at from outbox_events e
    join outbox_inngest_relays r on r.outbox_event_id = e.id
    where e.dispatched_at is null and e.due_at < ${cutoff} and r.relayed_at < ${cutoff}
    order by e.id limit ${BATCH}`));
  const deliveries = rowsOf<{ id: string; cycle: number; attempts: number; webhook_id: number }>(await db.execute(sql`
    select id, cycle, attempts, webhook_id from webhook_deliveries
    where status = 'pending' and next_attempt_at < ${cutoff} and (locked_until is null or locked_until < ${cutoff})
    order by next_attempt_at limit ${BATCH}`));
  const jobs = rowsOf<JobRow & { attempts: number }>(await db.execute(sql`
    select j.id, j.run_at as at, j.attempts, j.kind, j.payload ->> 'campaign_id' as campaign_id from jobs j
    join job_inngest_relays r on r.job_id = j.id
    where j.done_at is null and j.run_at < ${cutoff} and r.relayed_at < ${cutoff}
      and (j.locked_until is null or j.locked_until < ${cutoff}) and j.attempts < ${MAX_JOB_ATTEMPTS}
    order by j.id limit ${BATCH}`));
  const out = [
    ...events.map((r) => outboxEvent({ outboxEventId: Number(r.id), dueAt: iso(r.at) }, '-sweep')),
    ...deliveries.map((d) => deliveryEvent({ id: d.id, cycle: Number(d.cycle), webhookId: Number(d.webhook_id) }, `-sweep-${d.attempts}`)),
    ...jobs.map((j) => jobEvent(relayedJob(j), `-sweep-${j.attempts}`)),
  ];
  if (out.length > 0) await send(out);
  return out.length;
}

const LOOP = 'Inngest relay';

/**
 * In a long-running server under Inngest, relays new rows every poll interval, so events reach Inngest
 * within a fraction of a second instead of at the next cron minute.
 */
export function startInngestRelay(): void {
  let lastWarn = 0;
  startPollLoop(LOOP, (db) => relayOnce(db), (err) => {
    // Inngest unreachable: keep trying quietly; the rows wait in the database.
    if (Date.now() - lastWarn > 60_000) {
      lastWarn = Date.now();
      logger.warn('relay to Inngest failed; retrying', { err });
    }
  });
}

export const stopInngestRelay = () => stopPollLoop(LOOP);
