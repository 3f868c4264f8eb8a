import { describe, expect, it } from 'vitest';
import { keyWith } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { fundedAccount } from '@/server/testing/call-fixtures';
import { POST as initiate } from '../calls/route';
import { DELETE } from './[number]/route';
import { GET, POST } from './route';

const add = (key: string, body: unknown) => callRoute(POST, { method: 'POST', path: '/api/v1/do-not-call', key, body });
const list = (key: string, q = '') => callRoute(GET, { path: `/api/v1/do-not-call${q}`, key });
const remove = (key: string, number: string) =>
  callRoute(DELETE, { method: 'DELETE', path: `/api/v1/do-not-call/${number}`, key, params: { number } });

describe('/api/v1/do-not-call', () => {
  it('adds normalised numbers, lists them newest first, and blocks calls to them', async () => {
    const acct = await fundedAccount({ balanceCents: 100 });
    const created = await add(acct.key, { number: '(415) 555-0150', reason: 'asked not to be called' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), number: '+14155550150', reason: 'asked not to be called', created_at: expect.any(String) });
    const again = await add(acct.key, { number: '+14155550150' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);
    await add(acct.key, { number: '+442079460001' });

    const res = await list(acct.key);
    expect(res.body).toMatchObject({ count: 2, page: 1, limit: 20, pages: 1 });
    expect(res.body.numbers.map((n: { number: string }) => n.number)).toEqual(['+442079460001', '+14155550150']);
    expect((await list(acct.key, '?limit=1&page=2')).body).toMatchObject({ count: 2, pages: 2, numbers: [{ number: '+14155550150' }] });

    const call = await callRoute(initiate, { method: 'POST', path: '/api/v1/calls', key: acct.key, body: { phone_number: '+14155550150', agent_id: acct.agent.id } });
    expect(call.body.error).toBe('do_not_call');
  });

  it('removes a number (with or without URL encoding), then calls go through', async () => {
    const acct = await fundedAccount({ balanceCents: 100 });
    await add(acct.key, { number: '+14155550151' });
    await add(acct.key, { number: '+14155550152' });
    expect((await remove(acct.key, '%2B14155550151')).body).toEqual({ number: '+14155550151', message: expect.any(String) });
    expect((await remove(acct.key, '+14155550152')).status).toBe(200);
    const missing = await remove(acct.key, '+14155550152');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not_found');
    expect((await list(acct.key)).body.count).toBe(0);
    const call = await callRoute(initiate, { method: 'POST', path: '/api/v1/calls', key: acct.key, body: { phone_number: '+14155550151', agent_id: acct.agent.id } });
    expect(call.status).toBe(201);
  });

  it('validates input and keeps lists per account', async () => {
    const acct = await fundedAccount();
    const other = await fundedAccount();
    expect((await add(acct.key, { number: '12' })).body.error).toBe('invalid_phone_number');
    expect((await add(acct.key, {})).body.error).toBe('validation_error');
    expect((await add(acct.key, { number: 5 })).body.error).toBe('validation_error');
    expect((await list(acct.key, '?limit=500')).body.error).toBe('invalid_parameter');
    await add(other.key, { number: '+14155550153' });
    expect((await list(acct.key)).body.count).toBe(0);
    expect((await remove(acct.key, '+14155550153')).status).toBe(404);
    expect((await list(other.key)).body.count).toBe(1);
  });

  it('needs can_initiate_calls', async () => {
    const acct = await fundedAccount();
    const key = await keyWith(acct.userId, ['can_read_calls']);
    expect((await list(key)).status).toBe(403);
    expect((await add(key, { number: '+14155550150' })).status).toBe(403);
    expect((await remove(key, '+14155550150')).status).toBe(403);
  });
});
