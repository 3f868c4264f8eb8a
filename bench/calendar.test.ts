import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/calendar/availability/route';
import { getDb } from '@/server/db/client';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { calendarSuite } from './calendar';
import type { BenchContext, LoadResult, LoadTarget } from './context';

/**
 * Runs the suite in-process against the route handler, a few requests per target, so that what it measures
 * is known to be a successful 62-day availability answer before `npm run bench` spends minutes on it.
 */
describe('calendar bench suite', () => {
  it('asks only for answers the API gives, and records its figures', async () => {
    const answers: { status: number; count: number }[] = [];
    let recorded: Record<string, any> | undefined;
    const load = async (target: LoadTarget): Promise<LoadResult> => {
      const key = target.headers!.authorization.replace('Bearer ', '');
      const results = await Promise.all(Array.from({ length: 2 }, () => callRoute(GET, { path: target.path, key })));
      answers.push(...results.map((r) => ({ status: r.status, count: r.body.count })));
      const non2xx = results.filter((r) => r.status >= 300).length;
      return { title: target.title, requests: 2, rps: 1, p50_ms: 1, p99_ms: 1, errors: 0, non2xx, cpu_ms_per_request: 1 };
    };
    const ctx: BenchContext = {
      baseUrl: 'http://in-process',
      databaseUrl: '',
      db: await getDb(),
      newAccount: () => newAccount('Bench'),
      load,
      record: (_name, data) => {
        recorded = data;
      },
      log: () => {},
    };
    await calendarSuite.run(ctx);
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.count).toBe(recorded!.pure.slots);
    }
    expect(recorded!.pure.blocking_events).toBe(2000);
    expect(recorded!.pure.slots).toBeGreaterThan(0);
  });
});
