import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { config, unpooledDatabaseUrl } from '../config';
import { getDbHandle, openDatabase, setDbHandle } from './client';
import { hotQuery } from './hot-query';

// Counts the named prepared statements of the session it runs on (the hot-read connection's, here).
const preparedOnSession = hotQuery({ n: sql`n` }, () => sql`select count(*)::int as n from pg_prepared_statements`);

describe('openDatabase on PostgreSQL', () => {
  it.runIf(config.DATABASE_URL)('prepares named statements only when asked (DATABASE_PREPARE), never by default', async () => {
    // Straight to PostgreSQL, one session: what a pooler would spread over several is visible here.
    const url = unpooledDatabaseUrl()!;
    const counts: Record<string, number> = {};
    for (const prepare of [undefined, true]) {
      const h = await openDatabase({ url, migrate: false, max: 1, ...(prepare !== undefined && { prepare }) });
      try {
        await preparedOnSession(h.db, {});
        const [row] = await preparedOnSession(h.db, {});
        counts[String(prepare ?? 'default')] = Number(row.n);
      } finally {
        await h.close();
      }
    }
    expect(counts).toEqual({ default: 0, true: 1 });
  });
});

describe('the process database on Vercel', () => {
  it('refuses the embedded database with a message that says to set DATABASE_URL', async () => {
    const current = await getDbHandle();
    const saved = { VERCEL: config.VERCEL, DATABASE_URL: config.DATABASE_URL };
    Object.assign(config, { VERCEL: '1', DATABASE_URL: undefined });
    setDbHandle(undefined);
    try {
      await expect(getDbHandle()).rejects.toThrow(/DATABASE_URL is not set\. The embedded database \(PGlite\) cannot run on Vercel/);
    } finally {
      Object.assign(config, saved);
      setDbHandle(current);
    }
  });
});
