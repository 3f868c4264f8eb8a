import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { crmConnections } from '../../db/schema';
import type { Database } from '../../db/types';
import { defineJob, enqueueJob, enqueueJobs } from '../../outbox/jobs';
import { CrmAuthError, CrmRateLimitedError, type CrmPage } from '../providers/crm-port';
import { crmProviderFor } from '../providers/crms';
import { bumpCounts, contactVariableTypes } from './apply-contact';
import { applyCrmPage } from './apply-page';
import { freshCrmCredentials } from './credentials';
import { markCrmFailing, recordCrmFailure, recordCrmSuccess } from './health';
import { crmImportKind } from './job-kinds';

/** How often the polling floor reads a connection's contacts again from the start. */
export const CRM_POLL_INTERVAL_MS = 6 * 3_600_000;
/** Contacts asked for per page (both CRMs' widest). */
export const CRM_PAGE_SIZE = 100;
/** How long one run reads before it hands over to a fresh job (so a 50,000-contact import never holds a runner). */
const RUN_BUDGET_MS = 25_000;
/** A Retry-After this short is waited out in the run; a longer one ends the run with a job due when it passes. */
const INLINE_WAIT_MAX_MS = 12_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ImportRunOptions {
  now?: Date;
  budgetMs?: number;
  pageSize?: number;
}

/**
 * Reads a connection's contacts page by page from its saved cursor. Each page is applied and its cursor saved in
 * one transaction, so a run that dies resumes at the page it was on, and a page applied twice (the crash came after
 * the CRM answered) matches the contacts it made before. A 429 is waited out (Retry-After); a refused token marks
 * the connection `needs_reauth`; any other failure is counted and retried by the runner.
 */
export async function runCrmImport(db: Database, connectionId: number, opts: ImportRunOptions = {}): Promise<'done' | 'continued' | 'stopped'> {
  const started = Date.now();
  const budget = opts.budgetMs ?? RUN_BUDGET_MS;
  for (;;) {
    const now = opts.now ?? new Date();
    const [row] = await db.select().from(crmConnections).where(eq(crmConnections.id, connectionId));
    if (!row || row.status === 'pending_authorization' || row.status === 'needs_reauth' || row.direction === 'to_crm') return 'stopped';
    const driver = crmProviderFor(row.provider);
    let page: CrmPage;
    try {
      const credentials = await freshCrmCredentials(db, row, now);
      page = await driver.listContacts(credentials, row.importCursor, opts.pageSize ?? CRM_PAGE_SIZE);
    } catch (err) {
      if (err instanceof CrmRateLimitedError) {
        if (err.retryAfterMs <= INLINE_WAIT_MAX_MS && Date.now() - started + err.retryAfterMs < budget) {
          await sleep(err.retryAfterMs);
          continue;
        }
        await enqueueJob(db, crmImportKind, { connection_id: row.id }, { runAt: new Date(now.getTime() + err.retryAfterMs) });
        return 'continued';
      }
      if (err instanceof CrmAuthError) {
        await markCrmFailing(db, row.id, 'needs_reauth', `${row.provider} refused the credentials: connect it again.`, now);
        return 'stopped';
      }
      await recordCrmFailure(db, row.id, err instanceof Error ? err.message.slice(0, 300) : String(err), now);
      throw err;
    }
    await db.transaction(async (tx) => {
      const tally = await applyCrmPage(tx, row, page.contacts, await contactVariableTypes(tx, row.accountId), now);
      await bumpCounts(tx, row.id, { imported: tally.imported, updated: tally.updated, failed: tally.failed });
      const end = page.nextCursor === null;
      await tx.update(crmConnections).set({
        importCursor: page.nextCursor, importDone: end ? true : row.importDone, updatedAt: now,
        ...(end && { nextPollAt: new Date(now.getTime() + CRM_POLL_INTERVAL_MS) }),
      })
        .where(eq(crmConnections.id, row.id));
    });
    if (page.nextCursor === null) {
      await recordCrmSuccess(db, row.id, now);
      return 'done';
    }
    if (Date.now() - started >= budget) {
      await enqueueJob(db, crmImportKind, { connection_id: row.id });
      return 'continued';
    }
  }
}

/**
 * The polling floor: connections whose import reached its end an interval ago are read again from the start, so a
 * change whose webhook was lost (the CRM gave up, the app was down) arrives within the interval. Each is claimed by
 * moving its next poll ahead in the same statement (SKIP LOCKED), so two processes never queue the same one; one
 * with an import already queued or running is left to it.
 */
export async function queueDueCrmPolls(db: Database, now: Date): Promise<number> {
  const due = rowsOf<{ id: number }>(await db.execute(sql`
    update crm_connections set next_poll_at = ${new Date(now.getTime() + CRM_POLL_INTERVAL_MS).toISOString()}::timestamptz,
      import_cursor = null, updated_at = ${now.toISOString()}::timestamptz
    where id in (
      select c.id from crm_connections c
      where c.status = 'active' and c.direction <> 'to_crm' and c.import_done and c.next_poll_at <= ${now.toISOString()}::timestamptz
        and not exists (select 1 from jobs j where j.kind = ${crmImportKind.kind} and j.done_at is null and (j.payload->>'connection_id')::int = c.id)
      order by c.next_poll_at limit 50 for update skip locked)
    returning id`));
  await enqueueJobs(db, crmImportKind, due.map((r) => ({ payload: { connection_id: Number(r.id) }, runAt: now })));
  return due.length;
}

export const crmImportJob = defineJob(crmImportKind, async (db, p, ctx) => {
  await runCrmImport(db, p.connection_id, { now: ctx.now });
});
