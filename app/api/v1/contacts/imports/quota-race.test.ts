import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { contactImportChunks, contactImports, jobs } from '@/server/db/schema';
import { newAccount } from '@/server/testing/fixtures';
import { startRouteProcess } from '@/server/testing/route-process';

/**
 * Many uploads of one account at once, through two server processes on one PostgreSQL database: the imports
 * under way are counted under the account's import lock, so exactly the allowed number start (202) and the rest
 * answer 429 import_limit_reached with nothing stored. PGlite opens its folder from one process only.
 */
const onPostgres = Boolean(config.DATABASE_URL);

describe.skipIf(!onPostgres)('concurrent imports of one account on two server processes (PostgreSQL)', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.stdin?.end()));

  it('starts exactly the imports allowed under way, whichever process takes them', async () => {
    const urls = await Promise.all([startRouteProcess('imports', children, { MAX_IMPORTS_IN_PROGRESS_PER_ACCOUNT: '3' }), startRouteProcess('imports', children, { MAX_IMPORTS_IN_PROGRESS_PER_ACCOUNT: '3' })]);
    const acct = await newAccount();
    const file = 'first_name,phone_number\n' + 'Ana,+14155550101\n'.repeat(20_000);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        fetch(`${urls[i % 2]}/api/v1/contacts/imports?file_name=f${i}.csv`, {
          method: 'POST',
          headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'text/csv' },
          body: file,
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error?: string; id?: number } })),
      ),
    );
    expect(results.filter((r) => r.status === 202)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 202).map((r) => `${r.status} ${r.body.error}`)).toEqual(Array(13).fill('429 import_limit_reached'));

    const db = await getDb();
    const rows = await db.select().from(contactImports).where(eq(contactImports.accountId, acct.accountId));
    expect(rows.map((r) => r.id).sort()).toEqual(results.flatMap((r) => (r.status === 202 ? [r.body.id] : [])).sort());
    const queued = (await db.select().from(jobs).where(eq(jobs.kind, 'contacts.import'))).filter((j) => rows.some((r) => r.id === (j.payload as { import_id: number }).import_id));
    expect(queued).toHaveLength(3);
    for (const r of rows) expect((await db.select().from(contactImportChunks).where(eq(contactImportChunks.importId, r.id))).length).toBe(1);
  }, 120_000);
});
