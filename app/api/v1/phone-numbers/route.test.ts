import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions } from '@/server/auth/permissions';
import { getDb } from '@/server/db/client';
import { accounts, agents, callerNumberAgents, callerNumbers, providerResources } from '@/server/db/schema';
import { createAgent } from '@/server/services/agents/service';
import { fundedAccount } from '@/server/testing/call-fixtures';
import { actorOf, keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import * as collection from './route';
import * as one from './[id]/route';

const create = (key: string, b: unknown) => callRoute(collection.POST, { method: 'POST', path: '/api/v1/phone-numbers', key, body: b });
const createRaw = (key: string, rawBody: string) => callRoute(collection.POST, { method: 'POST', path: '/api/v1/phone-numbers', key, rawBody });
const list = (key: string, query = '') => callRoute(collection.GET, { path: `/api/v1/phone-numbers${query}`, key });
const get = (key: string, id: number | string) => callRoute(one.GET, { path: `/api/v1/phone-numbers/${id}`, key, params: { id: String(id) } });
const patch = (key: string, id: number | string, b: unknown) =>
  callRoute(one.PATCH, { method: 'PATCH', path: `/api/v1/phone-numbers/${id}`, key, body: b, params: { id: String(id) } });
const remove = (key: string, id: number | string) =>
  callRoute(one.DELETE, { method: 'DELETE', path: `/api/v1/phone-numbers/${id}`, key, params: { id: String(id) } });

const numbersOf = async (accountId: number) => (await getDb()).select().from(callerNumbers).where(eq(callerNumbers.accountId, accountId));

describe('POST /api/v1/phone-numbers', () => {
  it('adds a number (201) with its agents, the default cap and no calls yet; the list and get answer it', async () => {
    const acct = await fundedAccount();
    const res = await create(acct.key, { phone_number: '+14155550111', agent_ids: [acct.agent.id] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number), phone_number: '+14155550111', provider_phone_number_id: null, agent_ids: [acct.agent.id],
      max_calls_per_day: 100, calls_today: 0, answer_rate_7d: null, calls_7d: 0, resting: false, resting_since: null,
      created_at: expect.stringMatching(/Z$/), updated_at: expect.stringMatching(/Z$/),
    });
    expect((await list(acct.key)).body).toEqual({ count: 1, page: 1, limit: 20, pages: 1, phone_numbers: [res.body] });
    expect((await get(acct.key, res.body.id)).body).toEqual(res.body);
  });

  it("reads a national format in the account's country, stores E.164, and refuses what is no number there", async () => {
    const acct = await newAccount();
    const us = await create(acct.key, { phone_number: '(312) 555-0100' });
    expect(us.status).toBe(201);
    expect(us.body.phone_number).toBe('+13125550100');
    // The same number written either way is one number.
    expect((await create(acct.key, { phone_number: '+13125550100' })).body.error).toBe('duplicate_phone_number');
    const gb = await newAccount();
    await (await getDb()).update(accounts).set({ country: 'GB' }).where(eq(accounts.id, gb.accountId));
    expect((await create(gb.key, { phone_number: '020 7946 0018' })).body.phone_number).toBe('+442079460018');
    const bad = await create(acct.key, { phone_number: '555-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('validation_error');
    expect(bad.body.details).toEqual([{ path: 'phone_number', message: expect.stringContaining("national number of the account's country (US)") }]);
    expect((await numbersOf(acct.accountId)).map((n) => n.phoneNumber)).toEqual(['+13125550100']);
  });

  it('answers 409 duplicate_phone_number for a number the account has; another account may add it', async () => {
    const acct = await newAccount();
    expect((await create(acct.key, { phone_number: '+14155550111' })).status).toBe(201);
    const again = await create(acct.key, { phone_number: ' +14155550111 ' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('duplicate_phone_number');
    expect((await create((await newAccount()).key, { phone_number: '+14155550111' })).status).toBe(201);
    expect(await numbersOf(acct.accountId)).toHaveLength(1);
  });

  it.each([
    ['no number', {}, 'phone_number'],
    ['a number that is neither E.164 nor a national number of the account', { phone_number: '555 01' }, 'phone_number'],
    ['a number as a number', { phone_number: 14155550111 }, 'phone_number'],
    ['a NUL in the number', { phone_number: '+1415555\u00000111' }, 'phone_number'],
    ['a cap of 0', { phone_number: '+14155550111', max_calls_per_day: 0 }, 'max_calls_per_day'],
    ['a fractional cap', { phone_number: '+14155550111', max_calls_per_day: 1.5 }, 'max_calls_per_day'],
    ['a huge cap', { phone_number: '+14155550111', max_calls_per_day: 1e300 }, 'max_calls_per_day'],
    ['a cap as text', { phone_number: '+14155550111', max_calls_per_day: '10' }, 'max_calls_per_day'],
    ['agent_ids that are not a list', { phone_number: '+14155550111', agent_ids: 'all' }, 'agent_ids'],
    ['an agent id past PostgreSQL integers', { phone_number: '+14155550111', agent_ids: [99_999_999_999] }, 'agent_ids'],
    ['a repeated agent', { phone_number: '+14155550111', agent_ids: [1, 1] }, 'agent_ids'],
    ['a NUL in the provider id', { phone_number: '+14155550111', provider_phone_number_id: 'a\u0000b' }, 'provider_phone_number_id'],
    ['an empty provider id', { phone_number: '+14155550111', provider_phone_number_id: '' }, 'provider_phone_number_id'],
  ])('answers 400 validation_error for %s, naming the field, and writes nothing', async (_, b, field) => {
    const acct = await newAccount();
    const res = await create(acct.key, b);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(JSON.stringify(res.body.details ?? res.body.message)).toContain(field);
    expect(await numbersOf(acct.accountId)).toEqual([]);
  });

  it('answers 400 invalid_json for a broken body and for numbers past a double, never 5xx', async () => {
    const acct = await newAccount();
    const broken = await createRaw(acct.key, '{"phone_number": "+14155550111"');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('invalid_json');
    const huge = await createRaw(acct.key, '{"phone_number":"+14155550111","max_calls_per_day":1e400}');
    expect(huge.status).toBe(400);
    expect(await numbersOf(acct.accountId)).toEqual([]);
  });

  it("answers 404 agent_not_found for another account's agent, and writes nothing", async () => {
    const acct = await newAccount();
    const other = await fundedAccount();
    const res = await create(acct.key, { phone_number: '+14155550111', agent_ids: [other.agent.id] });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('agent_not_found');
    expect(await numbersOf(acct.accountId)).toEqual([]);
  });

  it("with a Vapi agent, needs one of the account's own Vapi numbers", async () => {
    const acct = await fundedAccount();
    const db = await getDb();
    // As an agent made while the server had Vapi's key: its calls go through Vapi.
    await db.update(agents).set({ provider: 'vapi' }).where(eq(agents.id, acct.agent.id));
    await db.insert(providerResources).values({ accountId: acct.accountId, provider: 'vapi', kind: 'phone_number', providerId: 'pn-own-1' });
    const other = await newAccount();
    await db.insert(providerResources).values({ accountId: other.accountId, provider: 'vapi', kind: 'phone_number', providerId: 'pn-theirs' });
    for (const b of [{}, { provider_phone_number_id: 'pn-theirs' }, { provider_phone_number_id: 'pn-unknown' }]) {
      const res = await create(acct.key, { phone_number: '+14155550111', agent_ids: [acct.agent.id], ...b });
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.details[0].field ?? res.body.details[0].path).toContain('provider_phone_number_id');
    }
    expect(await numbersOf(acct.accountId)).toEqual([]);
    const ok = await create(acct.key, { phone_number: '+14155550111', agent_ids: [acct.agent.id], provider_phone_number_id: 'pn-own-1' });
    expect(ok.status).toBe(201);
  });
});

describe('PATCH and DELETE /api/v1/phone-numbers/{id}', () => {
  it('changes only the fields sent, replaces the agents, and deletes', async () => {
    const acct = await fundedAccount();
    const made = (await create(acct.key, { phone_number: '+14155550111', agent_ids: [acct.agent.id], max_calls_per_day: 40 })).body;
    const capped = await patch(acct.key, made.id, { max_calls_per_day: 50 });
    expect(capped.status).toBe(200);
    expect(capped.body).toMatchObject({ max_calls_per_day: 50, agent_ids: [acct.agent.id] });
    expect((await patch(acct.key, made.id, { agent_ids: [] })).body).toMatchObject({ max_calls_per_day: 50, agent_ids: [] });
    const bad = await patch(acct.key, made.id, { max_calls_per_day: -1, agent_ids: [acct.agent.id] });
    expect(bad.status).toBe(400);
    expect((await get(acct.key, made.id)).body).toMatchObject({ max_calls_per_day: 50, agent_ids: [] });
    expect((await remove(acct.key, made.id)).status).toBe(200);
    expect((await get(acct.key, made.id)).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(callerNumberAgents).where(eq(callerNumberAgents.callerNumberId, made.id))).toEqual([]);
  });

  it("answers 404 not_found for another account's number, a missing id and a malformed one, and changes nothing", async () => {
    const a = await newAccount();
    const b = await newAccount();
    const theirs = (await create(b.key, { phone_number: '+14155550111', max_calls_per_day: 7 })).body;
    for (const id of [theirs.id, 999_999_999, 'abc', '1e3', '99999999999']) {
      for (const res of [await get(a.key, id), await patch(a.key, id, { max_calls_per_day: 1 }), await remove(a.key, id)]) {
        expect(res.status, String(id)).toBe(404);
        expect(res.body.error).toBe('not_found');
      }
    }
    expect((await get(b.key, theirs.id)).body).toMatchObject({ max_calls_per_day: 7 });
  });

  it('lets owners and admins rest and clear a number; a member may edit the rest but not that', async () => {
    const acct = await newAccount();
    const admin = await newUser(acct.accountId, { role: 'admin' });
    const member = await newUser(acct.accountId, { role: 'member' });
    const made = (await create(member.key, { phone_number: '+14155550111' })).body;
    const refused = await patch(member.key, made.id, { resting: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('permission_denied');
    expect((await patch(admin.key, made.id, { resting: true })).body).toMatchObject({ resting: true, resting_since: expect.stringMatching(/Z$/) });
    expect((await patch(acct.key, made.id, { resting: false })).body).toMatchObject({ resting: false, resting_since: null });
    expect((await patch(member.key, made.id, { max_calls_per_day: 5 })).status).toBe(200);
  });

  it("keeps a member to the numbers whose agents they can all see: another team's number is not found to them, and stays as it was", async () => {
    const acct = await fundedAccount();
    const db = await getDb();
    const member = await newUser(acct.accountId, { role: 'member' });
    const team = await newTeam(acct.accountId, 'Member team', [member.userId]);
    const teamAgent = await createAgent(db, await actorOf(acct.userId), { name: 'Team agent', phone_number: null, team_id: team });
    const own = await createAgent(db, await actorOf(member.userId), { name: 'Mine', phone_number: null });
    // The owner's agent (acct.agent) is in no team of the member's.
    const hidden = (await create(acct.key, { phone_number: '+14155550111', agent_ids: [acct.agent.id], max_calls_per_day: 40 })).body;
    const shared = (await create(acct.key, { phone_number: '+14155550112', agent_ids: [acct.agent.id, teamAgent.id] })).body;
    const theirs = (await create(acct.key, { phone_number: '+14155550113', agent_ids: [teamAgent.id] })).body;
    const free = (await create(acct.key, { phone_number: '+14155550114' })).body;

    for (const id of [hidden.id, shared.id]) {
      for (const res of [
        await get(member.key, id),
        await patch(member.key, id, { max_calls_per_day: 1 }),
        await patch(member.key, id, { agent_ids: [own.id] }),
        await remove(member.key, id),
      ]) {
        expect(res.status, String(id)).toBe(404);
        expect(res.body.error).toBe('not_found');
      }
    }
    const listed = await list(member.key);
    expect(listed.body.count).toBe(2);
    expect(listed.body.phone_numbers.map((n: { id: number }) => n.id)).toEqual([theirs.id, free.id]);
    expect((await get(acct.key, hidden.id)).body).toMatchObject({ max_calls_per_day: 40, agent_ids: [acct.agent.id] });
    expect((await get(acct.key, shared.id)).body.agent_ids).toEqual([acct.agent.id, teamAgent.id].sort((a, b) => a - b));
    expect((await list(acct.key)).body.count).toBe(4);

    // Numbers of their own team's agents, or of none, are theirs to change.
    expect((await patch(member.key, theirs.id, { agent_ids: [teamAgent.id, own.id] })).body.agent_ids).toEqual([teamAgent.id, own.id].sort((a, b) => a - b));
    expect((await patch(member.key, free.id, { max_calls_per_day: 3 })).body).toMatchObject({ max_calls_per_day: 3 });
    expect((await remove(member.key, free.id)).status).toBe(200);
  });

  it('needs can_write_agents to change and can_read_agents to read', async () => {
    const acct = await newAccount();
    const made = (await create(acct.key, { phone_number: '+14155550111' })).body;
    const readOnly = await keyWith(acct.userId, permissions.filter((p) => p !== 'can_write_agents'));
    for (const res of [await create(readOnly, { phone_number: '+14155550112' }), await patch(readOnly, made.id, { max_calls_per_day: 3 }), await remove(readOnly, made.id)]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('permission_denied');
    }
    expect((await list(readOnly)).status).toBe(200);
    const noRead = await keyWith(acct.userId, permissions.filter((p) => p !== 'can_read_agents'));
    expect((await list(noRead)).status).toBe(403);
    expect((await get(noRead, made.id)).status).toBe(403);
    expect(await numbersOf(acct.accountId)).toHaveLength(1);
  });

  it('pages the list and refuses a bad page', async () => {
    const acct = await newAccount();
    for (let i = 0; i < 3; i++) await create(acct.key, { phone_number: `+1415555011${i}` });
    const page = await list(acct.key, '?page=2&limit=2');
    expect(page.body).toMatchObject({ count: 3, page: 2, limit: 2, pages: 2 });
    expect(page.body.phone_numbers.map((n: { phone_number: string }) => n.phone_number)).toEqual(['+14155550112']);
    expect((await list(acct.key, '?limit=0')).status).toBe(400);
    expect((await list(acct.key, '?page=abc')).status).toBe(400);
  });
});
