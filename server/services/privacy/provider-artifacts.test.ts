import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { calls, erasures, jobs } from '../../db/schema';
import { drainJobs, fundedAccount, insertContact } from '../../testing/call-fixtures';
import { startFakeRetell } from '../../testing/fake-retell-server';
import { startFakeVapi } from '../../testing/fake-vapi-server';
import { actorOf } from '../../testing/fixtures';
import { daysAgo, insertEndedCalls } from '../../testing/retention-fixtures';
import { requestErasure } from './request-erasure';

let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
let retell: Awaited<ReturnType<typeof startFakeRetell>>;

beforeAll(async () => {
  vapi = await startFakeVapi();
  retell = await startFakeRetell('retell-key');
  Object.assign(config, { VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', RETELL_BASE_URL: retell.url, RETELL_API_KEY: 'retell-key' });
});

afterAll(async () => {
  await vapi.close();
  await retell.close();
});

describe("erasing a person deletes their calls' copies at the providers", () => {
  it("asks Vapi and Retell to delete each of the person's calls, once, and leaves other people's calls alone", async () => {
    const db = await getDb();
    const acct = await fundedAccount();
    const tag = `${process.pid}-${Date.now()}`;
    // 555-0150 to 555-0199: a valid fictional number, unique enough for this file, and never the fixtures' other
    // calls' number (555-0123), which would make the other person's call this person's.
    const number = `+1415555${String(150 + (Date.now() % 50)).padStart(4, '0')}`;
    const contactId = await insertContact(acct.accountId, { firstName: 'Oriel', lastName: 'Vantablack', phones: [{ number }] });
    vapi.addCall(`vapi-er-${tag}`);
    retell.addPhoneCall(`retell-er-${tag}`);
    vapi.addCall(`vapi-other-${tag}`);
    const ended = daysAgo(2);
    const [viaVapi, viaRetell, simulated, other] = await insertEndedCalls(acct.accountId, [
      { agentId: acct.agent.id, endedAt: ended, provider: 'vapi', providerCallId: `vapi-er-${tag}` },
      { agentId: acct.agent.id, endedAt: ended, provider: 'retell', providerCallId: `retell-er-${tag}` },
      { agentId: acct.agent.id, endedAt: ended },
      { agentId: acct.agent.id, endedAt: ended, provider: 'vapi', providerCallId: `vapi-other-${tag}` },
    ]);
    await db.update(calls).set({ contactId, phoneNumber: number }).where(sql`${calls.id} in (${viaVapi}, ${viaRetell}, ${simulated})`);
    void other;

    const { erasure } = await requestErasure(db, await actorOf(acct.userId), contactId);
    await drainJobs();
    // The deletions are queued by the erasure's job, after the first pass's clock.
    await drainJobs();

    const [done] = await db.select().from(erasures).where(eq(erasures.id, erasure.id));
    expect(done.status).toBe('done');
    expect(done.receipt).toMatchObject({ calls: 3, provider_deletions: 2 });
    expect(vapi.deletedCalls).toEqual([`vapi-er-${tag}`]);
    expect(retell.deletedCalls).toEqual([`retell-er-${tag}`]);
    expect(vapi.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/call/vapi-er-${tag}`]);
    expect(retell.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/v2/delete-call/retell-er-${tag}`]);
    const deleteJobs = await db.select().from(jobs)
      .where(sql`${jobs.kind} = 'retention.provider_artifacts_delete' and (${jobs.payload} ->> 'call_id')::int in (${viaVapi}, ${viaRetell}, ${other})`);
    expect(deleteJobs.map((j) => j.payload.call_id).sort()).toEqual([viaVapi, viaRetell].sort());
    expect(deleteJobs.every((j) => j.doneAt && j.lastError === null)).toBe(true);

    // Asking again answers the same erasure and asks the providers nothing more.
    await requestErasure(db, await actorOf(acct.userId), contactId);
    await drainJobs();
    await drainJobs();
    expect(vapi.deletedCalls).toHaveLength(1);
    expect(retell.deletedCalls).toHaveLength(1);
  });
});
