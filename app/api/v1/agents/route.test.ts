import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { actorOf, keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { createAgent } from '@/server/services/agents/service';
import { linkPartner } from '@/server/services/accounts/service';
import { GET, POST } from './route';

const list = async (key: string) => callRoute(GET, { path: '/api/v1/agents', key });
const names = (body: { agents: { name: string }[] }) => body.agents.map((a) => a.name).sort();

describe('GET /api/v1/agents', () => {
  it('lists the account agents with the contract fields', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const owner = await actorOf(acct.userId);
    await createAgent(db, owner, { name: 'Sales', phone_number: '+14155550100', assistant_id: `asst-${acct.accountId}` });
    await createAgent(db, owner, { name: 'Support', role: 'inbound' });
    const res = await list(acct.key);
    expect(res.status).toBe(200);
    expect(res.body.agents).toHaveLength(2);
    expect(res.body.agents[0]).toEqual({
      id: expect.any(Number),
      assistant_id: `asst-${acct.accountId}`,
      name: 'Sales',
      role: 'outbound',
      phone_number: '+14155550100',
      minutes_used: 0,
      total_calls: 0,
      model: 'gpt-4o',
      voice_id: 'alloy',
      can_make_calls: true,
      team_id: null,
      provider: 'simulator',
    });
    expect(res.body.agents[1].can_make_calls).toBe(false);
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(res.headers.get('ratelimit-limit')).toBe('600');
  });

  it('shows a member only their own agents and those of their teams', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const member = await newUser(acct.accountId, { role: 'member' });
    const sales = await newTeam(acct.accountId, 'Sales', [member.userId]);
    const other = await newTeam(acct.accountId, 'Other');
    const owner = await actorOf(acct.userId);
    await createAgent(db, owner, { name: 'team-sales', team_id: sales });
    await createAgent(db, owner, { name: 'team-other', team_id: other });
    await createAgent(db, owner, { name: 'no-team-by-owner' });
    await createAgent(db, await actorOf(member.userId), { name: 'mine' });

    expect(names((await list(member.key)).body)).toEqual(['mine', 'team-sales']);
    expect(names((await list(acct.key)).body)).toEqual(['mine', 'no-team-by-owner', 'team-other', 'team-sales']);
    const admin = await newUser(acct.accountId, { role: 'admin' });
    expect((await list(admin.key)).body.agents).toHaveLength(4);
  });

  it('never shows another account agents, and follows partnerships', async () => {
    const db = await getDb();
    const partner = await newAccount('Partner');
    const client = await newAccount('Client');
    const stranger = await newAccount('Stranger');
    await createAgent(db, await actorOf(partner.userId), { name: 'partner-shared', shared_with_clients: true });
    await createAgent(db, await actorOf(partner.userId), { name: 'partner-private' });
    await createAgent(db, await actorOf(client.userId), { name: 'client-own' });
    await createAgent(db, await actorOf(stranger.userId), { name: 'stranger' });

    expect(names((await list(client.key)).body)).toEqual(['client-own']);
    await linkPartner(db, partner.accountId, client.accountId);
    expect(names((await list(client.key)).body)).toEqual(['client-own', 'partner-shared']);
    expect(names((await list(partner.key)).body)).toEqual(['client-own', 'partner-private', 'partner-shared']);
    expect(names((await list(stranger.key)).body)).toEqual(['stranger']);
  });

  it('answers 401 authentication_required without a key and invalid_key for a bad one', async () => {
    const none = await callRoute(GET, { path: '/api/v1/agents' });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: 'authentication_required', message: expect.any(String), request_id: expect.any(String) });
    const basic = await callRoute(GET, { path: '/api/v1/agents', headers: { authorization: 'Basic abc' } });
    expect(basic.body.error).toBe('authentication_required');
    const bad = await list('sk_live_nope');
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('invalid_key');
  });

  it('answers 403 permission_denied for a key without can_read_agents', async () => {
    const acct = await newAccount();
    const key = await keyWith(acct.userId, ['can_read_contacts']);
    const res = await list(key);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('permission_denied');
  });

  it('answers 405 method_not_allowed with Allow for other methods', async () => {
    const acct = await newAccount();
    const res = await callRoute(POST, { method: 'POST', path: '/api/v1/agents', key: acct.key, body: {} });
    expect(res.status).toBe(405);
    expect(res.body.error).toBe('method_not_allowed');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
