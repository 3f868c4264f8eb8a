import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { contactPhoneNumbers, contacts } from '@/server/db/schema';
import { keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getContactRoute } from '../[contact_id]/route';
import { POST } from './route';

const bulk = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  callRoute(POST, { method: 'POST', path: '/api/v1/contacts/bulk', key, body, headers });
const read = (key: string, id: number) => callRoute(getContactRoute, { path: `/api/v1/contacts/${id}`, key, params: { contact_id: String(id) } });
const contactCount = async (accountId: number) =>
  Number((await (await getDb()).select({ n: sql<number>`count(*)` }).from(contacts).where(eq(contacts.accountId, accountId)))[0].n);

describe('POST /api/v1/contacts/bulk', () => {
  it('creates new rows, updates rows matched by phone, and reports bad rows without blocking the others', async () => {
    const acct = await newAccount();
    const first = await bulk(acct.key, { contacts: [{ first_name: 'Ana', phone_numbers: [{ phone_number: '(415) 555-0101' }], tags: ['vip'] }] });
    expect(first.status).toBe(200);
    const anaId = first.body.results[0].id;

    const res = await bulk(acct.key, {
      contacts: [
        { first_name: 'Ben', email: 'ben@example.com', phone_numbers: [{ phone_number: '+14155550102' }], custom_context: { plan: 'gold' } },
        { company: 'Acme', phone_numbers: [{ phone_number: '+1 415 555 0101' }], custom_context: { source: 'fair' } },
        { first_name: 'Bad', phone_numbers: [{ phone_number: 'not a number' }] },
        { last_name: 'No first name' },
        { first_name: 'Cy', status: 'nonsense' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 1, failed: 3 });
    expect(res.body.results).toEqual([
      { index: 0, status: 'created', id: expect.any(Number) },
      { index: 1, status: 'updated', id: anaId },
      { index: 2, status: 'error', error: { code: 'invalid_phone_number', message: expect.stringContaining('phone_numbers.0.phone_number') } },
      { index: 3, status: 'error', error: { code: 'missing_first_name', message: expect.any(String) } },
      { index: 4, status: 'error', error: { code: 'validation_error', message: expect.stringContaining('status') } },
    ]);
    const ana = (await read(acct.key, anaId)).body;
    expect(ana).toMatchObject({ first_name: 'Ana', company: 'Acme', tags: ['vip'], custom_context: { source: 'fair' } });
    expect(ana.phone_numbers).toEqual([expect.objectContaining({ phone_number: '+14155550101', primary: true })]);
    const ben = (await read(acct.key, res.body.results[0].id)).body;
    expect(ben).toMatchObject({ first_name: 'Ben', email: 'ben@example.com', custom_context: { plan: 'gold' }, owner_user_id: acct.userId });
    expect(await contactCount(acct.accountId)).toBe(2);
  });

  it('matches on email case-insensitively, merges contexts key by key, and adds numbers the contact lacks', async () => {
    const acct = await newAccount();
    const made = await bulk(acct.key, {
      match_on: 'email',
      contacts: [{ first_name: 'Dee', email: 'Dee@Example.com', phone_numbers: [{ phone_number: '+14155550111' }], custom_context: { a: 1, b: 2 } }],
    });
    const id = made.body.results[0].id;
    const res = await bulk(acct.key, {
      match_on: 'email',
      contacts: [{ email: 'dee@example.COM', phone_numbers: [{ phone_number: '+14155550112' }], custom_context: { b: null, c: 3 }, tags: ['x', 'Y'] }],
    });
    expect(res.body.results).toEqual([{ index: 0, status: 'updated', id }]);
    const dee = (await read(acct.key, id)).body;
    expect(dee.custom_context).toEqual({ a: 1, c: 3 });
    expect(dee.tags).toEqual(['x', 'Y']);
    expect(dee.phone_numbers.map((p: { phone_number: string; primary: boolean }) => [p.phone_number, p.primary])).toEqual([
      ['+14155550111', true],
      ['+14155550112', false],
    ]);
  });

  it('matches on phone by default, and on the email for a row without a number', async () => {
    const acct = await newAccount();
    const first = await bulk(acct.key, { contacts: [{ first_name: 'Tia', email: 'tia@example.com' }, { first_name: 'Ana', email: 'ana@example.com', phone_numbers: [{ phone_number: '+14155550101' }] }] });
    const [tiaId, anaId] = first.body.results.map((r: { id: number }) => r.id);
    const res = await bulk(acct.key, {
      contacts: [
        { first_name: 'Tia', email: 'TIA@example.com', company: 'Nophone Ltd' },
        // A row with a number is matched on it alone: the same email with a new number is someone new.
        { first_name: 'Ana', email: 'ana@example.com', phone_numbers: [{ phone_number: '+14155550199' }] },
      ],
    });
    expect(res.body.results).toEqual([
      { index: 0, status: 'updated', id: tiaId },
      { index: 1, status: 'created', id: expect.any(Number) },
    ]);
    expect(res.body.results[1].id).not.toBe(anaId);
    expect((await read(acct.key, tiaId)).body).toMatchObject({ company: 'Nophone Ltd' });
    expect(await contactCount(acct.accountId)).toBe(3);
  });

  it('turns rows that share a key in one request into one contact, and match_on none always creates', async () => {
    const acct = await newAccount();
    const row = (first_name: string, extra = {}) => ({ first_name, phone_numbers: [{ phone_number: '+14155550121' }], ...extra });
    const res = await bulk(acct.key, { contacts: [row('Eve'), row('Eva', { city: 'Oslo' })] });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['created', 'updated']);
    expect(res.body.results[0].id).toBe(res.body.results[1].id);
    expect((await read(acct.key, res.body.results[0].id)).body).toMatchObject({ first_name: 'Eva', city: 'Oslo' });

    const none = await bulk(acct.key, { match_on: 'none', contacts: [row('Fay'), row('Fay')] });
    expect(none.body).toMatchObject({ created: 2, updated: 0 });
    expect(await contactCount(acct.accountId)).toBe(3);
  });

  it("never matches another tenant's contact and reports a team the user cannot use on that row only", async () => {
    const other = await newAccount();
    await bulk(other.key, { contacts: [{ first_name: 'Theirs', phone_numbers: [{ phone_number: '+14155550131' }] }] });
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const hidden = await newTeam(acct.accountId, 'Hidden');
    const res = await bulk(member.key, {
      contacts: [
        { first_name: 'Mine', phone_numbers: [{ phone_number: '+14155550131' }] },
        { first_name: 'Teamed', team_id: hidden },
        { first_name: 'Elsewhere', team_id: other.teamId },
      ],
    });
    expect(res.body.results.map((r: { status: string; error?: { code: string } }) => r.error?.code ?? r.status)).toEqual([
      'created', 'team_access_denied', 'team_not_found',
    ]);
    const theirs = await (await getDb()).select().from(contactPhoneNumbers).where(
      and(eq(contactPhoneNumbers.accountId, other.accountId), eq(contactPhoneNumbers.phoneNumber, '+14155550131')),
    );
    expect(theirs).toHaveLength(1);
  });

  it('refuses 1,001 rows, an empty list, a NUL outside the rows and a key without can_write_contacts, writing nothing', async () => {
    const acct = await newAccount();
    const many = Array.from({ length: 1001 }, (_, i) => ({ first_name: `P${i}` }));
    const tooMany = await bulk(acct.key, { contacts: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ error: 'validation_error', details: [{ path: 'contacts' }] });
    expect((await bulk(acct.key, { contacts: [] })).status).toBe(400);
    const nulOutside = await bulk(acct.key, { contacts: [{ first_name: 'Ok' }], match_on: 'phone\u0000' });
    expect(nulOutside.body).toMatchObject({ error: 'validation_error', details: [{ path: 'match_on' }] });
    expect((await bulk(acct.key, { contacts: 'nope' })).status).toBe(400);
    const readOnly = await keyWith(acct.userId, ['can_read_contacts']);
    expect((await bulk(readOnly, { contacts: [{ first_name: 'X' }] })).status).toBe(403);
    const broken = await callRoute(POST, { method: 'POST', path: '/api/v1/contacts/bulk', key: acct.key, rawBody: '{"contacts": [' });
    expect(broken.body.error).toBe('invalid_json');
    expect(await contactCount(acct.accountId)).toBe(0);
  });

  it('makes a row holding what cannot be stored that row\'s error alone, and writes the other rows', async () => {
    const acct = await newAccount();
    const deep = JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`);
    const res = await bulk(acct.key, {
      contacts: [
        { first_name: 'Before' },
        { first_name: 'a\u0000b' },
        { first_name: 'Proto', custom_context: JSON.parse('{"__proto__": {"admin": true}}') },
        { first_name: 'Lone \ud800' },
        { first_name: 'Deep', custom_context: deep },
        'not an object',
        { first_name: 'After', custom_context: { constructor: 'kept' } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 2, failed: 5 });
    expect(res.body.results.map((r: { status: string; error?: { code: string; message: string } }) => r.error ?? r.status)).toEqual([
      'created',
      { code: 'validation_error', message: 'first_name: must not contain the NUL character (\\u0000)' },
      { code: 'validation_error', message: 'custom_context.__proto__: is not allowed as a key (__proto__ is reserved)' },
      { code: 'validation_error', message: expect.stringContaining('first_name: must be valid Unicode text') },
      { code: 'validation_error', message: expect.stringContaining('must not be nested deeper than 32 levels') },
      { code: 'validation_error', message: 'The row must be an object.' },
      'created',
    ]);
    expect(await contactCount(acct.accountId)).toBe(2);
    const after = await read(acct.key, res.body.results[6].id);
    expect(after.body.custom_context).toEqual({ constructor: 'kept' });
  });

  it('takes 1,000 rows in one request and replays an Idempotency-Key instead of writing twice', async () => {
    const acct = await newAccount();
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      first_name: `P${i}`,
      phone_numbers: [{ phone_number: `+1415555${String(1000 + i).padStart(4, '0')}` }],
      tags: [`t${i % 3}`],
    }));
    const first = await bulk(acct.key, { contacts: rows }, { 'Idempotency-Key': 'bulk-1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: 1000, failed: 0 });
    const again = await bulk(acct.key, { contacts: rows }, { 'Idempotency-Key': 'bulk-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await contactCount(acct.accountId)).toBe(1000);
    const ids = first.body.results.map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(1000);
    // Each row's id is the contact made from that row.
    const p500 = (await read(acct.key, ids[500])).body;
    expect(p500).toMatchObject({ first_name: 'P500', tags: ['t2'], phone_numbers: [expect.objectContaining({ phone_number: '+14155551500' })] });
  });
});
