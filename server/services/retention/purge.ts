import { asc, gt, sql } from 'drizzle-orm';
import { accounts, type VoiceProviderName } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import type { Database, Tx } from '../../db/types';
import { enqueueJobs } from '../../outbox/jobs';
import { providerArtifactsDelete } from './provider-delete';

/** Rows one batch touches: small enough that each transaction holds its row locks for a few milliseconds. */
export const PURGE_BATCH_SIZE = 500;

export type PurgeTarget = 'calls' | 'messages' | 'consents' | 'compliance_records';

/** One batch's transaction, for the benchmark's lock-time figure. */
export interface PurgeBatch {
  accountId: number;
  target: PurgeTarget;
  rows: number;
  /** From BEGIN to COMMIT: the longest any row of the batch stayed locked. */
  ms: number;
}

export interface PurgeOptions {
  batchSize?: number;
  /** Stop after this many batches (the caller runs again to go on); default: until nothing is due. */
  maxBatches?: number;
  /** Only these accounts (tests); default every account. */
  accountIds?: number[];
  onBatch?: (batch: PurgeBatch) => void;
}

export interface PurgeResult {
  calls: number;
  messages: number;
  consents: number;
  complianceRecords: number;
  batches: number;
  /** False when `maxBatches` stopped the purge with work left. */
  done: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The retention purge: for each account, the content of calls that ended more than content_days ago and of messages
 * older than it is removed, and consents and compliance records past compliance_days are deleted. Every batch is its
 * own short transaction over rows it claims with SKIP LOCKED, so a live request never waits on the purge and two
 * runs never touch one row. What is done stays done (a purged row is marked), so the purge resumes where a crash or
 * a budget stopped it and a run with nothing due writes nothing.
 */
export async function purgeExpiredContent(db: Database, now: Date, opts: PurgeOptions = {}): Promise<PurgeResult> {
  const size = opts.batchSize ?? PURGE_BATCH_SIZE;
  const result: PurgeResult = { calls: 0, messages: 0, consents: 0, complianceRecords: 0, batches: 0, done: true };
  const budgetLeft = () => opts.maxBatches === undefined || result.batches < opts.maxBatches;
  for await (const account of accountsToPurge(db, opts.accountIds)) {
    const contentCutoff = new Date(now.getTime() - account.contentDays * DAY_MS);
    const complianceCutoff = new Date(now.getTime() - account.complianceDays * DAY_MS);
    const steps: [PurgeTarget, keyof Omit<PurgeResult, 'batches' | 'done'>, (tx: Tx) => Promise<number>][] = [
      ['calls', 'calls', (tx) => purgeCallBatch(tx, account.id, contentCutoff, now, size)],
      ['messages', 'messages', (tx) => purgeMessageBatch(tx, account.id, contentCutoff, now, size)],
      ['consents', 'consents', (tx) => deleteConsentBatch(tx, account.id, complianceCutoff, now, size)],
      ['compliance_records', 'complianceRecords', (tx) => deleteComplianceRecordBatch(tx, account.id, complianceCutoff, size)],
    ];
    for (const [target, counter, batch] of steps) {
      for (;;) {
        if (!budgetLeft()) return { ...result, done: false };
        const started = performance.now();
        const rows = await db.transaction(batch);
        result.batches++;
        result[counter] += rows;
        opts.onBatch?.({ accountId: account.id, target, rows, ms: performance.now() - started });
        if (rows < size) break;
      }
    }
  }
  return result;
}

/** The accounts and their periods, a page at a time, so a deployment of many accounts is never read at once. */
async function* accountsToPurge(db: Database, only?: number[]) {
  let after = 0;
  for (;;) {
    const page = await db.select({ id: accounts.id, contentDays: accounts.retentionContentDays, complianceDays: accounts.retentionComplianceDays })
      .from(accounts).where(gt(accounts.id, after)).orderBy(asc(accounts.id)).limit(500);
    for (const a of page) if (!only || only.includes(a.id)) yield a;
    if (page.length < 500) return;
    after = page[page.length - 1].id;
  }
}

/**
 * Clears the content of up to `size` of the account's calls that ended before the cutoff, and asks their providers
 * to delete their copies (a job per call, in this transaction). What a bill and analytics count stays: times,
 * status, duration, cost, provider cost and latency, ended reason, disclosure check, and the analysis's success
 * verdict; so the usage and analytics rollups, which triggers keep from these rows, do not move.
 */
async function purgeCallBatch(tx: Tx, accountId: number, cutoff: Date, now: Date, size: number): Promise<number> {
  const purged = rowsOf<{ id: number; provider: VoiceProviderName; provider_call_id: string | null }>(await tx.execute(sql`
    with due as (
      select id from calls
      where account_id = ${accountId} and ended_at is not null and ended_at < ${cutoff.toISOString()}::timestamptz
        and content_purged_at is null
      order by ended_at limit ${size}
      for update skip locked)
    update calls c set
      transcript = null, recording_url = null, summary = null, variables = '{}'::jsonb, instructions = '', first_message = '',
      analysis = case when c.analysis is null then null
        else jsonb_build_object('summary', null, 'success', c.analysis -> 'success', 'structured_data', '{}'::jsonb) end,
      voicemail = c.voicemail - 'message',
      content_purged_at = ${now.toISOString()}::timestamptz
    from due where c.id = due.id
    returning c.id, c.provider, c.provider_call_id`));
  if (!purged.length) return 0;
  const ids = `{${purged.map((c) => c.id).join(',')}}`;
  // What a caller said to a tool (a booking's name, a message) is call content too.
  await tx.execute(sql`update tool_invocations set arguments = '{}'::jsonb, result = '{}'::jsonb where call_id = any(${ids}::int[])`);
  await enqueueJobs(tx, providerArtifactsDelete, purged.filter((c) => c.provider_call_id).map((c) => ({
    payload: { call_id: c.id, provider: c.provider, provider_call_id: c.provider_call_id! },
  })));
  return purged.length;
}

/** Clears the bodies of up to `size` of the account's messages written before the cutoff; one still waiting to go keeps its. */
async function purgeMessageBatch(tx: Tx, accountId: number, cutoff: Date, now: Date, size: number): Promise<number> {
  return rowsOf(await tx.execute(sql`
    with due as (
      select id from messages
      where account_id = ${accountId} and content_purged_at is null and created_at < ${cutoff.toISOString()}::timestamptz
        and status not in ('queued', 'held')
      order by created_at limit ${size}
      for update skip locked)
    update messages m set subject = null, body = '', html = null, ics = null, content_purged_at = ${now.toISOString()}::timestamptz
    from due where m.id = due.id
    returning m.id`)).length;
}

/**
 * Lets this transaction's deletes through the consents' and compliance records' guards, which still refuse any row
 * not past its account's compliance_days (migration 0052): the rule holds in the database, not only here.
 */
const allowRetentionDeletes = (tx: Tx) => tx.execute(sql`select set_config('switchboard.retention_purge', 'on', true)`);

/** Deletes up to `size` consents that stopped covering calls (revoked or expired) before the cutoff, with their change log. */
async function deleteConsentBatch(tx: Tx, accountId: number, cutoff: Date, now: Date, size: number): Promise<number> {
  const due = rowsOf<{ id: number }>(await tx.execute(sql`
    select id from consents
    where account_id = ${accountId}
      and coalesce(revoked_at, case when expires_at <= ${now.toISOString()}::timestamptz then expires_at end) < ${cutoff.toISOString()}::timestamptz
    order by id limit ${size}
    for update skip locked`));
  if (!due.length) return 0;
  await allowRetentionDeletes(tx);
  return rowsOf(await tx.execute(sql`delete from consents where id = any(${`{${due.map((c) => c.id).join(',')}}`}::int[]) returning id`)).length;
}

async function deleteComplianceRecordBatch(tx: Tx, accountId: number, cutoff: Date, size: number): Promise<number> {
  const due = rowsOf<{ id: number }>(await tx.execute(sql`
    select id from compliance_records
    where account_id = ${accountId} and decided_at < ${cutoff.toISOString()}::timestamptz
    order by decided_at, id limit ${size}
    for update skip locked`));
  if (!due.length) return 0;
  await allowRetentionDeletes(tx);
  return rowsOf(await tx.execute(sql`delete from compliance_records where id = any(${`{${due.map((r) => r.id).join(',')}}`}::int[]) returning id`)).length;
}
