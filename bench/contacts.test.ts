import { describe, expect, it } from 'vitest';
import { PATCH } from '@/app/api/v1/contacts/[contact_id]/update/route';
import { POST } from '@/app/api/v1/contacts/create/route';
import { getDb } from '@/server/db/client';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { contactsSuite } from './contacts';
import type { BenchContext, LoadResult, LoadTarget } from './context';

/**
 * Runs the suite against the route handlers in-process, a few requests per target, so that every body it
 * generates is known to be accepted before `npm run bench` spends minutes on it.
 */
describe('contacts bench suite', () => {
  it('sends only requests the API accepts', async () => {
    const statuses: Record<string, number[]> = {};
    const recorded: Record<string, unknown> = {};
    const load = async (target: LoadTarget): Promise<LoadResult> => {
      if (target.path === '/api/health') return { title: target.title, requests: 5, rps: 1, p50_ms: 1, p99_ms: 1, errors: 0, non2xx: 0, cpu_ms_per_request: 1 };
      const path = target.perRequestPath?.() ?? target.path;
      const update = path.match(/^\/api\/v1\/contacts\/(\d+)\/update$/);
      const handler = target.method === 'PATCH' && update ? PATCH : POST;
      const key = target.headers!.authorization.replace('Bearer ', '');
      const results = await Promise.all(
        Array.from({ length: 5 }, () => {
          const body = typeof target.body === 'function' ? target.body() : target.body;
          return callRoute(handler, { method: target.method, path, key, rawBody: body, params: update ? { contact_id: update[1] } : {} });
        }),
      );
      (statuses[target.title] ??= []).push(...results.map((r) => r.status));
      const non2xx = results.filter((r) => r.status >= 300).length;
      return { title: target.title, requests: 5, rps: 1, p50_ms: 1, p99_ms: 1, errors: 0, non2xx, cpu_ms_per_request: 1 };
    };
    const ctx: BenchContext = {
      baseUrl: 'http://in-process',
      databaseUrl: '',
      db: await getDb(),
      newAccount,
      load,
      record: (name, data) => void (recorded[name] = data),
      log: () => {},
    };
    await contactsSuite.run(ctx);
    expect(statuses['POST /api/v1/contacts/create']).toEqual(Array(5).fill(201));
    expect(statuses['PATCH /api/v1/contacts/{id}/update']).toEqual(Array(5).fill(200));
    expect(statuses['PATCH /api/v1/contacts/{id}/update (distinct contacts)']).toEqual(Array(5).fill(200));
    // 10 creates (warm-up and measured), the hot contact, and the 200 the distinct PATCH spreads over.
    expect(recorded.contacts).toMatchObject({ contacts_written: 211 });
  });
});
