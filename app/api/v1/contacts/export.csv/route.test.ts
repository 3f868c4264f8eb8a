import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { exportContactsCsv } from '@/server/services/contact-imports/export';
import { bulkUpsertContacts } from '@/server/services/contacts/service';
import { createVariable } from '@/server/services/context-variables/service';
import { actorOf, keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { and, eq } from 'drizzle-orm';
import { contactPhoneNumbers, contacts } from '@/server/db/schema';
import { runDueJobs } from '@/server/jobs/queue';
import { POST as importContacts } from '../imports/route';
import { GET } from './route';

const download = (key: string, query = '') => callRoute(GET, { path: `/api/v1/contacts/export.csv${query}`, key });

describe('GET /api/v1/contacts/export.csv', () => {
  it('streams the contacts the list shows for the same filters, newest first, with formulas defused', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    await bulkUpsertContacts(db, actor, {
      contacts: [
        { first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com', company: 'Acme, "Inc"', tags: ['vip', 'spring'],
          phone_numbers: [{ phone_number: '+14155550101' }, { phone_number: '+14155550102', primary: true }], custom_context: { plan: 'gold' } },
        { first_name: '=cmd|calc', company: '@SUM(A1)', city: '-2+3', stage: 'customer', tags: ['vip'] },
        { first_name: 'Cy', status: 'contacted' },
      ],
    });
    const res = await download(acct.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('contacts.csv');
    const rows = parse(res.text, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.first_name)).toEqual(['Cy', "'=cmd|calc", 'Ana']);
    expect(rows[1]).toMatchObject({ company: "'@SUM(A1)", city: "'-2+3", stage: 'customer' });
    expect(rows[2]).toMatchObject({
      last_name: 'Silva', company: 'Acme, "Inc"', phone_number: '+1 415 555 0102', other_phone_numbers: '+1 415 555 0101',
      tags: 'spring, vip', custom_context: '{"plan":"gold"}', status: 'not_contacted',
    });
    expect(Object.keys(rows[0]).slice(0, 5)).toEqual(['id', 'first_name', 'last_name', 'email', 'phone_number']);

    expect((parse((await download(acct.key, '?tag=VIP&stage=customer')).text, { columns: true }) as { first_name: string }[]).map((r) => r.first_name))
      .toEqual(["'=cmd|calc"]);
    expect((parse((await download(acct.key, '?q=silva')).text, { columns: true }) as unknown[])).toHaveLength(1);
    expect((await download(acct.key, '?status=nope')).body).toMatchObject({ error: 'validation_error' });
    expect((await download(acct.key, '?q=a%00b')).status).toBe(400);
    expect((await download(await keyWith(acct.userId, ['can_read_calls']))).status).toBe(403);
  });

  it('writes numbers as a spreadsheet opens them, and imports back to the same numbers and values', async () => {
    const acct = await newAccount();
    const db = await getDb();
    await bulkUpsertContacts(db, await actorOf(acct.userId), {
      contacts: [{
        first_name: 'Ana', company: '=HYPERLINK("x")', city: '+1 415 555 0000',
        phone_numbers: [{ phone_number: '+14155550101', primary: true }, { phone_number: '+447911123456' }, { phone_number: '+81312345678' }],
      }],
    });
    const text = (await download(acct.key)).text;
    const [row] = parse(text, { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ phone_number: '+1 415 555 0101', other_phone_numbers: '+44 7911 123456; +81 3 1234 5678', company: `'=HYPERLINK("x")` });
    // No cell of the file starts with an apostrophe before a number; a city that merely looks like one is text too.
    expect(text).not.toMatch(/'\+/);
    expect(row.city).toBe('+1 415 555 0000');

    const other = await newAccount();
    const imported = await callRoute(importContacts, {
      method: 'POST', path: '/api/v1/contacts/imports?match_on=none', key: other.key, rawBody: text, headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status).toBe(202);
    while ((await runDueJobs(db, { limit: 5 })) > 0);
    const [back] = await db.select().from(contacts).where(eq(contacts.accountId, other.accountId));
    const numbers = await db.select().from(contactPhoneNumbers).where(eq(contactPhoneNumbers.contactId, back.id)).orderBy(contactPhoneNumbers.id);
    expect(numbers.map((n) => [n.phoneNumber, n.isPrimary])).toEqual([['+14155550101', true], ['+447911123456', false], ['+81312345678', false]]);
    expect(back).toMatchObject({ firstName: 'Ana', company: '=HYPERLINK("x")', city: '+1 415 555 0000' });
  });

  it('writes one context.<name> column per contact variable, which imports back typed into another account', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    await createVariable(db, actor, { name: 'treatment', display_name: 'Treatment', variable_type: 'select', context_type: 'contact', select_options: ['cleaning', 'whitening'] });
    await createVariable(db, actor, { name: 'last_visit', display_name: 'Last visit', variable_type: 'date', context_type: 'contact' });
    await createVariable(db, actor, { name: 'visits', display_name: 'Visits', variable_type: 'number', context_type: 'contact' });
    await bulkUpsertContacts(db, actor, {
      contacts: [
        { first_name: 'Ana', phone_numbers: [{ phone_number: '+14155550101' }], custom_context: { treatment: 'cleaning', last_visit: '2026-05-14', visits: 3, heard_of_us: 'radio' } },
        { first_name: 'Ben', custom_context: {} },
      ],
    });
    const text = (await download(acct.key)).text;
    const header = text.split('\r\n')[0].split(',');
    expect(header.slice(-3)).toEqual(['context.last_visit', 'context.treatment', 'context.visits']);
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows[1]).toMatchObject({ first_name: 'Ana', 'context.treatment': 'cleaning', 'context.last_visit': '2026-05-14', 'context.visits': '3' });
    expect(JSON.parse(rows[1].custom_context)).toEqual({ treatment: 'cleaning', last_visit: '2026-05-14', visits: 3, heard_of_us: 'radio' });
    expect(rows[0]).toMatchObject({ first_name: 'Ben', 'context.treatment': '', 'context.visits': '' });

    // Another account with the same variables takes the file back as it is: the columns find their variables, typed.
    const other = await newAccount();
    const otherActor = await actorOf(other.userId);
    await createVariable(db, otherActor, { name: 'treatment', display_name: 'Treatment', variable_type: 'select', context_type: 'contact', select_options: ['cleaning', 'whitening'] });
    await createVariable(db, otherActor, { name: 'visits', display_name: 'Visits', variable_type: 'number', context_type: 'contact' });
    await createVariable(db, otherActor, { name: 'last_visit', display_name: 'Last visit', variable_type: 'date', context_type: 'contact' });
    const imported = await callRoute(importContacts, {
      method: 'POST', path: '/api/v1/contacts/imports', key: other.key, rawBody: text, headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status).toBe(202);
    expect(imported.body.mapping).toMatchObject({ 'context.treatment': 'context.treatment', 'context.visits': 'context.visits', 'context.last_visit': 'context.last_visit' });
    while ((await runDueJobs(db, { limit: 5 })) > 0);
    const [back] = await db.select().from(contacts).where(and(eq(contacts.accountId, other.accountId), eq(contacts.firstName, 'Ana')));
    expect(back.customContext).toEqual({ treatment: 'cleaning', last_visit: '2026-05-14', visits: 3 });
  });

  it("shows a member only their teams' contacts and nothing of another account", async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const db = await getDb();
    const member = await newUser(acct.accountId, { role: 'member' });
    const hidden = await newTeam(acct.accountId, 'Hidden');
    await bulkUpsertContacts(db, await actorOf(acct.userId), { contacts: [{ first_name: 'Open' }, { first_name: 'Secret', team_id: hidden }] });
    await bulkUpsertContacts(db, await actorOf(other.userId), { contacts: [{ first_name: 'Theirs' }] });
    const names = (parse((await download(member.key)).text, { columns: true }) as { first_name: string }[]).map((r) => r.first_name);
    expect(names).toEqual(['Open']);
  });

  it('reads pages only as the client reads: a stream over 2,500 contacts holds one page at a time', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    for (let batch = 0; batch < 3; batch++) {
      const n = batch === 2 ? 500 : 1000;
      await bulkUpsertContacts(db, actor, { match_on: 'none', contacts: Array.from({ length: n }, (_, i) => ({ first_name: `P${batch}-${i}` })) });
    }
    const reader = exportContactsCsv(db, actor, {}).getReader();
    const decoder = new TextDecoder();
    const header = decoder.decode((await reader.read()).value);
    expect(header.startsWith('id,first_name')).toBe(true);
    const firstPage = decoder.decode((await reader.read()).value);
    // One pull, one page of 1,000 lines: nothing beyond it was read yet.
    expect(firstPage.split('\r\n').filter(Boolean)).toHaveLength(1000);
    let lines = 1000;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      lines += decoder.decode(value).split('\r\n').filter(Boolean).length;
    }
    expect(lines).toBe(2500);
  });
});
