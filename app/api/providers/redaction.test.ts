import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import type { Database } from '@/server/db/types';
import { callRowOf, drainJobs } from '@/server/testing/call-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { toolAccount, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { startReceiver, type Receiver } from '@/server/testing/webhook-receiver';
import { initiateCall } from '@/server/services/calls/initiate';
import { updateCallingSettings } from '@/server/services/compliance/settings';
import { createWebhook } from '@/server/services/webhooks/service';
import type { AgentRow } from '@/server/services/agents/service';
import { providerDrivers, type Line } from '@/app/_testing/provider-drivers';

// Redaction before storage, through each real provider's webhooks over HTTP: with redact_pii on (a new account's
// default) a card number said live or in the end-of-call transcript is stored as [card], and the call.transcript
// webhook, read from what was stored, carries [card]; an account that turned it off keeps the words as said.

const CARD = '4111 1111 1111 1111';
const LIVE: Line = { role: 'customer', text: `My card is ${CARD}.`, at: 3 };
const LINES: Line[] = [
  { role: 'agent', text: 'How would you like to pay?', at: 1 },
  LIVE,
  { role: 'customer', text: 'And my SSN is 123-45-6789, call me at +1 415 555 0142.', at: 5 },
];

describe.each(providerDrivers)('redaction of what $provider reports', (driver) => {
  let db: Database;
  let receiver: Receiver;
  let acct: ToolTestAccount;
  let agent: AgentRow;

  // One agent per provider (its number is the fake's one); the account's setting changes between the cases.
  beforeAll(async () => {
    db = await getDb();
    receiver = await startReceiver();
    await driver.start();
    acct = await toolAccount([]);
    agent = await driver.agent(acct, []);
    await createWebhook(db, await actorOf(acct.userId), { name: 'transcripts', url: `${receiver.url}/${driver.provider}`, subscribed_events: ['call.transcript'] });
  });
  afterAll(async () => {
    await driver.close();
    await receiver.close();
  });

  /** A call answered at the provider, one line said live, then ended with the whole transcript. */
  async function talkedCall() {
    const seen = receiver.requests.length;
    const placed = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550142', agent_id: agent.id, contact_id: acct.contactId });
    await drainJobs(new Date(Date.now() + 1000));
    const row = await callRowOf(placed.id);
    expect(await driver.answer(row.providerCallId!)).toBe(200);
    await driver.say(row.providerCallId!, [LIVE]);
    const live = (await callRowOf(row.id)).transcript;
    expect(await driver.end(row.providerCallId!, { why: 'customer-hung-up', startedAt: new Date(), durationSeconds: 30, lines: LINES })).toBe(200);
    await drainJobs();
    const hook = receiver.requests.slice(seen).filter((r) => r.path === `/${driver.provider}`);
    return { live, done: await callRowOf(row.id), hook };
  }

  it('stores [card] and [ssn] for an account that redacts, and its call.transcript webhook carries them', async () => {
    const { live, done, hook } = await talkedCall();
    expect(live).toEqual([{ role: 'customer', text: 'My card is [card].', start_seconds: expect.any(Number) }]);
    expect(done.transcript!.map((l) => l.text)).toEqual([
      'How would you like to pay?', 'My card is [card].', 'And my SSN is [ssn], call me at +1 415 555 0142.',
    ]);
    expect(hook).toHaveLength(1);
    const sent = JSON.parse(hook[0].body) as { event_type: string; call: { transcript: { text: string }[] } };
    expect(sent.event_type).toBe('call.transcript');
    expect(sent.call.transcript.map((l) => l.text)).toContain('My card is [card].');
    expect(hook[0].body).not.toContain('4111');
    expect(hook[0].body).not.toContain('6789');
  });

  it('keeps the words as said for an account that turned redaction off', async () => {
    await updateCallingSettings(db, await actorOf(acct.userId), { redact_pii: false });
    const { live, done, hook } = await talkedCall();
    expect(live![0].text).toBe(`My card is ${CARD}.`);
    expect(done.transcript!.map((l) => l.text)).toEqual(LINES.map((l) => l.text));
    expect(hook).toHaveLength(1);
    expect(hook[0].body).toContain(CARD);
  });
});
