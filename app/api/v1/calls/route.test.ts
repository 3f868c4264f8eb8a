import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { businessProfiles, calls, jobs, outboxEvents, walletLedger } from '@/server/db/schema';
import { actorOf, keyWith, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { createAgent } from '@/server/services/agents/service';
import { addDoNotCall } from '@/server/services/compliance/do-not-call';
import { changeCallStatus } from '@/server/services/calls/lifecycle';
import {
  balanceAndLedgerSum, callRowOf, fundedAccount, insertContact, pendingJobsOf, type CallTestAccount,
} from '@/server/testing/call-fixtures';
import { GET, POST } from './route';

/**
 * Calls here are service calls unless a test says otherwise: a marketing call waits for the callee's legal hours,
 * and what these tests check must not depend on the hour they run at.
 */
const post = (key: string, body: unknown) =>
  callRoute(POST, {
    method: 'POST', path: '/api/v1/calls', key,
    body: body && typeof body === 'object' && !Array.isArray(body) && !('purpose' in body) ? { purpose: 'informational', ...body } : body,
  });
const list = (key: string, query = '') => callRoute(GET, { path: `/api/v1/calls${query}`, key });

/** Rows a request could have written for the account. */
async function writesOf(accountId: number) {
  const db = await getDb();
  const [c] = await db.select({ n: count() }).from(calls).where(eq(calls.accountId, accountId));
  const [o] = await db.select({ n: count() }).from(outboxEvents).where(eq(outboxEvents.accountId, accountId));
  const [l] = await db.select({ n: count() }).from(walletLedger).where(eq(walletLedger.accountId, accountId));
  const [j] = await db.select({ n: count() }).from(jobs);
  return { calls: c.n, outbox: o.n, ledger: l.n, jobs: j.n };
}

describe('POST /api/v1/calls: checks in order', () => {
  let acct: CallTestAccount;
  let other: CallTestAccount;
  let noPhoneAgentId: number;
  let foreignContactId: number;
  const dncNumber = '+14155550199';

  beforeAll(async () => {
    // No money and a do-not-call number: every request below also fails every later check.
    acct = await fundedAccount({ balanceCents: 0 });
    other = await fundedAccount({ balanceCents: 1000 });
    const db = await getDb();
    noPhoneAgentId = (await createAgent(db, await actorOf(acct.userId), { name: 'No phone' })).id;
    foreignContactId = await insertContact(other.accountId);
    await addDoNotCall(db, await actorOf(acct.userId), { number: dncNumber });
  });

  const cases: [string, () => Record<string, unknown>, number, string][] = [
    ['missing_phone_number', () => ({ variables: 'not an object' }), 400, 'missing_phone_number'],
    ['missing_phone_number (blank)', () => ({ phone_number: '  ', agent_id: '' }), 400, 'missing_phone_number'],
    ['missing_agent_id', () => ({ phone_number: 'not a number', contact_id: 'x' }), 400, 'missing_agent_id'],
    ['validation_error (variables)', () => ({ phone_number: 'nope', agent_id: 999999, variables: 'x' }), 400, 'validation_error'],
    ['validation_error (contact_id string)', () => ({ phone_number: 'nope', agent_id: 1, contact_id: '5' }), 400, 'validation_error'],
    ['validation_error (contact_id fraction)', () => ({ phone_number: 'nope', agent_id: 1, contact_id: 1.5 }), 400, 'validation_error'],
    ['validation_error (agent_id boolean)', () => ({ phone_number: 'nope', agent_id: true }), 400, 'validation_error'],
    ['validation_error (custom_context)', () => ({ phone_number: 'nope', agent_id: 1, variables: { custom_context: 'x' } }), 400, 'validation_error'],
    ['invalid_phone_number', () => ({ phone_number: '12345', agent_id: 999999, contact_id: foreignContactId }), 400, 'invalid_phone_number'],
    ['agent_not_found (id)', () => ({ phone_number: dncNumber, agent_id: 999999, contact_id: foreignContactId }), 404, 'agent_not_found'],
    ['agent_not_found (another account, by id)', () => ({ phone_number: dncNumber, agent_id: other.agent.id }), 404, 'agent_not_found'],
    ['agent_not_found (another account, by digit string)', () => ({ phone_number: dncNumber, agent_id: String(other.agent.id) }), 404, 'agent_not_found'],
    ['agent_not_found (another account, by assistant_id)', () => ({ phone_number: dncNumber, agent_id: other.agent.assistantId }), 404, 'agent_not_found'],
    ['no_phone_number', () => ({ phone_number: dncNumber, agent_id: noPhoneAgentId, contact_id: foreignContactId }), 404, 'no_phone_number'],
    ['not_found (another account contact)', () => ({ phone_number: dncNumber, agent_id: acct.agent.id, contact_id: foreignContactId }), 404, 'not_found'],
    ['not_found (no such contact)', () => ({ phone_number: dncNumber, agent_id: acct.agent.id, contact_id: 99999999 }), 404, 'not_found'],
    ['do_not_call', () => ({ phone_number: dncNumber, agent_id: acct.agent.id }), 403, 'do_not_call'],
    ['do_not_call (national format)', () => ({ phone_number: '(415) 555-0199', agent_id: acct.agent.assistantId }), 403, 'do_not_call'],
    ['insufficient_funds', () => ({ phone_number: '+14155550123', agent_id: acct.agent.id }), 402, 'insufficient_funds'],
  ];

  it.each(cases)('%s', async (_name, body, status, code) => {
    const before = await writesOf(acct.accountId);
    const res = await post(acct.key, body());
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(code);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await writesOf(acct.accountId)).toEqual(before);
  });

  it('insufficient_funds carries balance, required and currency, and what live calls hold', async () => {
    const res = await post(acct.key, { phone_number: '+14155550123', agent_id: acct.agent.id });
    expect(res.body).toEqual({
      error: 'insufficient_funds',
      message: expect.any(String),
      balance: 0,
      required: 0.1,
      currency: 'USD',
      balance_cents: 0,
      required_cents: 10,
      held: 0,
      held_cents: 0,
      available: 0,
      available_cents: 0,
      request_id: expect.any(String),
    });
  });

  it('names validation problems in details', async () => {
    const res = await post(acct.key, { phone_number: '+14155550123', agent_id: acct.agent.id, variables: [1] });
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'variables' })]);
  });

  it('refuses a key without can_initiate_calls, and invalid JSON', async () => {
    const key = await keyWith(acct.userId, ['can_read_calls']);
    expect((await post(key, { phone_number: '+14155550123', agent_id: acct.agent.id })).body.error).toBe('permission_denied');
    const bad = await callRoute(POST, { method: 'POST', path: '/api/v1/calls', key: acct.key, rawBody: '{nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_json');
  });
});

