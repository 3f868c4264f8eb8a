import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newAccount } from '../testing/fixtures';
import { getDb } from './client';
import { runOnlineMigration, statementsOf } from './online-migration';
import { rowsOf } from './rows';

describe('runOnlineMigration', () => {
  it('rebuilds what the migration made, outside a transaction, and can run again', async () => {
    const db = await getDb();
    const run = async (text: string) => rowsOf<Record<string, unknown>>(await db.execute(sql.raw(text)));
    const acct = await newAccount();
    const [contact] = await run(`insert into contacts (account_id, first_name) values (${acct.accountId}, 'Ana') returning id`);
    await run(`insert into contact_phone_numbers (contact_id, account_id, phone_number) values (${contact.id}, ${acct.accountId}, '+14155550101')`);
    // As on a database before 0009: no search index, no trigger, no numbers copied.
    await run('drop index contacts_search_idx');
    await run('drop trigger contact_phone_numbers_search_sync on contact_phone_numbers');
    await run(`update contacts set phone_search = '' where id = ${contact.id}`);

    const sent: string[] = [];
    await runOnlineMigration((text) => (sent.push(text), run(text)), '0012_list_indexes');
    expect(sent.filter((t) => t.startsWith('CREATE INDEX CONCURRENTLY IF NOT EXISTS "contacts_search_idx"'))).toHaveLength(1);
    expect(sent.filter((t) => /^CREATE (UNIQUE )?INDEX (?!CONCURRENTLY)/.test(t))).toEqual([]);
    expect(sent.find((t) => t.includes('online:batch'))).toMatch(/and c\.id > \d+ and c\.id <= \d+$/);
    const [index] = await run(`select i.indisvalid as valid from pg_class c join pg_index i on i.indexrelid = c.oid where c.relname = 'contacts_search_idx'`);
    expect(index).toEqual({ valid: true });
    const phoneSearch = async () => (await run(`select phone_search from contacts where id = ${contact.id}`))[0].phone_search;
    expect(await phoneSearch()).toBe('+14155550101');
    await run(`insert into contact_phone_numbers (contact_id, account_id, phone_number) values (${contact.id}, ${acct.accountId}, '+14155550102')`);
    expect(await phoneSearch()).toBe('+14155550101\u001f+14155550102');

    await runOnlineMigration(run, '0012_list_indexes');
    expect(await phoneSearch()).toBe('+14155550101\u001f+14155550102');
  });

  it('splits a migration into statements without their comments or semicolons', () => {
    const text = '-- why\nCREATE INDEX IF NOT EXISTS "a" ON t (x);--> statement-breakpoint\n/* online:batch t t.id */\nUPDATE t SET x = 1 WHERE x <> 1;';
    expect(statementsOf(text)).toEqual(['CREATE INDEX IF NOT EXISTS "a" ON t (x)', '/* online:batch t t.id */\nUPDATE t SET x = 1 WHERE x <> 1']);
  });
});
