import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as twilioRoute } from '@/app/api/integrations/twilio/sms/route';
import { GET as listRoute, POST as sendRoute } from '@/app/api/v1/messages/route';
import { GET as getRoute } from '@/app/api/v1/messages/[id]/route';
import { getDb } from '@/server/db/client';
import { agents, businessProfiles, calls, consents, doNotCallNumbers, messages } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { runDueJobs } from '@/server/jobs/queue';
import { useSettings } from '@/app/_testing/linked-calendar-fixtures';
import { grantConsent } from '@/server/testing/consent-fixtures';
import { newAccount, outboxOf, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { serveRoute } from '@/server/testing/route-server';
import { signedTwilioRequest, startTwilioStandIn, type TwilioStandIn } from '@/server/testing/stand-ins/twilio';
import { messageSendKind } from './jobs-kind';

// Texts through Twilio (its official package against a stand-in typed by it): sent with a status callback, delivery
// reported back, and a customer's STOP, START, HELP or reply read at the signed webhook, each acted on once.

let db: Database;
let twilio: TwilioStandIn;
let app: { url: string; close: () => Promise<void> };
let restore: () => void;
const CUSTOMER = '+12125550143';

// The gate judges texts at the moment they are asked for: the clock is held at a weekday morning in New York.
const DAYTIME = new Date('2027-03-01T15:00:00Z');

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: DAYTIME });
  db = await getDb();
  twilio = await startTwilioStandIn();
  app = await serveRoute(twilioRoute);
  restore = useSettings({ ...twilio.config(), PUBLIC_BASE_URL: app.url });
});
afterAll(async () => {
  vi.useRealTimers();
  restore();
  await Promise.all([twilio.close(), app.close()]);
});

let numberSeq = 0;
/** An account whose agent texts from a number of its own (an inbound text finds its account by that number). */
async function accountWithNumber(): Promise<TestAccount & { number: string }> {
  const acct = await newAccount('Acme Dental');
  const number = `+1212555${String(2000 + process.pid % 1000 * 10 + ++numberSeq).padStart(4, '0').slice(-4)}`;
  await db.insert(agents).values({ accountId: acct.accountId, assistantId: `asst_tw_${acct.accountId}`, name: 'Front desk', phoneNumber: number } as typeof agents.$inferInsert);
  return { ...acct, number };
}

const inbound = (acct: { number: string }, body: string, from = CUSTOMER) =>
  twilio.inbound({ from, to: acct.number, body, url: `${app.url}/api/integrations/twilio/sms` });
const messagesOf = (accountId: number) => db.select().from(messages).where(eq(messages.accountId, accountId)).orderBy(asc(messages.id));

