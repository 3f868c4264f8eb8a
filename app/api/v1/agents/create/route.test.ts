import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { actorOf, keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { createVariable } from '@/server/services/context-variables/definitions';
import { GET as getOne } from '../[id]/route';
import { GET as list } from '../route';
import { GET, POST } from './route';

const create = (key: string, body: unknown, headers?: Record<string, string>) =>
  callRoute(POST, { method: 'POST', path: '/api/v1/agents/create', key, body, headers });
const createRaw = (key: string, rawBody: string) => callRoute(POST, { method: 'POST', path: '/api/v1/agents/create', key, rawBody });

async function agentCount(accountId: number) {
  const db = await getDb();
  return (await db.select({ n: count() }).from(agents).where(eq(agents.accountId, accountId)))[0].n;
}

describe('POST /api/v1/agents/create', () => {
  it('creates an agent with its tools, analysis and inbound option and answers 201 with the agent object', async () => {
    const acct = await newAccount();
    const db = await getDb();
    await createVariable(db, await actorOf(acct.userId), { name: 'budget', display_name: 'Budget', variable_type: 'number', context_type: 'contact' });
    const res = await create(acct.key, {
      name: 'Front desk',
      role: 'inbound',
      phone_number: '+14155550142',
      instructions: 'Greet {{first_name}}.',
      first_message: 'Hello!',
      model: 'gpt-4.1',
      voice_id: 'nova',
      team_id: acct.teamId,
      tools: ['check_availability', 'book_appointment'],
      analysis: { success_criteria: 'A visit is booked.', extract: ['budget', 'city'] },
      save_unknown_callers: false,
      shared_with_clients: true,
      unknown_field: 'ignored',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      assistant_id: expect.any(String),
      name: 'Front desk',
      role: 'inbound',
      phone_number: '+14155550142',
      minutes_used: 0,
      total_calls: 0,
      model: 'gpt-4.1',
      voice_id: 'nova',
      can_make_calls: true,
      team_id: acct.teamId,
      provider: 'simulator',
      instructions: 'Greet {{first_name}}.',
      first_message: 'Hello!',
      tools: ['check_availability', 'book_appointment'],
      analysis: { summary: true, success_criteria: 'A visit is booked.', extract: ['budget', 'city'] },
      save_unknown_callers: false,
      provider_phone_number_id: null,
      purpose: 'marketing',
      require_passing_tests: false,
      version: 1,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    // Fields outside the REST body (shared_with_clients) are ignored like any unknown field.
    const [row] = await db.select().from(agents).where(eq(agents.id, res.body.id));
    expect(row.sharedWithClients).toBe(false);
    expect(row.createdByUserId).toBe(acct.userId);
    // The same object from GET, and the list entry is the list's own shape.
    const one = await callRoute(getOne, { path: `/api/v1/agents/${res.body.id}`, key: acct.key, params: { id: String(res.body.id) } });
    expect(one.body).toEqual(res.body);
    const listed = (await callRoute(list, { path: '/api/v1/agents', key: acct.key })).body.agents;
    const listKeys = ['id', 'assistant_id', 'name', 'role', 'phone_number', 'minutes_used', 'total_calls', 'model', 'voice_id', 'can_make_calls', 'team_id', 'provider'];
    expect(listed).toEqual([Object.fromEntries(listKeys.map((k) => [k, res.body[k]]))]);
  });

  it('fills the defaults of a minimal body', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, { name: 'Minimal' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      role: 'outbound', model: 'gpt-4o', voice_id: 'alloy', instructions: '', first_message: '', tools: [], analysis: null,
      save_unknown_callers: true, phone_number: null, can_make_calls: false, team_id: null,
    });
    expect(res.body.assistant_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  const refusals: [string, unknown, string, string?][] = [
    ['no name', { role: 'outbound' }, 'validation_error', 'name'],
    ['a number for name', { name: 5 }, 'validation_error', 'name'],
    ['a blank name', { name: '   ' }, 'validation_error', 'name'],
    ['an unknown role', { name: 'A', role: 'robot' }, 'validation_error', 'role'],
    ['tools as a string', { name: 'A', tools: 'book_appointment' }, 'validation_error', 'tools'],
    ['an unknown tool', { name: 'A', tools: ['check_availability', 'launch_rocket'] }, 'validation_error', 'tools.1'],
    ['a repeated tool', { name: 'A', tools: ['opt_out', 'opt_out'] }, 'validation_error', 'tools'],
    ['a NUL byte', { name: 'A\u0000B' }, 'validation_error', 'name'],
    ['a NUL byte in a tool', { name: 'A', tools: ['opt_out\u0000'] }, 'validation_error'],
    ['a huge instruction', { name: 'A', instructions: 'x'.repeat(100_001) }, 'validation_error', 'instructions'],
    ['a fractional team', { name: 'A', team_id: 1.5 }, 'validation_error', 'team_id'],
    ['a team past the integer range', { name: 'A', team_id: 2 ** 31 }, 'validation_error', 'team_id'],
    ['a phone number that is not E.164', { name: 'A', phone_number: '555-0100' }, 'validation_error', 'phone_number'],
    ['save_unknown_callers as a string', { name: 'A', save_unknown_callers: 'yes' }, 'validation_error', 'save_unknown_callers'],
    ['analysis as a string', { name: 'A', analysis: 'yes' }, 'validation_error', 'analysis'],
    ['an undefined variable to extract', { name: 'A', analysis: { extract: ['city', 'shoe_size'] } }, 'validation_error', 'analysis.extract.1'],
  ];
  it.each(refusals)('answers 400 for %s and writes nothing', async (_, body, code, path) => {
    const acct = await newAccount();
    const res = await create(acct.key, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: code, message: expect.any(String), request_id: expect.any(String) });
    if (path) expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await agentCount(acct.accountId)).toBe(0);
  });

  it('says what is wrong in plain words, field first, not in the schema library\'s wording', async () => {
    const acct = await newAccount();
    const missing = await create(acct.key, { role: 'outbound' });
    expect(missing.body).toMatchObject({ error: 'validation_error', message: 'name is required', details: [{ path: 'name', message: 'is required' }] });
    const number = await create(acct.key, { name: 5 });
    expect(number.body).toMatchObject({ error: 'validation_error', message: 'name must be text', details: [{ path: 'name', message: 'must be text' }] });
    const role = await create(acct.key, { name: 'A', role: 'robot' });
    expect(role.body.message).toBe('role must be one of: outbound, inbound');
  });

  it('answers invalid_json for a broken or non-object body, 413 for a body over 1 MiB, and writes nothing', async () => {
    const acct = await newAccount();
    for (const raw of ['{"name": ', '[{"name":"A"}]', '"A"', '']) {
      const res = await createRaw(acct.key, raw);
      expect([res.status, res.body.error]).toEqual([400, 'invalid_json']);
    }
    const huge = await create(acct.key, { name: 'A', instructions: 'x'.repeat(1_100_000) });
    expect([huge.status, huge.body.error]).toEqual([413, 'payload_too_large']);
    expect(await agentCount(acct.accountId)).toBe(0);
  });

  it('answers 401 without a key and 403 for a key without can_write_agents', async () => {
    const acct = await newAccount();
    expect((await callRoute(POST, { method: 'POST', path: '/api/v1/agents/create', body: { name: 'A' } })).status).toBe(401);
    const readOnly = await keyWith(acct.userId, ['can_read_agents']);
    const res = await create(readOnly, { name: 'A' });
    expect([res.status, res.body.error]).toEqual([403, 'permission_denied']);
    expect(res.body.message).toContain('can_write_agents');
    // The permission is checked before the body: a broken body still answers 403.
    expect((await createRaw(readOnly, '{')).status).toBe(403);
    expect(await agentCount(acct.accountId)).toBe(0);
  });

  it("refuses another account's team, and a team the member cannot access, alike with team_not_found", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const member = await newUser(acct.accountId);
    const closed = await newTeam(acct.accountId, 'Closed');
    expect((await create(acct.key, { name: 'A', team_id: other.teamId })).body.error).toBe('team_not_found');
    const denied = await create(member.key, { name: 'A', team_id: closed });
    expect([denied.status, denied.body.error]).toEqual([404, 'team_not_found']);
    expect(await agentCount(acct.accountId)).toBe(0);
  });

  it('answers 409 duplicate_assistant_id for an assistant_id the account already uses', async () => {
    const acct = await newAccount();
    expect((await create(acct.key, { name: 'A', assistant_id: 'asst-dup' })).status).toBe(201);
    const again = await create(acct.key, { name: 'B', assistant_id: 'asst-dup' });
    expect([again.status, again.body.error]).toEqual([409, 'duplicate_assistant_id']);
    expect(await agentCount(acct.accountId)).toBe(1);
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const acct = await newAccount();
    const first = await create(acct.key, { name: 'Once' }, { 'idempotency-key': 'agent-once' });
    const again = await create(acct.key, { name: 'Once' }, { 'idempotency-key': 'agent-once' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await agentCount(acct.accountId)).toBe(1);
  });

  it('answers 405 for GET', async () => {
    const acct = await newAccount();
    const res = await callRoute(GET, { path: '/api/v1/agents/create', key: acct.key });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'POST']);
  });
});
