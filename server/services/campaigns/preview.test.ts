import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { calls } from '../../db/schema';
import type { Database } from '../../db/types';
import { workOnce } from '../../jobs/worker';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { grantConsent } from '../../testing/consent-fixtures';
import { actorOf } from '../../testing/fixtures';
import { addDoNotCallForAccount } from '../compliance/do-not-call';
import { createCampaign, getCampaign, previewCampaign } from './service';

// Monday 23 November 2026, 18:00 UTC: 10:00 in California, inside every calling rule for 415 numbers.
const MONDAY_10_PT = new Date('2026-11-23T18:00:00Z');

let db: Database;
const scale = config.SIMULATOR_TIME_SCALE;
beforeAll(async () => {
  db = await getDb();
});
afterAll(() => {
  config.SIMULATOR_TIME_SCALE = scale;
});

/** Rows in every table of the database, by table: what "writes nothing" is checked against. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`));
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    const [r] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${sql.identifier(name)}`));
    out[name] = Number(r.n);
  }
  return out;
}

/**
 * An audience with every reason to skip: three callable contacts, two on do-not-call (the list, a flagged number),
 * one without a number, one repeating a number, one without consent, and two destinations the account does not
 * call (another country, a premium-rate number).
 */
async function mixedAudience() {
  const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 10 });
  const callable = ['+14155550301', '+14155550302', '+14155550303'];
  const listed = '+14155550304';
  const flagged = '+14155550305';
  const noConsent = '+14155550306';
  const abroad = '+447911123456';
  const premium = '+19005550199';
  const ids: number[] = [];
  for (const n of [...callable, listed, noConsent, abroad, premium]) ids.push(await insertContact(acct.accountId, { phones: [{ number: n }] }));
  ids.push(await insertContact(acct.accountId, { phones: [{ number: flagged, doNotCall: true }] }));
  ids.push(await insertContact(acct.accountId, { phones: [] }));
  ids.push(await insertContact(acct.accountId, { phones: [{ number: callable[0] }] }));
  await grantConsent(acct.accountId, [...callable, listed, flagged, abroad, premium]);
  await addDoNotCallForAccount(db, acct.accountId, { number: listed });
  const body = { name: 'Winter', agent_id: acct.agent.id, audience: { contact_ids: ids }, max_concurrent_calls: 2, retry: { max_attempts: 1 } };
  return { acct, body, callable, skippedNumbers: [listed, flagged, noConsent, abroad, premium] };
}

describe('campaign preview', () => {
  it("counts what the run skips, writes nothing, and the started campaign's skipped counts are the same", async () => {
    config.SIMULATOR_TIME_SCALE = 1;
    const { acct, body, skippedNumbers } = await mixedAudience();
    const actor = await actorOf(acct.userId);
    const before = await rowCounts();
    const preview = await previewCampaign(db, actor, body, MONDAY_10_PT);
    expect(await rowCounts()).toEqual(before);
    expect(preview).toMatchObject({
      total: 10, callable: 3, callable_now: 3,
      skipped: { do_not_call: 2, no_phone: 1, duplicate: 1, no_consent: 1, destination_not_allowed: 2 },
      first_dial_at: '2026-11-23T18:00:00Z',
      wallet: { available_cents: 100_000, covers_first_hour: true },
    });
    expect(preview.estimate.calls).toEqual({ low: 3, high: 3 });
    expect(preview.estimate.cost_cents.high).toBe(preview.estimate.minutes.high * 10);
    expect(new Date(preview.estimate.finish_at!).getTime()).toBeGreaterThan(MONDAY_10_PT.getTime());

    const campaign = await createCampaign(db, actor, { ...body, start: true }, MONDAY_10_PT);
    for (let t = 0; t <= 600; t += 5) {
      const now = new Date(MONDAY_10_PT.getTime() + t * 1000);
      for (let i = 0; i < 20 && (await workOnce(db, now)) > 0; i++);
    }
    const done = await getCampaign(db, actor, campaign.id);
    expect(done.status).toBe('completed');
    expect({
      do_not_call: done.progress.skipped_do_not_call,
      no_phone: done.progress.skipped_no_phone,
      duplicate: done.progress.skipped_duplicate,
      no_consent: done.progress.skipped_no_consent,
      destination_not_allowed: done.progress.skipped_destination_not_allowed,
    }).toEqual(preview.skipped);
    expect(done.progress).toMatchObject({ total: preview.total, completed: preview.callable });
    // A skipped recipient is never placed.
    const placed = await db.select({ phoneNumber: calls.phoneNumber }).from(calls).where(eq(calls.campaignId, campaign.id));
    for (const n of skippedNumbers) expect(placed.map((c) => c.phoneNumber)).not.toContain(n);
    expect(placed).toHaveLength(3);
  }, 60_000);

  it('says when the first dial waits for calling hours and when the wallet cannot cover the first hour', async () => {
    const acct = await fundedAccount({ balanceCents: 50, rateCents: 10 });
    const ids: number[] = [];
    const numbers = Array.from({ length: 40 }, (_, i) => `+1415555${String(3400 + i)}`);
    for (const n of numbers) ids.push(await insertContact(acct.accountId, { phones: [{ number: n }] }));
    await grantConsent(acct.accountId, numbers);
    // 06:00 in California: the account's hours open at 09:00.
    const early = new Date('2026-11-23T14:00:00Z');
    const preview = await previewCampaign(db, await actorOf(acct.userId), {
      name: 'Early', agent_id: acct.agent.id, audience: { contact_ids: ids },
    }, early);
    expect(preview).toMatchObject({ total: 40, callable: 40, callable_now: 0, first_dial_at: '2026-11-23T17:00:00Z' });
    expect(preview.estimate.calls.low).toBeGreaterThan(40);
    expect(preview.estimate.calls.high).toBeLessThanOrEqual(120);
    expect(preview.wallet).toEqual({ available_cents: 50, covers_first_hour: false });
    expect(new Date(preview.estimate.finish_at!).getTime()).toBeGreaterThanOrEqual(new Date('2026-11-23T17:00:00Z').getTime());
  });
});
