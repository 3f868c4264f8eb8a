import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { config } from '@/server/config';
import { contactImportChunks, contactImports, contacts, jobs } from '@/server/db/schema';
import { claimDueJobs } from '@/server/jobs/claimed-job';
import { runDueJobs } from '@/server/jobs/queue';
import { createVariable } from '@/server/services/context-variables/service';
import { runContactImport } from '@/server/services/contact-imports/run-import';
import { actorOf, keyWith, newAccount, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getContactRoute } from '../[contact_id]/route';
import { GET as errorsCsv } from './[import_id]/errors.csv/route';
import { GET as getImport } from './[import_id]/route';
import { POST } from './route';

const upload = (key: string, csv: string | Buffer, opts: { query?: string; headers?: Record<string, string> } = {}) =>
  callRoute(POST, {
    method: 'POST',
    path: `/api/v1/contacts/imports${opts.query ? `?${opts.query}` : ''}`,
    key,
    rawBody: typeof csv === 'string' ? csv : (csv as unknown as string),
    headers: { 'content-type': 'text/csv', ...opts.headers },
  });
const status = (key: string, id: number) => callRoute(getImport, { path: `/api/v1/contacts/imports/${id}`, key, params: { import_id: String(id) } });
const contactsOf = async (accountId: number) =>
  (await getDb()).select().from(contacts).where(eq(contacts.accountId, accountId)).orderBy(contacts.id);
const readContact = async (acct: TestAccount, id: number) =>
  (await callRoute(getContactRoute, { path: '/x', key: acct.key, params: { contact_id: String(id) } })).body;
const mapping = (m: Record<string, string>) => `mapping=${encodeURIComponent(JSON.stringify(m))}`;

/** Runs the embedded worker until no job is due, as the server's loop would. */
async function drainJobs() {
  const db = await getDb();
  while ((await runDueJobs(db, { limit: 5 })) > 0);
}