describe('texts through Twilio', () => {
  it('sends a text with its status callback and records the delivery once', async () => {
    const acct = await accountWithNumber();
    await grantConsent(acct.accountId, [CUSTOMER]);
    const res = await callRoute(sendRoute, { method: 'POST', path: '/api/v1/messages', key: acct.key, body: { to: '(212) 555-0143', body: 'Your x-rays are ready & waiting <3' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ channel: 'sms', to: CUSTOMER, from: acct.number, status: 'queued', kind: 'agent', purpose: 'marketing' });
    await runDueJobs(db, { kinds: [messageSendKind.kind], now: DAYTIME });
    const sentToTwilio = twilio.messages.find((m) => m.to === CUSTOMER && m.from === acct.number)!;
    expect(sentToTwilio.body).toBe('Your x-rays are ready & waiting <3');
    expect(sentToTwilio.statusCallback).toBe(`${app.url}/api/integrations/twilio/sms?message=${res.body.id}`);
    const [row] = await messagesOf(acct.accountId);
    expect(row).toMatchObject({ status: 'sent', transport: 'twilio', providerMessageId: sentToTwilio.sid });
    expect((await twilio.deliver(sentToTwilio.sid, 'delivered')).status).toBe(200);
    expect((await twilio.deliver(sentToTwilio.sid, 'delivered')).status).toBe(200);
    const [delivered] = await messagesOf(acct.accountId);
    expect(delivered.status).toBe('delivered');
    expect((await outboxOf(acct.accountId)).filter((e) => e.eventType === 'message.delivered')).toHaveLength(1);
    const got = await callRoute(getRoute, { path: `/api/v1/messages/${res.body.id}`, key: acct.key, params: { id: res.body.id } });
    expect(got.status).toBe(200);
    expect(got.body.compliance).toMatchObject({ message_id: res.body.id, allowed: true, consent: { scope: 'marketing' } });
  });

  it('a carrier failure marks the text failed with the reason', async () => {
    const acct = await accountWithNumber();
    await grantConsent(acct.accountId, ['+12125550144']);
    const res = await callRoute(sendRoute, { method: 'POST', path: '/api/v1/messages', key: acct.key, body: { to: '+12125550144', body: 'Hi' } });
    await runDueJobs(db, { kinds: [messageSendKind.kind], now: DAYTIME });
    const sid = twilio.messages.find((m) => m.to === '+12125550144' && m.from === acct.number)!.sid;
    await twilio.deliver(sid, 'undelivered', { errorCode: 30003 });
    const [row] = await db.select().from(messages).where(eq(messages.messageId, res.body.id));
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/30003/);
  });

  it('STOP revokes every consent, lists the number, cancels its waiting calls and texts, and is answered once', async () => {
    const acct = await accountWithNumber();
    await grantConsent(acct.accountId, [CUSTOMER]);
    await grantConsent(acct.accountId, [CUSTOMER], { scope: 'informational', kind: 'express' });
    const waitingText = await callRoute(sendRoute, { method: 'POST', path: '/api/v1/messages', key: acct.key, body: { to: CUSTOMER, body: 'Later' } });
    const [agent] = await db.select().from(agents).where(eq(agents.accountId, acct.accountId));
    const [call] = await db.insert(calls).values({
      accountId: acct.accountId, agentId: agent.id, callId: `call_stop_${acct.accountId}`, phoneNumber: CUSTOMER, status: 'scheduled',
      provider: 'simulator', rateCents: 10, estimatedStartAt: new Date(Date.now() + 86_400_000), scheduledAt: new Date(Date.now() + 86_400_000),
    } as typeof calls.$inferInsert).returning();
    const res = await inbound(acct, '  Stop ');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    const twiml = await res.text();
    expect(twiml).toMatch(/<Message>Acme Dental: you are unsubscribed/);
    const active = await db.select().from(consents).where(and(eq(consents.accountId, acct.accountId), eq(consents.phoneNumber, CUSTOMER)));
    expect(active.every((c) => c.revokedAt !== null)).toBe(true);
    expect(await db.select().from(doNotCallNumbers).where(and(eq(doNotCallNumbers.accountId, acct.accountId), eq(doNotCallNumbers.number, CUSTOMER)))).toHaveLength(1);
    expect((await db.select().from(calls).where(eq(calls.id, call.id)))[0].status).toBe('canceled');
    const [text] = await db.select().from(messages).where(eq(messages.messageId, waitingText.body.id));
    expect(text).toMatchObject({ status: 'skipped', skipReason: 'opted_out' });
    // Twilio retries a webhook: the same text is not acted on, or answered, twice.
    const sid = twilio.messages.filter((m) => m.direction === 'inbound').at(-1)!.sid;
    const again = signedTwilioRequest(twilio.config().TWILIO_AUTH_TOKEN, `${app.url}/api/integrations/twilio/sms`, {
      MessageSid: sid, SmsSid: sid, AccountSid: twilio.config().TWILIO_ACCOUNT_SID, From: CUSTOMER, To: acct.number, Body: 'Stop', NumMedia: '0',
    });
    const replay = await fetch(`${app.url}/api/integrations/twilio/sms`, { method: 'POST', headers: again.headers, body: again.body });
    expect(await replay.text()).not.toMatch(/<Message>/);
    const thread = await messagesOf(acct.accountId);
    expect(thread.filter((m) => m.direction === 'inbound')).toHaveLength(1);
    expect(thread.filter((m) => m.kind === 'reply' && m.direction === 'outbound')).toHaveLength(1);
    // Every door then refuses: a new text is 403 and writes nothing.
    const refused = await callRoute(sendRoute, { method: 'POST', path: '/api/v1/messages', key: acct.key, body: { to: CUSTOMER, body: 'Hello?', purpose: 'informational' } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('do_not_call');
    expect(await messagesOf(acct.accountId)).toHaveLength(thread.length);
  });

  it('START lets texts through again without restoring any call consent; HELP says who is texting', async () => {
    const acct = await accountWithNumber();
    // An account that asks no consent of informational texts: once START lifts the listing, one goes at once.
    await db.update(businessProfiles).set({ consentRequired: { marketing: 'express_written', informational: 'none' } }).where(eq(businessProfiles.accountId, acct.accountId));
    await grantConsent(acct.accountId, [CUSTOMER]);
    await inbound(acct, 'STOP');
    const start = await (await inbound(acct, 'start')).text();
    expect(start).toMatch(/get our texts again/);
    const informational = await callRoute(sendRoute, { method: 'POST', path: '/api/v1/messages', key: acct.key, body: { to: CUSTOMER, body: 'Welcome back', purpose: 'informational' } });
    expect(informational.status).toBe(201);
    // The marketing consent stays revoked: a marketing text still needs a new one.
    const marketing = await callRoute(sendRoute, { method: 'POST', path: '/api/v1/messages', key: acct.key, body: { to: CUSTOMER, body: 'Sale!' } });
    expect(marketing.status).toBe(403);
    expect(marketing.body.error).toBe('consent_required');
    const help = await (await inbound(acct, 'HELP')).text();
    expect(help).toMatch(/Acme Dental: .*Reply STOP/);
  });

  it('keeps any other reply on the contact thread and sends message.received', async () => {
    const acct = await accountWithNumber();
    const res = await inbound(acct, 'Can I come at 3 instead?');
    expect(await res.text()).not.toMatch(/<Message>/);
    const [reply] = await messagesOf(acct.accountId);
    expect(reply).toMatchObject({ direction: 'inbound', kind: 'reply', body: 'Can I come at 3 instead?', fromAddress: CUSTOMER });
    expect((await outboxOf(acct.accountId)).map((e) => e.eventType)).toContain('message.received');
    const list = await callRoute(listRoute, { path: '/api/v1/messages?channel=sms', key: acct.key });
    expect(list.body.messages[0]).toMatchObject({ direction: 'inbound', kind: 'reply' });
  });

  it('refuses an unsigned, forged or re-addressed webhook with 401 and changes nothing', async () => {
    const acct = await accountWithNumber();
    const params = { MessageSid: 'SMforged', SmsSid: 'SMforged', From: CUSTOMER, To: acct.number, Body: 'STOP' };
    const url = `${app.url}/api/integrations/twilio/sms`;
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params).toString() });
    expect(unsigned.status).toBe(401);
    const wrongKey = signedTwilioRequest('not-the-token', url, params);
    expect((await fetch(url, { method: 'POST', headers: wrongKey.headers, body: wrongKey.body })).status).toBe(401);
    const otherUrl = signedTwilioRequest(twilio.config().TWILIO_AUTH_TOKEN, 'https://elsewhere.example/api/integrations/twilio/sms', params);
    expect((await fetch(url, { method: 'POST', headers: otherUrl.headers, body: otherUrl.body })).status).toBe(401);
    const good = signedTwilioRequest(twilio.config().TWILIO_AUTH_TOKEN, url, params);
    const tampered = good.body.replace('STOP', 'Hello');
    expect((await fetch(url, { method: 'POST', headers: good.headers, body: tampered })).status).toBe(401);
    expect(await messagesOf(acct.accountId)).toEqual([]);
    expect(await db.select().from(doNotCallNumbers).where(eq(doNotCallNumbers.accountId, acct.accountId))).toEqual([]);
  });
});

