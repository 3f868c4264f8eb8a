import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import type { Database } from '../../db/types';
import { callRowOf, drainJobs, fundedAccount, pendingJobsOf, type CallTestAccount } from '../../testing/call-fixtures';
import { startFakeVapi } from '../../testing/fake-vapi-server';
import { actorOf } from '../../testing/fixtures';
import { initiateCall } from './initiate';
import { hangUpCall } from './call-control';

// A provider's hangUp, as a tool that ends a call uses it (tools/contact-tools.ts): called in the transaction that
// decides the end; what it asks of the provider's service it hands back for after the commit.

let db: Database;

beforeAll(async () => {
  db = await getDb();
});

async function place(acct: CallTestAccount) {
  const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id });
  return callRowOf(res.id);
}

class RolledBack extends Error {}

describe('the simulator', () => {
  let acct: CallTestAccount;
  beforeAll(async () => {
    config.VOICE_PROVIDER = 'simulator';
    acct = await fundedAccount({ balanceCents: 10_000 });
  });

  it('ends the call in the transaction, with the reason given, and its transcript follows; nothing is left for after', async () => {
    const call = await place(acct);
    expect(call.provider).toBe('simulator');
    const now = new Date();
    const after = await db.transaction((tx) => hangUpCall(tx, call, { endedReason: 'opted_out', now }));
    expect(after).toBeNull();
    expect(await callRowOf(call.id)).toMatchObject({ status: 'completed', endedReason: 'opted_out' });
    const steps = (await pendingJobsOf(call.id)).filter((j) => j.kind === 'calls.simulator_step').map((j) => (j.payload as { step: string }).step);
    expect(steps).toContain('transcript');
  });

  it('ends nothing when that transaction rolls back', async () => {
    const call = await place(acct);
    await expect(
      db.transaction(async (tx) => {
        await hangUpCall(tx, call, { endedReason: 'opted_out', now: new Date() });
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect((await callRowOf(call.id)).status).toBe(call.status);
  });
});

describe('Vapi', () => {
  let acct: CallTestAccount;
  let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
  beforeAll(async () => {
    vapi = await startFakeVapi();
    Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: 'hang-up-secret' });
    acct = await fundedAccount({ balanceCents: 10_000, agent: { name: 'Vapi Agent', provider_phone_number_id: 'pn-123' } });
  });
  afterAll(async () => {
    await vapi.close();
  });

  /** A call Vapi has been asked to place (it has Vapi's id). */
  async function placedWithVapi() {
    const call = await place(acct);
    await drainJobs(new Date(Date.now() + 1000));
    const row = await callRowOf(call.id);
    expect(row).toMatchObject({ provider: 'vapi', providerCallId: expect.any(String) });
    return row;
  }

  const controlRequests = (from: number) => vapi.requests.slice(from).filter((r) => r.path.endsWith('/control'));

  it('records nothing in the transaction and, once run after the commit, posts end-call to the call control URL', async () => {
    const call = await placedWithVapi();
    const controlUrl = `${vapi.url}/${call.providerCallId}/control`;
    const before = vapi.requests.length;
    const after = await db.transaction((tx) => hangUpCall(tx, call, { endedReason: 'opted_out', now: new Date(), controlUrl }));
    expect(after).toBeTypeOf('function');
    expect(vapi.requests.length).toBe(before);
    expect(await callRowOf(call.id)).toMatchObject({ status: call.status, endedReason: call.endedReason });

    await after!();
    expect(controlRequests(before)).toEqual([
      expect.objectContaining({ method: 'POST', path: `/${call.providerCallId}/control`, body: { type: 'end-call' } }),
    ]);
    // Vapi reports the end as for any call; until then the row is as it was.
    expect((await callRowOf(call.id)).status).toBe(call.status);
  });

  it("without a control URL in hand, reads it from Vapi's call (GET /call/{id}) and posts end-call there", async () => {
    const call = await placedWithVapi();
    const before = vapi.requests.length;
    const after = await db.transaction((tx) => hangUpCall(tx, call, { endedReason: 'opted_out', now: new Date() }));
    await after!();
    expect(vapi.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /call/${call.providerCallId}`,
      `POST /${call.providerCallId}/control`,
    ]);
    expect(vapi.requests.at(-1)?.headers.authorization).toBeUndefined();
    expect(vapi.requests.at(-2)?.headers.authorization).toBe('Bearer vapi-key');
  });

  it('never fails the caller when Vapi refuses', async () => {
    const call = await placedWithVapi();
    const after = await db.transaction((tx) =>
      hangUpCall(tx, call, { endedReason: 'opted_out', now: new Date(), controlUrl: `${vapi.url}/${call.providerCallId}/control` }),
    );
    vapi.failNext(500);
    await expect(after!()).resolves.toBeUndefined();
  });
});