describe('POST /api/v1/calls: do-not-call from a contact number flag', () => {
  it('blocks a number flagged on any contact of the account, not of another account', async () => {
    const acct = await fundedAccount({ balanceCents: 500 });
    const other = await fundedAccount({ balanceCents: 500 });
    await insertContact(acct.accountId, { phones: [{ number: '+14155550111' }, { number: '+14155550122', doNotCall: true }] });
    await insertContact(other.accountId, { phones: [{ number: '+14155550133', doNotCall: true }] });
    const blocked = await post(acct.key, { phone_number: '+1 415 555 0122', agent_id: acct.agent.id });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe('do_not_call');
    expect((await post(acct.key, { phone_number: '+14155550111', agent_id: acct.agent.id })).status).toBe(201);
    expect((await post(acct.key, { phone_number: '+14155550133', agent_id: acct.agent.id })).status).toBe(201);
  });
});

describe('POST /api/v1/calls: success', () => {
  it('answers the queued call and stores merged variables and rendered templates', async () => {
    const acct = await fundedAccount({
      balanceCents: 10, // exactly one minute at the default rate
      agent: {
        name: 'Renewals',
        instructions: 'Call {{first_name}} for {{business_name}} ({{business_industry}}) about {{topic}}; plan {{plan}}.',
        first_message: 'Hi {{ first_name }}, this is {{business_name}}. {{greeting}}{{unknown}}',
      },
    });
    const db = await getDb();
    await db.update(businessProfiles).set({ name: 'Acme', industry: 'insurance', context: { region: 'west' } }).where(eq(businessProfiles.accountId, acct.accountId));
    const contactId = await insertContact(acct.accountId, { firstName: 'Ada', customContext: { plan: 'gold', tier: 2 }, phones: [{ number: '+14155550144' }] });

    const res = await post(acct.key, {
      phone_number: '(415) 555-0123',
      agent_id: acct.agent.assistantId,
      contact_id: contactId,
      variables: { topic: 'renewal', custom_context: { greeting: 'Good day!', plan: 'platinum', topic: 'ignored' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      call_id: expect.stringMatching(/^call_[0-9a-f]{24}$/),
      status: 'queued',
      type: 'outbound',
      phone_number: '+14155550123',
      from_number: '+14155550100',
      agent: { id: acct.agent.id, name: 'Renewals', assistant_id: acct.agent.assistantId },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      estimated_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      scheduled_at: null,
      ended_reason: null,
      attempt: 1,
      retry_of: null,
      campaign_id: null,
      wait_reason: null,
    });
    expect(Date.parse(res.body.estimated_start)).toBeGreaterThanOrEqual(Date.parse(res.body.created_at));

    const row = await callRowOf(res.body.id);
    expect(row).toMatchObject({
      accountId: acct.accountId,
      agentId: acct.agent.id,
      contactId,
      contactName: 'Ada Lovelace',
      contactEmail: 'ada@example.test',
      status: 'queued',
      provider: 'simulator',
      rateCents: 10,
      fromNumber: '+14155550100',
      instructions: 'Call Ada for Acme (insurance) about renewal; plan platinum.',
      firstMessage: 'Hi Ada, this is Acme. Good day!',
    });
    expect(row.variables).toMatchObject({
      business_name: 'Acme',
      business_industry: 'insurance',
      business_region: 'west',
      first_name: 'Ada',
      full_name: 'Ada Lovelace',
      phone_number: '+14155550144',
      tier: 2,
      plan: 'platinum',
      greeting: 'Good day!',
      topic: 'renewal',
    });
    expect(row.variables).not.toHaveProperty('custom_context');
    // The provider start is a durable job written with the call; nothing is debited or announced yet.
    expect((await pendingJobsOf(row.id)).map((j) => j.kind)).toEqual(['calls.start']);
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: 10, ledgerSum: 10 });
    const [{ n }] = await db.select({ n: count() }).from(outboxEvents).where(and(eq(outboxEvents.accountId, acct.accountId)));
    expect(n).toBe(0);
  });

  it('finds the agent by integer id and by all-digit string', async () => {
    // Enough for two held calls of the longest duration (10 minutes at 10 cents).
    const acct = await fundedAccount({ balanceCents: 200 });
    expect((await post(acct.key, { phone_number: '+14155550123', agent_id: acct.agent.id })).status).toBe(201);
    expect((await post(acct.key, { phone_number: '+14155550123', agent_id: String(acct.agent.id) })).status).toBe(201);
  });

  it('lets a member call only with agents they can see', async () => {
    const acct = await fundedAccount({ balanceCents: 100 });
    const member = await newUser(acct.accountId);
    const team = await newTeam(acct.accountId, 'Callers', [member.userId]);
    const db = await getDb();
    const teamAgent = await createAgent(db, await actorOf(acct.userId), { name: 'Team', phone_number: '+14155550101', team_id: team });
    expect((await post(member.key, { phone_number: '+14155550123', agent_id: acct.agent.id })).body.error).toBe('agent_not_found');
    expect((await post(member.key, { phone_number: '+14155550123', agent_id: teamAgent.id })).status).toBe(201);
  });

  it('links a call without contact_id to the oldest contact with the number that the caller can see', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000 });
    const member = await newUser(acct.accountId);
    const other = await newTeam(acct.accountId, 'Other');
    const callers = await newTeam(acct.accountId, 'Callers', [member.userId]);
    const agentId = (await createAgent(await getDb(), await actorOf(acct.userId), { name: 'Team', phone_number: '+14155550101', team_id: callers })).id;
    const hidden = await insertContact(acct.accountId, { firstName: 'Hidden', teamId: other, phones: [{ number: '+14155550177' }] });
    const shared = await insertContact(acct.accountId, { firstName: 'Shared', phones: [{ number: '+14155550188' }, { number: '+14155550177' }] });
    const byOwner = await post(acct.key, { phone_number: '+14155550177', agent_id: acct.agent.id });
    expect(byOwner.body).toMatchObject({ status: 'queued' });
    expect(await callRowOf(byOwner.body.id)).toMatchObject({ contactId: hidden, contactName: 'Hidden Lovelace' });
    const byMember = await post(member.key, { phone_number: '+14155550177', agent_id: agentId });
    // Its template values are that contact's, with its primary number, not the one dialed.
    expect(await callRowOf(byMember.body.id)).toMatchObject({
      contactId: shared, contactName: 'Shared Lovelace', variables: expect.objectContaining({ first_name: 'Shared', phone_number: '+14155550188' }),
    });
    expect((await post(member.key, { phone_number: '+14155550177', agent_id: agentId, contact_id: hidden })).body.error).toBe('not_found');
    const nobody = await post(member.key, { phone_number: '+14155550199', agent_id: agentId });
    expect((await callRowOf(nobody.body.id)).contactId).toBeNull();
  });
});

