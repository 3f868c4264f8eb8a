import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listContacts } from '@/app/api/v1/contacts/route';
import { POST as createContact } from '@/app/api/v1/contacts/create/route';
import { GET as usageCsv } from '@/app/api/v1/usage.csv/route';
import { GET as complianceCsv } from '@/app/api/v1/compliance/records.csv/route';
import { GET as contactsCsv } from '@/app/api/v1/contacts/export.csv/route';
import { GET as analytics } from '@/app/api/v1/analytics/calls/route';
import { GET as usage } from '@/app/api/v1/usage/route';
import { GET as listCalls } from '@/app/api/v1/calls/route';
import { checkReplica } from '../cli/commands/doctor-checks';
import { config } from '../config';
import { getDb } from '../db/client';
import { closeReplica, replicaLag } from '../db/replica';
import { contacts } from '../db/schema';
import { createCaller } from '../trpc/root';
import { newAccount, type TestAccount } from '../testing/fixtures';
import { withDatabase } from '../testing/global-setup';
import { callRoute } from '../testing/http';

/**
 * Reads on a real streaming replica (scripts/replica.sh: pg_basebackup -R into a second cluster on 127.0.0.1:5433).
 * The replica's replay is paused to make it lag on purpose: a row written behind the app's back stays unseen by the
 * replica-read routes (so they do read the replica), while a key's or user's own write is seen by its next read
 * (read-your-writes). With the replica stopped, reads answer from the primary without an error.
 */
const onPostgres = Boolean(config.DATABASE_URL);
const script = path.join(import.meta.dirname, '..', '..', 'scripts', 'replica.sh');
const replicaScript = (arg: string) => promisify(execFile)('bash', [script, arg], { timeout: 120_000 });

let acct: TestAccount;
let standby: postgres.Sql;
beforeAll(async () => {
  if (!onPostgres) return;
  await replicaScript('start');
  const [{ name }] = (await (await getDb()).execute(sql`select current_database() as name`)) as unknown as { name: string }[];
  config.DATABASE_URL_REPLICA = withDatabase('postgres://postgres@127.0.0.1:5433/postgres', name);
  standby = postgres(config.DATABASE_URL_REPLICA, { max: 1, onnotice: () => {} });
  // The file's database was copied before the base backup, or is replayed since: wait until the replica has it.
  await until(async () => (await standby`select 1 as ok`.catch(() => []))[0]?.ok === 1);
  acct = await newAccount('Replica Dental');
}, 180_000);
afterAll(async () => {
  if (!onPostgres) return;
  config.DATABASE_URL_REPLICA = undefined;
  await closeReplica();
  if (standby) await standby`select pg_wal_replay_resume()`.catch(() => undefined);
  await standby?.end({ timeout: 1 });
  // A replica left running would replay every later test file's database copy.
  await replicaScript('stop');
});

async function until(check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

const namesListed = async () => {
  const res = await callRoute(listContacts, { method: 'GET', path: '/api/v1/contacts?page_size=100', key: acct.key });
  expect(res.status).toBe(200);
  return (res.body as { contacts: { first_name: string }[] }).contacts.map((c) => c.first_name);
};
const replayed = async () => {
  const [p] = (await (await getDb()).execute(sql`select pg_current_wal_lsn()::text as lsn`)) as unknown as { lsn: string }[];
  await until(async () => (await standby`select pg_last_wal_replay_lsn() >= ${p.lsn}::pg_lsn as ok`)[0].ok);
};
/** A contact written on the primary behind the app's back: no key's write, so no read waits for it. */
const writtenBehind = async (first: string) =>
  (await getDb()).insert(contacts).values({ accountId: acct.accountId, teamId: acct.teamId, firstName: first });

describe.skipIf(!onPostgres)('reads on a streaming replica (PostgreSQL)', () => {
  it('reads the replica, and a key sees its own write at once while the replica lags', async () => {
    const made = await callRoute(createContact, { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, body: { first_name: 'Ada', phone_number: '+14155550101' } });
    expect(made.status).toBe(201);
    expect(await namesListed()).toContain('Ada');

    await replayed();
    await standby`select pg_wal_replay_pause()`;
    await writtenBehind('Behind');
    // The replica has not replayed it and no write of this key is newer than the replica: the list is the replica's.
    expect(await namesListed()).not.toContain('Behind');
    expect(await (await getDb()).$count(contacts, sql`first_name = 'Behind' and account_id = ${acct.accountId}`)).toBe(1);

    // The key writes: its next read must see that write although the replica is still paused behind it.
    const own = await callRoute(createContact, { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, body: { first_name: 'Grace', phone_number: '+14155550102' } });
    expect(own.status).toBe(201);
    const seen = await namesListed();
    expect(seen).toContain('Grace');
    expect(seen).toContain('Behind'); // read from the primary

    // Another key of the account has written nothing: it reads the lagging replica, without either row.
    const other = await newAccount('Other key holder');
    const res = await callRoute(listContacts, { method: 'GET', path: '/api/v1/contacts', key: other.key });
    expect(res.status).toBe(200);

    await standby`select pg_wal_replay_resume()`;
    await replayed();
    expect(await namesListed()).toEqual(expect.arrayContaining(['Ada', 'Grace', 'Behind']));
  }, 120_000);

  it('answers every replica-read route from the replica (each only reads), and the dashboard sees its own change', async () => {
    await replayed();
    for (const [route, p] of [
      [listCalls, '/api/v1/calls'], [analytics, '/api/v1/analytics/calls'], [usage, '/api/v1/usage'],
      [usageCsv, '/api/v1/usage.csv'], [complianceCsv, '/api/v1/compliance/records.csv?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z'], [contactsCsv, '/api/v1/contacts/export.csv'],
    ] as const) {
      const res = await callRoute(route, { method: 'GET', path: p, key: acct.key });
      expect(res.status, `${p}: ${JSON.stringify(res.body)}`).toBe(200);
    }

    await standby`select pg_wal_replay_pause()`;
    const caller = createCaller({ db: await getDb(), session: { userId: acct.userId } });
    await writtenBehind('Hidden');
    const before = await caller.contacts.list({});
    expect(before.contacts.map((c: { first_name: string }) => c.first_name)).not.toContain('Hidden');
    await caller.contacts.create({ first_name: 'Linus', phone_number: '+14155550103' });
    const after = (await caller.contacts.list({})).contacts.map((c: { first_name: string }) => c.first_name);
    expect(after).toEqual(expect.arrayContaining(['Linus', 'Hidden']));
    await standby`select pg_wal_replay_resume()`;
  }, 120_000);

  it('doctor reads the replica\'s lag, and a stopped replica sends reads to the primary without an error', async () => {
    await replayed();
    const lag = await replicaLag(await getDb());
    expect(lag).toMatchObject({ bytes: expect.any(Number) });
    expect((lag as { bytes: number }).bytes).toBeLessThan(16 * 1024 * 1024);
    expect(checkReplica(lag).status).toBe('ok');

    await replicaScript('stop');
    await writtenBehind('WhileAway');
    expect(await namesListed()).toContain('WhileAway');
    expect(await namesListed()).toContain('WhileAway');
    const away = await replicaLag(await getDb());
    expect(away).toMatchObject({ error: expect.any(String) });
    expect(checkReplica(away).status).toBe('warn');
  }, 180_000);
});
