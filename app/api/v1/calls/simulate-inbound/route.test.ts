import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { agents, calls, contacts } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { keyWith, outboxOf } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { balanceAndLedgerSum, callRowOf, drainJobs, fundedAccount, insertContact, type CallTestAccount } from '@/server/testing/call-fixtures';
import { GET, POST } from './route';
import { GET as listCalls, POST as placeCall } from '../route';

const AGENT_NUMBER = '+14155557100';
const post = (key: string | null, body: unknown) => callRoute(POST, { method: 'POST', path: '/api/v1/calls/simulate-inbound', key, body });

let db: Database;
let acct: CallTestAccount;

beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({ balanceCents: 1_000, agent: { name: 'Front Desk', role: 'inbound', phone_number: AGENT_NUMBER, first_message: 'Hi {{first_name}}' } });
});

afterEach(() => {
  config.VOICE_PROVIDER = 'simulator';
});

const callsOf = (accountId: number) => db.select().from(calls).where(eq(calls.accountId, accountId));

describe('POST /api/v1/calls/simulate-inbound', () => {
  it('plays an inbound call from a known contact: 201 with the call, then answered, billed and reported with type inbound', async () => {
    const contactId = await insertContact(acct.accountId, { firstName: 'Grace', lastName: 'Hopper', phones: [{ number: '+14155550142' }] });
    const before = (await balanceAndLedgerSum(acct.accountId)).balance;
    const res = await post(acct.key, { agent_id: acct.agent.id, from: '(415) 555-0142' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'inbound', status: 'ringing', phone_number: '+14155550142', first_message: 'Hi Grace',
      agent: { id: acct.agent.id, name: 'Front Desk' }, contact: { id: contactId, name: 'Grace Hopper' },
    });
    await drainJobs(new Date(Date.now() + 300_000));
    const done = await callRowOf(res.body.id);
    expect(done).toMatchObject({ type: 'inbound', status: 'completed', provider: 'simulator', durationSeconds: 95, costCents: 20 });
    expect((await balanceAndLedgerSum(acct.accountId)).balance).toBe(before - 20);
    const events = (await outboxOf(acct.accountId)).filter((e) => (e.payload as { call: { id: number } }).call.id === done.id);
    expect(events.map((e) => e.eventType)).toEqual(['call.started', 'call.ended', 'call.transcript', 'call.compliance_flagged', 'call.recording', 'call.summary']);
    for (const e of events) expect((e.payload as { call: { type: string } }).call.type).toBe('inbound');
  });

  it('saves an unknown caller as a contact named "Unknown caller"', async () => {
    const res = await post(acct.key, { agent_id: acct.agent.assistantId, from: '+14155550177' });
    expect(res.status).toBe(201);
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, res.body.contact.id));
    expect(contact.firstName).toBe('Unknown caller');
  });

  it('refuses bad input with exact codes and writes nothing', async () => {
    const outbound = await fundedAccount({ balanceCents: 1_000 });
    const other = await fundedAccount({ balanceCents: 1_000, agent: { role: 'inbound', phone_number: '+14155557101' } });
    const archived = await fundedAccount({ balanceCents: 1_000, agent: { role: 'inbound', phone_number: '+14155557102' } });
    await db.update(agents).set({ archivedAt: new Date() }).where(eq(agents.id, archived.agent.id));
    const noNumber = await fundedAccount({ balanceCents: 1_000, agent: { role: 'inbound', phone_number: null } });
    const broke = await fundedAccount({ agent: { role: 'inbound', phone_number: '+14155557103' } });
    const readOnly = await keyWith(acct.userId, ['can_read_calls']);
    const cases: [string | null, unknown, number, string][] = [
      [null, { agent_id: acct.agent.id, from: '+14155550142' }, 401, 'authentication_required'],
      [readOnly, { agent_id: acct.agent.id, from: '+14155550142' }, 403, 'permission_denied'],
      [acct.key, { from: '+14155550142' }, 400, 'missing_agent_id'],
      [acct.key, { agent_id: acct.agent.id }, 400, 'missing_parameter'],
      [acct.key, { agent_id: acct.agent.id, from: 12 }, 400, 'validation_error'],
      [acct.key, { agent_id: acct.agent.id, from: 'x\u0000' }, 400, 'validation_error'],
      [acct.key, { agent_id: 1e20, from: '+14155550142' }, 400, 'validation_error'],
      [acct.key, { agent_id: acct.agent.id, from: '+1 555' }, 400, 'invalid_phone_number'],
      [acct.key, { agent_id: 2_147_483_000, from: '+14155550142' }, 404, 'agent_not_found'],
      [acct.key, { agent_id: other.agent.id, from: '+14155550142' }, 404, 'agent_not_found'],
      [archived.key, { agent_id: archived.agent.id, from: '+14155550142' }, 404, 'agent_not_found'],
      [outbound.key, { agent_id: outbound.agent.id, from: '+14155550142' }, 409, 'agent_not_inbound'],
      [noNumber.key, { agent_id: noNumber.agent.id, from: '+14155550142' }, 404, 'no_phone_number'],
      [broke.key, { agent_id: broke.agent.id, from: '+14155550142' }, 402, 'insufficient_funds'],
    ];
    for (const [key, body, status, error] of cases) {
      const res = await post(key, body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([status, error]);
    }
    const broken = await callRoute(POST, { method: 'POST', path: '/api/v1/calls/simulate-inbound', key: acct.key, rawBody: '{"agent_id":' });
    expect([broken.status, broken.body.error]).toEqual([400, 'invalid_json']);
    for (const a of [outbound, other, archived, noNumber, broke]) expect(await callsOf(a.accountId)).toHaveLength(0);
    expect(await db.select().from(contacts).where(eq(contacts.accountId, broke.accountId))).toHaveLength(0);
  });

  it('lists inbound calls apart from outbound ones (GET /api/v1/calls?type=)', async () => {
    const mixed = await fundedAccount({ balanceCents: 1_000, agent: { role: 'inbound', phone_number: '+14155557105' } });
    const inbound = await post(mixed.key, { agent_id: mixed.agent.id, from: '+14155550160' });
    const outbound = await callRoute(placeCall, {
      method: 'POST', path: '/api/v1/calls', key: mixed.key, body: { agent_id: mixed.agent.id, phone_number: '+14155550161' },
    });
    expect([inbound.status, outbound.status]).toEqual([201, 201]);
    const list = (type: string) => callRoute(listCalls, { path: `/api/v1/calls?type=${type}`, key: mixed.key });
    expect((await list('inbound')).body.calls.map((c: { id: number }) => c.id)).toEqual([inbound.body.id]);
    expect((await list('outbound')).body.calls.map((c: { id: number }) => c.id)).toEqual([outbound.body.id]);
    expect([(await list('sideways')).status, (await list('sideways')).body.error]).toEqual([400, 'invalid_parameter']);
  });

  it('answers 429 at the live-call cap', async () => {
    const capped = await fundedAccount({ balanceCents: 1_000, maxLiveCalls: 1, agent: { role: 'inbound', phone_number: '+14155557104' } });
    expect((await post(capped.key, { agent_id: capped.agent.id, from: '+14155550150' })).status).toBe(201);
    const res = await post(capped.key, { agent_id: capped.agent.id, from: '+14155550151' });
    expect([res.status, res.body.error]).toEqual([429, 'live_call_limit']);
    expect(await callsOf(capped.accountId)).toHaveLength(1);
  });

  it('does not exist unless the simulator is the provider: 404 not_found before authentication, 405 for other methods', async () => {
    expect((await callRoute(GET, { path: '/api/v1/calls/simulate-inbound', key: acct.key })).status).toBe(405);
    config.VOICE_PROVIDER = 'vapi';
    const count = (await callsOf(acct.accountId)).length;
    for (const key of [acct.key, null]) {
      const res = await post(key, { agent_id: acct.agent.id, from: '+14155550142' });
      expect([res.status, res.body.error]).toEqual([404, 'not_found']);
    }
    expect((await callRoute(GET, { path: '/api/v1/calls/simulate-inbound' })).status).toBe(404);
    expect(await callsOf(acct.accountId)).toHaveLength(count);
  });
});