describe('GET /api/v1/calls', () => {
  let acct: CallTestAccount;
  const ids: number[] = [];
  let contactId: number;
  let secondAgentId: number;

  beforeAll(async () => {
    acct = await fundedAccount({ balanceCents: 10_000 });
    const db = await getDb();
    secondAgentId = (await createAgent(db, await actorOf(acct.userId), { name: 'Second', phone_number: '+14155550102' })).id;
    contactId = await insertContact(acct.accountId);
    const bodies = [
      { phone_number: '+14155550123', agent_id: acct.agent.id },
      { phone_number: '+14155550124', agent_id: acct.agent.id, contact_id: contactId },
      { phone_number: '+14155550125', agent_id: secondAgentId },
      { phone_number: '+14155550126', agent_id: secondAgentId, contact_id: contactId },
    ];
    for (const body of bodies) ids.push((await post(acct.key, body)).body.id);
    // Spread the calls over days and give them different statuses.
    const days = ['2026-01-10T12:00:00Z', '2026-01-11T00:00:00Z', '2026-01-11T23:59:59Z', '2026-01-12T00:00:00Z'];
    for (const [i, id] of ids.entries()) await db.update(calls).set({ createdAt: new Date(days[i]) }).where(eq(calls.id, id));
    await changeCallStatus(db, ids[1], { to: 'ringing', at: new Date() });
    await changeCallStatus(db, ids[2], { to: 'busy', at: new Date(), failureReason: 'customer-busy' });
  });

  const idsOf = (body: { calls: { id: number }[] }) => body.calls.map((c) => c.id);

  it('pages newest first with count, page, limit and pages', async () => {
    const res = await list(acct.key, '?limit=3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 4, page: 1, limit: 3, pages: 2 });
    expect(idsOf(res.body)).toEqual([ids[3], ids[2], ids[1]]);
    const page2 = await list(acct.key, '?limit=3&page=2');
    expect(idsOf(page2.body)).toEqual([ids[0]]);
    const defaults = await list(acct.key);
    expect(defaults.body).toMatchObject({ count: 4, page: 1, limit: 20, pages: 1 });
  });

  it('pages by cursor in the same order, with filters, to a null next_cursor', async () => {
    const first = await list(acct.key, '?limit=3');
    expect(first.body).toMatchObject({ count: 4, count_exact: true, next_cursor: String(ids[1]) });
    const rest = await list(acct.key, `?limit=3&cursor=${first.body.next_cursor}`);
    expect(rest.status).toBe(200);
    expect(idsOf(rest.body)).toEqual([ids[0]]);
    expect(rest.body).toMatchObject({ count: 4, next_cursor: null });
    // Two calls at the same instant keep their id order across the cursor.
    const busy = await list(acct.key, `?agent_id=${secondAgentId}&limit=1`);
    expect(idsOf(busy.body)).toEqual([ids[3]]);
    expect(idsOf((await list(acct.key, `?agent_id=${secondAgentId}&limit=1&cursor=${busy.body.next_cursor}`)).body)).toEqual([ids[2]]);
  });

  it.each(['?cursor=abc', '?cursor=0', '?cursor=-1', '?cursor=99999999999', '?cursor=1.5'])('answers invalid_parameter for %s', async (query) => {
    const res = await list(acct.key, query);
    expect([res.status, res.body.error]).toEqual([400, 'invalid_parameter']);
  });

  it.each([
    ['?status=busy', [2]],
    ['?status=ringing', [1]],
    ['?status=queued', [3, 0]],
    ['?contact_id=CONTACT', [3, 1]],
    ['?agent_id=AGENT2', [3, 2]],
    ['?agent_id=AGENT2&contact_id=CONTACT', [3]],
    ['?start_date=2026-01-11', [3, 2, 1]],
    ['?start_date=2026-01-11&end_date=2026-01-11', [2, 1]],
    ['?end_date=2026-01-10', [0]],
  ])('filters %s', async (query, expected) => {
    const q = query.replace('CONTACT', String(contactId)).replace('AGENT2', String(secondAgentId));
    const res = await list(acct.key, q);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(expected.map((i) => ids[i]));
    expect(res.body.count).toBe(expected.length);
  });

  it('shows each call with agent, contact, cost and outcome', async () => {
    const res = await list(acct.key, '?status=busy');
    expect(res.body.calls[0]).toEqual({
      id: ids[2],
      call_id: expect.any(String),
      status: 'busy',
      type: 'outbound',
      phone_number: '+14155550125',
      from_number: '+14155550102',
      agent: { id: secondAgentId, name: 'Second', assistant_id: expect.any(String) },
      agent_version: 1,
      contact: null,
      created_at: '2026-01-11T23:59:59Z',
      estimated_start: expect.any(String),
      started_at: null,
      ended_at: expect.any(String),
      duration_seconds: 0,
      cost_cents: 0,
      cost: 0,
      failure_reason: 'customer-busy',
      recording_url: null,
      summary: null,
      scheduled_at: null,
      ended_reason: 'customer-busy',
      attempt: 1,
      retry_of: null,
      campaign_id: null,
      purpose: 'informational',
      retry: { max_attempts: 1, on: ['busy', 'no_answer'], delay_minutes: 60 },
      wait_reason: null,
      voicemail: null,
      voicemail_left: false,
      // Never answered: nothing to check of what a call to a California number must say.
      disclosures: expect.arrayContaining([expect.objectContaining({ kind: 'recording_consent', jurisdiction: 'US-CA' })]),
      disclosure_check: 'not_checked',
      // Ended here without a provider's report: billed what the wallet debited, the provider's parts not reported.
      cost_breakdown: { billed_cents: 0, provider_cents: null, components: null },
      latency: null,
    });
    const withContact = await list(acct.key, `?contact_id=${contactId}&limit=1`);
    expect(withContact.body.calls[0].contact).toEqual({ id: contactId, name: 'Ada Lovelace', email: 'ada@example.test' });
  });

  it.each(['?page=0', '?limit=0', '?limit=101', '?page=x', '?status=done', '?start_date=2026-13-01', '?start_date=2026-02-30',
    '?start_date=2026-01-12&end_date=2026-01-11', '?agent_id=abc'])('answers invalid_parameter for %s', async (q) => {
    const res = await list(acct.key, q);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_parameter');
  });

  it('needs can_read_calls and shows nothing of other accounts', async () => {
    const key = await keyWith(acct.userId, ['can_initiate_calls']);
    expect((await list(key)).body.error).toBe('permission_denied');
    const stranger = await fundedAccount();
    expect((await list(stranger.key)).body).toMatchObject({ count: 0, calls: [] });
  });

  it('shows a member the calls they placed and those of agents they can see', async () => {
    const member = await newUser(acct.accountId);
    expect((await list(member.key)).body.count).toBe(0);
    const db = await getDb();
    const own = await createAgent(db, await actorOf(member.userId), { name: 'Mine', phone_number: '+14155550103' });
    const mine = await post(member.key, { phone_number: '+14155550127', agent_id: own.id });
    const res = await list(member.key);
    expect(idsOf(res.body)).toEqual([mine.body.id]);
    // The owner sees everything.
    expect((await list(acct.key)).body.count).toBe(5);
  });
});
