import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/calls/[call_id]/route';
import { routeIndex } from '@/app/api/v1/route-index';
import { config } from '../../config';
import { getDb } from '../../db/client';
import type { Database } from '../../db/types';
import { buildOpenApiDocument } from '../../openapi/document';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { callRowOf, drainJobs, fundedAccount, insertContact, type CallTestAccount } from '../../testing/call-fixtures';
import { documentValidator } from '../../testing/openapi-validator';
import { serveRoute } from '../../testing/route-server';
import { startReceiver, type Receiver } from '../../testing/webhook-receiver';
import { klenSignature } from '../webhooks/signing';
import { createWebhook } from '../webhooks/service';
import { callAnalytics } from '../analytics/service';
import { initiateCall } from './initiate';
import { recordArtifacts } from './lifecycle';

// A San Francisco number: California asks every party's consent to a recording, so the call must say all three.
const CALIFORNIA = '+14155550123';
const SENTENCE = 'This is an AI assistant for Test Co. This call is recorded; if you do not agree to the recording, say so and I will end the call.';

let db: Database;
let receiver: Receiver;
let saying: CallTestAccount;
let silent: CallTestAccount;
let secret: string;
const allowPrivate = config.ALLOW_PRIVATE_WEBHOOK_URLS;

beforeAll(async () => {
  db = await getDb();
  config.ALLOW_PRIVATE_WEBHOOK_URLS = true;
  receiver = await startReceiver();
  saying = await fundedAccount({ balanceCents: 10_000, agent: { first_message: '{{disclosure}} Hi {{first_name}}.' } });
  silent = await fundedAccount({ balanceCents: 10_000, agent: { first_message: 'Hi {{first_name}}, this is {{business_name}}.' } });
  const hook = await createWebhook(db, await actorOf(silent.userId), {
    name: 'flags', url: `${receiver.url}/flags`, subscribed_events: ['call.compliance_flagged'],
  });
  secret = hook.secret;
});

afterAll(async () => {
  config.ALLOW_PRIVATE_WEBHOOK_URLS = allowPrivate;
  await receiver.close();
});

async function place(acct: CallTestAccount, phone = CALIFORNIA, variables: Record<string, unknown> = { first_name: 'Ada' }) {
  const contactId = await insertContact(acct.accountId, { firstName: 'Ada', phones: [{ number: phone }] });
  const { id } = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: phone, agent_id: acct.agent.id, contact_id: contactId, variables });
  return id;
}

const flaggedEvents = async (acct: CallTestAccount, callId: number) =>
  (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'call.compliance_flagged' && (e.payload as { call: { id: number } }).call.id === callId);

describe('disclosures on a call', () => {
  it('a first message with {{disclosure}} says it: the call is `said`, and nothing is flagged', async () => {
    // A request cannot change what the call discloses.
    const id = await place(saying, CALIFORNIA, { first_name: 'Ada', disclosure: 'Nothing to see here.' });
    const placed = await callRowOf(id);
    expect(placed.disclosures.map((d) => `${d.kind}:${d.jurisdiction}`)).toEqual(['ai:US', 'ai:US-CA', 'recording:*', 'recording_consent:US-CA']);
    expect(placed.firstMessage).toBe(`${SENTENCE} Hi Ada.`);
    expect(placed.variables.disclosure).toBe(SENTENCE);
    expect(placed.disclosureCheck).toBeNull();

    await drainJobs(new Date(Date.now() + 3_600_000));
    const done = await callRowOf(id);
    expect(done.status).toBe('completed');
    expect(done.transcript![0]).toMatchObject({ role: 'agent', text: `${SENTENCE} Hi Ada.` });
    expect(done).toMatchObject({ disclosureCheck: 'said', disclosureMissing: [] });
    expect(await flaggedEvents(saying, id)).toEqual([]);
  });

  it('a first message without it is `missing`: call.compliance_flagged reaches the receiver signed, once, however often the report repeats', async () => {
    const id = await place(silent);
    await drainJobs(new Date(Date.now() + 3_600_000));
    const done = await callRowOf(id);
    expect(done).toMatchObject({ status: 'completed', disclosureCheck: 'missing', disclosureMissing: ['ai', 'recording', 'recording_consent'] });

    // The provider reports the transcript again (a redelivered end-of-call report): nothing changes.
    await db.transaction((tx) => recordArtifacts(tx, id, { transcript: [{ role: 'agent', text: SENTENCE, start_seconds: 0 }] }, new Date()));
    await drainJobs(new Date(Date.now() + 3_600_000));
    expect(await callRowOf(id)).toMatchObject({ disclosureCheck: 'missing', updatedAt: done.updatedAt });
    expect(await flaggedEvents(silent, id)).toHaveLength(1);

    const got = receiver.requests.filter((r) => r.path === '/flags' && JSON.parse(r.body).call.id === id);
    expect(got).toHaveLength(1);
    const [delivery] = got;
    expect(delivery.headers['x-klen-event']).toBe('call.compliance_flagged');
    expect(delivery.headers['x-klen-signature']).toBe(klenSignature(delivery.body, secret));
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      event_type: 'call.compliance_flagged',
      call: {
        id, klen_call_id: done.callId, status: 'completed', disclosure_check: 'missing',
        disclosure_missing: ['ai', 'recording', 'recording_consent'],
        disclosures: expect.arrayContaining([{ kind: 'recording_consent', jurisdiction: 'US-CA', source: expect.stringContaining('Penal Code § 632') }]),
      },
    });
    // The body is the one the OpenAPI document describes.
    expect(documentValidator(await buildOpenApiDocument(routeIndex)).webhook('call.compliance_flagged', body).errors).toBe('');
  });

  it('an unanswered call is `not_checked` and flags nothing', async () => {
    const id = await place(silent, '+14155550001');
    await drainJobs(new Date(Date.now() + 3_600_000));
    expect(await callRowOf(id)).toMatchObject({ status: 'no_answer', disclosureCheck: 'not_checked', disclosureMissing: [] });
    expect(await flaggedEvents(silent, id)).toEqual([]);
  });

  it('the call over HTTP shows its disclosures and their check; analytics count the flagged calls', async () => {
    const id = await place(silent);
    await drainJobs(new Date(Date.now() + 3_600_000));
    const server = await serveRoute(GET, { call_id: String(id) });
    try {
      const res = await fetch(`${server.url}/api/v1/calls/${id}`, { headers: { authorization: `Bearer ${silent.key}` } });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        disclosure_check: 'missing',
        disclosure_missing: ['ai', 'recording', 'recording_consent'],
        variables: expect.objectContaining({ disclosure: SENTENCE }),
      });
      expect(body.disclosures.map((d: { kind: string; jurisdiction: string }) => `${d.kind}:${d.jurisdiction}`))
        .toEqual(['ai:US', 'ai:US-CA', 'recording:*', 'recording_consent:US-CA']);
      expect(body.disclosures.every((d: { source: string }) => d.source.length > 20)).toBe(true);
    } finally {
      await server.close();
    }
    // Two flagged calls in this account (the repeated report's and this one), counted by the rollup (by day) and by the calls (by status).
    const actor = await actorOf(silent.userId);
    const byDay = await callAnalytics(db, actor, { group_by: 'day' });
    const byStatus = await callAnalytics(db, actor, { group_by: 'status' });
    expect(byDay.totals.compliance_flagged).toBe(2);
    expect(byStatus.totals.compliance_flagged).toBe(2);
    expect((await callAnalytics(db, await actorOf(saying.userId), { group_by: 'agent' })).totals.compliance_flagged).toBe(0);
  });
});
