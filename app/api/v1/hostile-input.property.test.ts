import { describe, expect, it } from 'vitest';
import { describeHostileLists, describeHostileWrites, handlerFor } from '@/app/_testing/hostile-input';
import { samples } from '@/app/_testing/openapi-samples';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';

// Hostile input to every REST operation that takes it (app/_testing/hostile-input.ts): the lists here, the write
// operations in thirds, here and in hostile-input-writes-{2,3}.property.test.ts.
describeHostileWrites(1, 3);
describeHostileLists();

describe('hostile query values, by example', () => {
  it('GET /api/v1/calls?agent_id=2147483648 and NUL in q or tag answer 400 validation_error naming the field', async () => {
    const acct = await newAccount();
    const calls = await handlerFor(samples.find((s) => s.method === 'GET' && s.path === '/api/v1/calls')!);
    const contacts = await handlerFor(samples.find((s) => s.method === 'GET' && s.path === '/api/v1/contacts')!);
    const big = await callRoute(calls, { path: '/api/v1/calls?agent_id=2147483648', key: acct.key });
    expect(big.status).toBe(400);
    expect(big.body.details[0].path).toBe('agent_id');
    for (const q of ['q=a%00b', 'tag=%00']) {
      const res = await callRoute(contacts, { path: `/api/v1/contacts?${q}`, key: acct.key });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_error', details: [{ path: q.split('=')[0] }] });
    }
  });
});