describe('POST /api/v1/contacts/imports', () => {
  it('imports a spreadsheet export (BOM, semicolons, quoted separators and line breaks), typing contact variables and deduping by phone', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    await createVariable(db, actor, { name: 'budget', display_name: 'Budget', variable_type: 'number', context_type: 'contact' });
    await createVariable(db, actor, { name: 'tier', display_name: 'Tier', variable_type: 'select', context_type: 'contact', select_options: ['gold', 'silver'] });
    const csv = [
      '\uFEFFName;Phone;E-mail;Company;Tags;Budget;Tier',
      'Ana Silva;(415) 555-0101;ana@example.com;"Acme; Inc.";vip, spring;1200;gold',
      '"Ben ""B"" Jones";+1 415 555 0102;;"Multi',
      'line Co";;;silver',
      'Ana S.;415-555-0101;;;renewal;;',
      'Cy;12;;;;;',
      'Dee;+14155550104;;;;;bronze',
      'Nul\u0000;+14155550105;;;;;',
      "'=Eve;'+14155550106;;=HYPERLINK(1);;;",
      'Fay;+14155550107;;;;abc;',
      '',
    ].join('\r\n');
    const res = await upload(acct.key, csv, { query: 'file_name=leads.csv' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      status: 'queued',
      mapping: { Name: 'full_name', Phone: 'phone_number', 'E-mail': 'email', Company: 'company', Tags: 'tags', Budget: 'context.budget', Tier: 'context.tier' },
    });
    expect((await status(acct.key, res.body.id)).body).toMatchObject({ status: 'queued', processed: 0 });

    await drainJobs();
    const done = (await status(acct.key, res.body.id)).body;
    expect(done).toMatchObject({ status: 'completed', file_name: 'leads.csv', total_rows: 8, processed: 8, created: 3, updated: 1, failed: 4, failure: null });
    // Rows as the spreadsheet shows them: the header is row 1, and Ben's two-line company is one row (3).
    expect(done.errors).toEqual([
      { row: 5, message: 'Row 5: "12" in the Phone column is not a valid phone number; write it with its country code, such as +1 415 555 0123.' },
      { row: 6, message: 'Row 6: "bronze" in the Tier column must be one of: gold, silver.' },
      { row: 7, message: 'Row 7: the Name column must not contain the NUL character (\\u0000).' },
      { row: 9, message: 'Row 9: "abc" in the Budget column must be a number or a numeric string.' },
    ]);

    const rows = await contactsOf(acct.accountId);
    expect(rows.map((c) => c.firstName)).toEqual(['Ana', 'Ben', '=Eve']);
    const ana = await readContact(acct, rows[0].id);
    // Row 3 has Ana's number: it updated her (tags replaced), and an empty cell changed nothing.
    expect(ana).toMatchObject({ last_name: 'S.', email: 'ana@example.com', company: 'Acme; Inc.', tags: ['renewal'], custom_context: { budget: 1200, tier: 'gold' } });
    const ben = await readContact(acct, rows[1].id);
    expect(ben).toMatchObject({ first_name: 'Ben', last_name: '"B" Jones', company: 'Multi\r\nline Co', custom_context: {} });
    const eve = await readContact(acct, rows[2].id);
    expect(eve).toMatchObject({ company: '=HYPERLINK(1)', phone_numbers: [expect.objectContaining({ phone_number: '+14155550106' })] });
  });

  it('matches a row without a phone number on its email, so importing a file twice makes no copy of that person', async () => {
    const acct = await newAccount();
    const csv = 'Name,Phone,Email\r\nTia Nophone,,Tia@Example.test\r\nAna Silva,+1 415 555 0101,ana@example.test\r\nNo Oneelse,,\r\n';
    for (const round of [1, 2]) {
      const res = await upload(acct.key, csv);
      expect(res.status).toBe(202);
      await drainJobs();
      const done = (await status(acct.key, res.body.id)).body;
      // A row with neither a number nor an email still has nothing to match: it creates each time.
      expect(done).toMatchObject(round === 1 ? { created: 3, updated: 0, failed: 0 } : { created: 1, updated: 2, failed: 0 });
    }
    const names = (await contactsOf(acct.accountId)).map((c) => `${c.firstName} ${c.lastName}`);
    expect(names).toEqual(['Tia Nophone', 'Ana Silva', 'No Oneelse', 'No Oneelse']);
  });

  it('serves every rejected row as a CSV report', async () => {
    const acct = await newAccount();
    const lines = ['first_name,phone_number', ...Array.from({ length: 150 }, (_, i) => `P${i},not-a-number-${i}`)];
    const res = await upload(acct.key, lines.join('\n'));
    await drainJobs();
    const body = (await status(acct.key, res.body.id)).body;
    expect(body).toMatchObject({ status: 'completed', total_rows: 150, failed: 150, created: 0 });
    expect(body.errors).toHaveLength(100);
    const report = await callRoute(errorsCsv, { path: '/x', key: acct.key, params: { import_id: String(res.body.id) } });
    expect(report.headers.get('content-type')).toMatch(/^text\/csv/);
    const reportLines = report.text.trim().split('\r\n');
    expect(reportLines[0]).toBe('row,message');
    expect(reportLines).toHaveLength(151);
    expect(reportLines[1]).toBe('2,"Row 2: ""not-a-number-0"" in the phone_number column is not a valid phone number; write it with its country code, such as +1 415 555 0123."');
    expect(reportLines[150]).toMatch(/^151,"Row 151: ""not-a-number-149""/);
  });

  it('numbers rows as a spreadsheet does, blank lines included, and says what each refused cell held in plain words', async () => {
    const acct = await newAccount();
    const csv = [
      '',
      'First,Last,Mobile,Other numbers,Email,Status,Team',
      'Ana,Silva,+1 415 555 0101,,ana@example,,',
      '',
      'Ben,"Line',
      'break",call me maybe,,,,',
      'Cy,,+1 415 555 0103,+1 415 555 0104; 12,,,',
      ',NoFirst,+1 415 555 0105,,,,',
      'Dee,,+1 415 555 0106,,,Dormant,',
      'Eve,,+1 415 555 0107,,,,99999',
      'Fay,,+1 415 555 0108,,fay@example.com,,',
    ].join('\n');
    const res = await upload(acct.key, csv, { query: mapping({ First: 'first_name', Last: 'last_name', Mobile: 'phone_number', 'Other numbers': 'other_phone_numbers', Email: 'email', Status: 'status', Team: 'team_id' }) });
    expect(res.status).toBe(202);
    await drainJobs();
    const done = (await status(acct.key, res.body.id)).body;
    expect(done).toMatchObject({ status: 'completed', created: 1, failed: 6 });
    expect(done.errors.map((e: { row: number; message: string }) => e.message)).toEqual([
      'Row 3: "ana@example" in the Email column must be a valid email address.',
      'Row 5: "call me maybe" in the Mobile column is not a valid phone number; write it with its country code, such as +1 415 555 0123.',
      'Row 6: "+1 415 555 0104; 12" in the Other numbers column is not a valid phone number; write it with its country code, such as +1 415 555 0123.',
      'Row 7: a new contact needs a first name, and this row has none (map a first-name or name column, or fill the cell in).',
      // The value as the file holds it, not as the import read it.
      'Row 8: "Dormant" in the Status column must be one of: not_contacted, attempted, contacted, callback_requested, not_interested, do_not_contact.',
      'Row 9: Team 99999 not found.',
    ]);
    expect(done.errors.map((e: { row: number }) => e.row)).toEqual([3, 5, 6, 7, 8, 9]);
    // Nothing in a message is an API path or a code.
    expect(JSON.stringify(done.errors)).not.toMatch(/phone_numbers\.|validation_error|custom_context\./);
  });

  it('maps columns to custom_context.<key> and industry_context.<key>, typing a key a contact variable defines', async () => {
    const acct = await newAccount();
    const db = await getDb();
    await createVariable(db, await actorOf(acct.userId), { name: 'budget', display_name: 'Budget', variable_type: 'number', context_type: 'contact' });
    const csv = [
      'Name,Phone,Budget,Favourite colour,custom_context.source,Policy number',
      'Ana Silva,+1 415 555 0101,1200,teal,fair,P-77',
      'Ben Jones,+1 415 555 0102,lots,red,,P-78',
      'Ana S.,+1 415 555 0101,,green,,',
    ].join('\n');
    const target = { Name: 'full_name', Phone: 'phone_number', Budget: 'custom_context.budget', 'Favourite colour': 'custom_context.favourite colour', 'custom_context.source': 'custom_context.source', 'Policy number': 'industry_context.policy_number' };
    const res = await upload(acct.key, csv, { query: mapping(target) });
    expect(res).toMatchObject({ status: 202, body: { mapping: target } });
    // Without a mapping, a column named for a context key maps to it.
    const guessed = await upload(acct.key, 'Name,custom_context.source,industry_context.plan\n', { query: 'match_on=none' });
    expect(guessed.body.mapping).toEqual({ Name: 'full_name', 'custom_context.source': 'custom_context.source', 'industry_context.plan': 'industry_context.plan' });
    await drainJobs();
    const done = (await status(acct.key, res.body.id)).body;
    expect(done).toMatchObject({ status: 'completed', created: 1, updated: 1, failed: 1 });
    expect(done.errors).toEqual([{ row: 3, message: 'Row 3: "lots" in the Budget column must be a number or a numeric string.' }]);
    const [ana] = await contactsOf(acct.accountId);
    // The later row merged its keys into the earlier row's contact, key by key.
    expect(await readContact(acct, ana.id)).toMatchObject({
      last_name: 'S.',
      custom_context: { budget: 1200, 'favourite colour': 'green', source: 'fair' },
      industry_context: { policy_number: 'P-77' },
    });

    for (const [bad, why] of [
      [{ Name: 'full_name', Phone: 'custom_context.' }, 'needs a key'],
      [{ Name: 'full_name', Phone: 'industry_context.a.b' }, 'needs a key'],
      [{ Name: 'full_name', Phone: 'custom_context.__proto__' }, 'needs a key'],
      [{ Name: 'custom_context.x', Phone: 'custom_context.x' }, 'mapped from two columns'],
      [{ Name: 'full_name', Phone: 'context.budget', Budget: 'custom_context.budget' }, 'mapped from two columns'],
    ] as const) {
      const refused = await upload(acct.key, csv, { query: mapping(bad) });
      expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_mapping', message: expect.stringContaining(why) } });
    }
  });

  it('resumes after a restart from the last committed chunk, writing no row twice', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const lines = ['first_name,phone_number,email', ...Array.from({ length: 25 }, (_, i) => `P${i},+1415555${String(2000 + i)},p${i}@example.com`)];
    const res = await upload(acct.key, lines.join('\n'), { query: 'match_on=none' });
    const id = res.body.id;
    // The first run dies after two chunks of 10 (the process stops; its job claim would lapse).
    await runContactImport(db, id, { chunkRows: 10, maxChunks: 2 });
    const mid = (await status(acct.key, id)).body;
    expect(mid).toMatchObject({ status: 'running', total_rows: 25, processed: 20, created: 20 });
    expect(await contactsOf(acct.accountId)).toHaveLength(20);
    // The dead runner still held the job's claim: the job is not run again until that claim lapses, then
    // it is, and it starts after row 20. With match_on none a replayed row would be a second contact.
    const now = new Date();
    expect(await claimDueJobs(db, now, 10)).toHaveLength(1);
    expect(await runDueJobs(db, { now })).toBe(0);
    expect(await runDueJobs(db, { now: new Date(now.getTime() + 61_000) })).toBe(1);
    expect((await status(acct.key, id)).body).toMatchObject({ status: 'completed', processed: 25, created: 25, failed: 0 });
    const rows = await contactsOf(acct.accountId);
    expect(rows.map((c) => c.firstName)).toEqual(Array.from({ length: 25 }, (_, i) => `P${i}`));
    // A late second run of a finished import writes nothing.
    await runContactImport(db, id);
    expect(await contactsOf(acct.accountId)).toHaveLength(25);
  });

  it('refuses what is not a usable CSV upload, writing nothing', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const before = Number((await db.select({ n: sql<number>`count(*)` }).from(jobs))[0].n);
    const json = await callRoute(POST, { method: 'POST', path: '/api/v1/contacts/imports', key: acct.key, body: { first_name: 'x' } });
    expect(json).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    expect((await upload(acct.key, '')).body.error).toBe('invalid_csv');
    expect((await upload(acct.key, '\uFEFF\r\n\r\n')).body.error).toBe('invalid_csv');
    expect((await upload(acct.key, 'name,name\nA,B')).body.error).toBe('invalid_csv');
    const unknownField = await upload(acct.key, 'Name,Phone\nA,1', { query: mapping({ Name: 'first_name', Phone: 'fax' }) });
    expect(unknownField).toMatchObject({ status: 400, body: { error: 'invalid_mapping' } });
    expect(unknownField.body.message).toContain('"fax"');
    expect((await upload(acct.key, 'Name\nA', { query: mapping({ Nom: 'first_name' }) })).body.error).toBe('invalid_mapping');
    expect((await upload(acct.key, 'Name\nA', { query: mapping({ Name: 'context.nope' }) })).body.error).toBe('invalid_mapping');
    expect((await upload(acct.key, 'Name\nA', { query: 'mapping=%7Bbroken' })).body.error).toBe('invalid_mapping');
    expect((await upload(acct.key, 'Name\nA', { headers: { mapping: '["first_name"]' } })).body.error).toBe('invalid_mapping');
    expect((await upload(acct.key, 'Colour,Size\nred,2')).body).toMatchObject({ error: 'invalid_mapping', message: expect.stringContaining('map at least one') });
    const big = await upload(acct.key, 'first_name\n', { headers: { 'content-length': String(50 * 1024 * 1024 + 1) } });
    expect(big).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
    const readOnly = await keyWith(acct.userId, ['can_read_contacts']);
    expect((await upload(readOnly, 'first_name\nA')).status).toBe(403);
    expect(Number((await db.select({ n: sql<number>`count(*)` }).from(jobs))[0].n)).toBe(before);
    expect(await db.select().from(contactImports).where(eq(contactImports.accountId, acct.accountId))).toEqual([]);
  });

  it('refuses a streamed body past 50 MiB without a Content-Length', async () => {
    const acct = await newAccount();
    const chunk = new TextEncoder().encode('first_name\n' + 'x\n'.repeat(512 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent > 51 * 1024 * 1024) return c.close();
        sent += chunk.byteLength;
        c.enqueue(chunk);
      },
    });
    const req = new Request('http://localhost/api/v1/contacts/imports', {
      method: 'POST',
      headers: { authorization: `Bearer ${acct.key}`, 'content-type': 'text/csv' },
      body,
      duplex: 'half',
    } as RequestInit);
    const res = await POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(52 * 1024 * 1024);
  });

  it("answers not_found for another account's import", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const res = await upload(acct.key, 'first_name\nA');
    expect((await status(other.key, res.body.id)).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(contactImports).where(and(eq(contactImports.id, res.body.id), eq(contactImports.accountId, acct.accountId)))).toHaveLength(1);
  });

  it('refuses bytes that are not UTF-8 with the line they are on, and reads a file declared windows-1252', async () => {
    const acct = await newAccount();
    const latin1 = Buffer.from('first_name,company\nAna,Acme\nJos\xe9,Caf\xe9 Ltd\n', 'latin1');
    const refused = await upload(acct.key, latin1);
    expect(refused).toMatchObject({ status: 400, body: { error: 'invalid_csv' } });
    // The refusal names the encoding the file is in and shows the line as it reads in it, never broken UTF-8.
    expect(refused.body.message).toBe(
      'Line 3 of the file is not valid UTF-8: it looks like Windows-1252 (Western European, Latin-1), in which it reads "José,Café Ltd". ' +
        'Send it with Content-Type: text/csv; charset=windows-1252 to import it as that, or save the file as UTF-8.',
    );
    const utf16 = await upload(acct.key, Buffer.from('\ufefffirst_name\nAna\n', 'utf16le'));
    expect(utf16).toMatchObject({ status: 400, body: { error: 'invalid_csv', message: expect.stringContaining('The file is in UTF-16') } });
    const unknown = await upload(acct.key, 'first_name\nAna\n', { headers: { 'content-type': 'text/csv; charset=utf-16' } });
    expect(unknown).toMatchObject({ status: 415, body: { error: 'unsupported_media_type', message: expect.stringContaining('"utf-16"') } });
    const db = await getDb();
    expect(await db.select().from(contactImports).where(eq(contactImports.accountId, acct.accountId))).toEqual([]);

    for (const charset of ['windows-1252', 'ISO-8859-1', '"latin1"']) {
      const res = await upload(acct.key, latin1, { headers: { 'content-type': `text/csv; charset=${charset}` }, query: 'match_on=none' });
      expect(res.status).toBe(202);
      await drainJobs();
    }
    const rows = await contactsOf(acct.accountId);
    expect(rows.map((c) => `${c.firstName} ${c.company}`)).toEqual(Array(3).fill(['Ana Acme', 'José Café Ltd']).flat());
  });

  it('deletes the file when the import completes or fails, keeping its counts and errors', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const pieces = async (id: number) => (await db.select().from(contactImportChunks).where(eq(contactImportChunks.importId, id))).length;
    const ok = await upload(acct.key, 'first_name,phone_number\nAna,+14155550101\nBen,12\n');
    const broken = await upload(acct.key, 'first_name\nAna\n"Ben\n');
    expect([await pieces(ok.body.id), await pieces(broken.body.id)]).toEqual([1, 1]);
    await drainJobs();
    expect((await status(acct.key, ok.body.id)).body).toMatchObject({ status: 'completed', created: 1, failed: 1, errors: [{ row: 3 }] });
    expect((await status(acct.key, broken.body.id)).body).toMatchObject({ status: 'failed', failure: expect.stringContaining('cannot be read') });
    expect([await pieces(ok.body.id), await pieces(broken.body.id)]).toEqual([0, 0]);
  });

  it('refuses a new import past the imports an account may have under way, and past those it may start in a day', async () => {
    config.MAX_IMPORTS_IN_PROGRESS_PER_ACCOUNT = 2;
    config.MAX_IMPORTS_PER_ACCOUNT_PER_DAY = 3;
    const acct = await newAccount();
    const db = await getDb();
    const countOf = async () => (await db.select().from(contactImports).where(eq(contactImports.accountId, acct.accountId))).length;
    const first = await upload(acct.key, 'first_name\nA', { headers: { 'idempotency-key': 'first-import' } });
    expect(first.status).toBe(202);
    expect((await upload(acct.key, 'first_name\nB')).status).toBe(202);
    const busy = await upload(acct.key, 'first_name\nC');
    expect(busy).toMatchObject({ status: 429, body: { error: 'import_limit_reached', message: expect.stringContaining('2 imports under way') } });
    expect(busy.headers.get('retry-after')).toBeNull();
    // Refused before the body is read: a file past 50 MiB still answers the limit.
    const bigBusy = await upload(acct.key, 'first_name\n', { headers: { 'content-length': String(50 * 1024 * 1024 + 1) } });
    expect(bigBusy.status).toBe(429);
    expect(await countOf()).toBe(2);
    // With an Idempotency-Key too, which compares the body's bytes: the limit answers before they are read, and a
    // key that already holds an accepted import replays it rather than answering the limit.
    const keyed = await upload(acct.key, 'first_name\n', { headers: { 'content-length': String(50 * 1024 * 1024 + 1), 'idempotency-key': 'busy-import' } });
    expect(keyed.body.error).toBe('import_limit_reached');
    const replayed = await upload(acct.key, 'first_name\nA', { headers: { 'idempotency-key': 'first-import' } });
    expect([replayed.status, replayed.headers.get('idempotent-replayed'), replayed.body.id]).toEqual([202, 'true', first.body.id]);
    expect(await countOf()).toBe(2);

    // The two end: a third may start, and then the day's three are used, the oldest started 23 hours ago.
    await drainJobs();
    await db.update(contactImports).set({ createdAt: sql`now() - interval '23 hours'` }).where(eq(contactImports.accountId, acct.accountId));
    expect((await upload(acct.key, 'first_name\nC')).status).toBe(202);
    await drainJobs();
    const daily = await upload(acct.key, 'first_name\nD');
    expect(daily).toMatchObject({ status: 429, body: { error: 'import_limit_reached', message: expect.stringContaining('3 imports in the last 24 hours') } });
    const retryAfter = Number(daily.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(daily.body.retry_after).toBe(retryAfter);
    expect(await countOf()).toBe(3);
    // Once the oldest leaves the 24 hours, the next starts.
    await db.update(contactImports).set({ createdAt: sql`now() - interval '25 hours'` }).where(and(eq(contactImports.accountId, acct.accountId), sql`${contactImports.createdAt} < now() - interval '1 hour'`));
    expect((await upload(acct.key, 'first_name\nD')).status).toBe(202);
  });
});