describe('POST /api/v1/messages: bad input', () => {
  it('answers a clear 4xx and writes nothing', async () => {
    const acct = await accountWithNumber();
    const post = (body: unknown, raw?: string) => callRoute(sendRoute, { method: 'POST', path: '/api/v1/messages', key: acct.key, ...(raw !== undefined ? { rawBody: raw } : { body }) });
    expect((await post(undefined, '{"to": ')).body.error).toBe('invalid_json');
    expect((await post({ to: 'not a number', body: 'x' })).body.error).toBe('invalid_phone_number');
    const long = await post({ to: CUSTOMER, body: 'x'.repeat(1601) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/1600/);
    expect((await post({ to: CUSTOMER, body: 'a\u0000b' })).status).toBe(400);
    expect((await post({ to: CUSTOMER, body: '   ' })).status).toBe(400);
    expect((await post({ to: CUSTOMER, body: 'x', contact_id: 999999 })).status).toBe(404);
    // Marketing by default: without the written consent the account requires, nothing is written.
    expect((await post({ to: CUSTOMER, body: 'x' })).body.error).toBe('consent_required');
    expect(await messagesOf(acct.accountId)).toEqual([]);
    const other = await newAccount();
    const res = await callRoute(getRoute, { path: '/api/v1/messages/msg_000000000000000000000000', key: other.key, params: { id: 'msg_000000000000000000000000' } });
    expect(res.status).toBe(404);
  });
});
