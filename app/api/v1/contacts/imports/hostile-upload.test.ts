import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { getDb } from '@/server/db/client';
import { contactImportChunks, contactImports } from '@/server/db/schema';
import { newAccount } from '@/server/testing/fixtures';
import { serveRoute } from '@/server/testing/route-server';
import { POST } from './route';

/**
 * Hostile uploads sent over real HTTP to a server that also answers /api/health in the same process: each is
 * refused with 400 invalid_csv naming the limit, and while it is read and checked, the same process keeps answering
 * health requests (it is not held by the file until the file's answer). How quickly it answers under load is a
 * measure for the benchmarks, not an outcome a test can hold on a shared machine.
 */
let imports: Awaited<ReturnType<typeof serveRoute>>;
let live: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  imports = await serveRoute(POST);
  live = await serveRoute(async () => health());
});
afterAll(async () => {
  await imports?.close();
  await live?.close();
});

/**
 * Sends the upload and, until its answer comes, one health request after another; answers the upload's answer and
 * how many health answers came back while it was still awaited.
 */
async function uploadWhileProbing(key: string, body: Buffer) {
  let done = false;
  const upload = fetch(`${imports.url}/api/v1/contacts/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
    body: new Uint8Array(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { error: string; message: string } }))
    .finally(() => (done = true));
  let answeredDuringUpload = 0;
  while (!done) {
    const res = await fetch(`${live.url}/api/health`);
    expect(res.status).toBe(200);
    // Counted only if the upload was still unanswered when this health answer arrived.
    if (!done) answeredDuringUpload++;
  }
  return { ...(await upload), answeredDuringUpload };
}

describe('hostile CSV uploads', () => {
  it.each([
    ['a header of 100,000 columns (689 KB)', () => Buffer.from(Array.from({ length: 100_000 }, (_, i) => `c${i}`).join(',') + '\nA\n'), /header row is longer than 128 KiB/],
    ['a header of 20,000 columns within 128 KiB', () => Buffer.from(Array.from({ length: 20_000 }, (_, i) => `c${i}`).join(',') + '\nA\n'), /20,000 columns, more than the 500/],
    ['a header that is one 40 MiB line', () => Buffer.alloc(40 * 1024 * 1024, 'x'), /header row is longer than 128 KiB/],
    ['a data row that is one 40 MiB line', () => Buffer.concat([Buffer.from('first_name\nAda\n'), Buffer.alloc(40 * 1024 * 1024, 'y')]), /Line 3 .*longer than 128 KiB/],
  ])('refuses %s with 400 invalid_csv, writing nothing, while health keeps answering', async (_, file, message) => {
    const acct = await newAccount();
    const res = await uploadWhileProbing(acct.key, file());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_csv');
    expect(res.body.message).toMatch(message);
    expect(res.answeredDuringUpload).toBeGreaterThan(0);
    const db = await getDb();
    expect(await db.select().from(contactImports).where(eq(contactImports.accountId, acct.accountId))).toEqual([]);
  }, 120_000);

  it('takes a large valid file (30 MiB, 600,000 rows) while health keeps answering, and stores it in pieces', async () => {
    const acct = await newAccount();
    const row = 'Ada Lovelace,+14155550101,ada@example.com,Analytical Engines Ltd\n';
    const file = Buffer.from('name,phone,email,company\n' + row.repeat(Math.ceil((30 * 1024 * 1024) / row.length)));
    const res = await uploadWhileProbing(acct.key, file);
    expect(res.status).toBe(202);
    expect(res.answeredDuringUpload).toBeGreaterThan(0);
    const db = await getDb();
    const [{ n, bytes }] = await db
      .select({ n: sql<number>`count(*)::int`, bytes: sql<number>`sum(length(${contactImportChunks.bytes}))::int` })
      .from(contactImportChunks)
      .where(eq(contactImportChunks.importId, (res.body as unknown as { id: number }).id));
    expect({ n, bytes }).toEqual({ n: 31, bytes: file.length });
  }, 120_000);
});
