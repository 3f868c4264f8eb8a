import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { contacts, tags } from '@/server/db/schema';
import { keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getContactRoute } from '../[contact_id]/route';
import { GET, POST } from './route';

const create = (key: string | null, body: unknown) => callRoute(POST, { method: 'POST', path: '/api/v1/contacts/create', key, body });
const read = (key: string, id: number) =>
  callRoute(getContactRoute, { path: `/api/v1/contacts/${id}`, key, params: { contact_id: String(id) } });
const countContacts = async (accountId: number) =>
  (await (await getDb()).select().from(contacts).where(eq(contacts.accountId, accountId))).length;

describe('POST /api/v1/contacts/create', () => {
  it('creates a contact owned by the key user and answers 201 with the confirmation', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, { first_name: ' Ana ', last_name: 'Silva', email: 'ana@example.com' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      first_name: 'Ana',
      last_name: 'Silva',
      full_name: 'Ana Silva',
      email: 'ana@example.com',
      message: expect.any(String),
    });
    const full = (await read(acct.key, res.body.id)).body;
    expect(full).toMatchObject({
      owner_user_id: acct.userId,
      country: 'US',
      status: 'not_contacted',
      stage: 'lead',
      team_id: null,
      tags: [],
      phone_numbers: [],
      custom_context: {},
      industry_context: {},
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
  });

  it('stores every contract field and ignores unknown ones', async () => {
    const acct = await newAccount();
    const team = await newTeam(acct.accountId, 'Sales');
    const res = await create(acct.key, {
      first_name: 'Bo', last_name: null, email: '', company: 'Acme', website: 'https://acme.test', address: '1 Main St',
      city: 'Austin', state: 'TX', zip_code: '73301', country: 'gb', status: 'contacted', stage: 'qualified_lead',
      team_id: team, tags: ['VIP'], custom_context: { plan: 'gold', seats: 3 }, industry_context: { clinic: { chairs: 4 } },
      phone_numbers: [{ phone_number: '020 7183 8750', phone_type: 'work', do_not_call: true }],
      favourite_food: 'pizza', id: 12345,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ first_name: 'Bo', last_name: null, full_name: 'Bo', email: null });
    expect(res.body.id).not.toBe(12345);
    const full = (await read(acct.key, res.body.id)).body;
    expect(full).toMatchObject({
      company: 'Acme', website: 'https://acme.test', address: '1 Main St', city: 'Austin', state: 'TX', zip_code: '73301',
      country: 'GB', status: 'contacted', stage: 'qualified_lead', team_id: team, tags: ['VIP'],
      custom_context: { plan: 'gold', seats: 3 }, industry_context: { clinic: { chairs: 4 } },
      phone_numbers: [{ id: expect.any(Number), phone_number: '+442071838750', phone_type: 'work', primary: true, do_not_call: true }],
    });
    expect(full).not.toHaveProperty('favourite_food');
  });

  it('normalises numbers and makes exactly one primary', async () => {
    const acct = await newAccount();
    const first = await create(acct.key, { first_name: 'A', phone_numbers: [{ phone_number: '(415) 555-0101' }, { phone_number: '+1 415 555 0102' }] });
    expect((await read(acct.key, first.body.id)).body.phone_numbers.map((p: any) => [p.phone_number, p.primary])).toEqual([
      ['+14155550101', true],
      ['+14155550102', false],
    ]);
    const second = await create(acct.key, {
      first_name: 'B',
      phone_numbers: [{ phone_number: '4155550101' }, { phone_number: '4155550102', primary: true }],
    });
    expect((await read(acct.key, second.body.id)).body.phone_numbers.map((p: any) => p.primary)).toEqual([false, true]);
  });

  it.each([
    ['an invalid number', [{ phone_number: '+14155550101' }, { phone_number: '12345' }], 'phone_numbers.1.phone_number'],
    ['a missing number', [{ phone_type: 'mobile' }], 'phone_numbers.0.phone_number'],
    ['two primaries', [{ phone_number: '4155550101', primary: true }, { phone_number: '4155550102', primary: true }], 'phone_numbers.1.primary'],
    ['the same number twice', [{ phone_number: '4155550101' }, { phone_number: '+14155550101' }], 'phone_numbers.1.phone_number'],
    ['a number that is not a string', [{ phone_number: 4155550101 }], 'phone_numbers.0.phone_number'],
  ])('refuses %s with validation_error naming the entry, writing nothing', async (_, phone_numbers, path) => {
    const acct = await newAccount();
    const res = await create(acct.key, { first_name: 'X', phone_numbers });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details.map((d: any) => d.path)).toContain(path);
    expect(await countContacts(acct.accountId)).toBe(0);
  });

  it.each([
    [{ first_name: 'X', email: 'not-an-email' }, 'email'],
    [{ first_name: 'X', status: 'happy' }, 'status'],
    [{ first_name: 'X', stage: 'prospect' }, 'stage'],
    [{ first_name: 'X', country: 'Narnia' }, 'country'],
    [{ first_name: 'X', team_id: 'one' }, 'team_id'],
    [{ first_name: 'X', tags: ['ok', 'x'.repeat(51)] }, 'tags.1'],
    [{ first_name: 'X', tags: 'vip' }, 'tags'],
    [{ first_name: 'X', custom_context: ['a'] }, 'custom_context'],
    [{ first_name: 42 }, 'first_name'],
    [{ first_name: 'X', phone_numbers: [{ phone_number: '4155550101', primary: 'yes' }] }, 'phone_numbers.0.primary'],
  ])('answers validation_error with details for %j', async (body, path) => {
    const acct = await newAccount();
    const res = await create(acct.key, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
    expect(await countContacts(acct.accountId)).toBe(0);
  });

  it.each([[{}], [{ first_name: '' }], [{ first_name: '   ' }], [{ first_name: null, last_name: 'Silva' }]])(
    'answers missing_first_name for %j',
    async (body) => {
      const acct = await newAccount();
      const res = await create(acct.key, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('missing_first_name');
    },
  );

  it('creates tags per account on first use and matches them case-insensitively after trimming', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    await create(acct.key, { first_name: 'A', tags: ['VIP', ' vip ', 'Lead'] });
    const b = await create(acct.key, { first_name: 'B', tags: ['  Vip', 'new'] });
    await create(other.key, { first_name: 'C', tags: ['vip'] });
    const db = await getDb();
    const names = (await db.select().from(tags).where(eq(tags.accountId, acct.accountId))).map((t) => t.name).sort();
    expect(names).toEqual(['Lead', 'VIP', 'new']);
    expect((await read(acct.key, b.body.id)).body.tags).toEqual(['new', 'VIP']);
    expect((await db.select().from(tags).where(eq(tags.accountId, other.accountId))).map((t) => t.name)).toEqual(['vip']);
  });

  it('checks team_id: team_not_found for a missing or foreign team, team_access_denied for an inaccessible one', async () => {
    const acct = await newAccount();
    const foreign = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const mine = await newTeam(acct.accountId, 'Mine', [member.userId]);
    const closed = await newTeam(acct.accountId, 'Closed');

    const missing = await create(member.key, { first_name: 'X', team_id: 999_999 });
    expect([missing.status, missing.body.error]).toEqual([404, 'team_not_found']);
    const other = await create(member.key, { first_name: 'X', team_id: foreign.teamId });
    expect([other.status, other.body.error]).toEqual([404, 'team_not_found']);
    const denied = await create(member.key, { first_name: 'X', team_id: closed });
    expect([denied.status, denied.body.error]).toEqual([403, 'team_access_denied']);
    expect(await countContacts(acct.accountId)).toBe(0);

    const ok = await create(member.key, { first_name: 'X', team_id: mine });
    expect(ok.status).toBe(201);
    const adminOk = await create(acct.key, { first_name: 'Y', team_id: closed });
    expect(adminOk.status).toBe(201);
  });

  it('needs can_read_contacts (as documented) and a key', async () => {
    const acct = await newAccount();
    const readOnly = await keyWith(acct.userId, ['can_read_contacts']);
    expect((await create(readOnly, { first_name: 'A' })).status).toBe(201);
    const writeOnly = await keyWith(acct.userId, ['can_write_contacts']);
    const denied = await create(writeOnly, { first_name: 'A' });
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);
    const none = await create(null, { first_name: 'A' });
    expect([none.status, none.body.error]).toEqual([401, 'authentication_required']);
    const bad = await create('sk_live_wrong', { first_name: 'A' });
    expect([bad.status, bad.body.error]).toEqual([401, 'invalid_key']);
  });

  it('answers invalid_json for a body that is not a JSON object and 413 for one over 1 MiB', async () => {
    const acct = await newAccount();
    for (const rawBody of ['{"first_name": "A"', '[1,2]', '"text"', '']) {
      const res = await callRoute(POST, { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, rawBody });
      expect([res.status, res.body.error]).toEqual([400, 'invalid_json']);
    }
    const huge = JSON.stringify({ first_name: 'A', custom_context: { blob: 'x'.repeat(1024 * 1024) } });
    const res = await callRoute(POST, { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, rawBody: huge });
    expect([res.status, res.body.error]).toEqual([413, 'payload_too_large']);
    expect(await countContacts(acct.accountId)).toBe(0);
  });

  it('parses the body as JSON whatever the Content-Type', async () => {
    const acct = await newAccount();
    const res = await callRoute(POST, {
      method: 'POST', path: '/api/v1/contacts/create', key: acct.key,
      rawBody: JSON.stringify({ first_name: 'Plain' }), headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(201);
  });

  it('answers 405 for other methods', async () => {
    const acct = await newAccount();
    const res = await callRoute(GET, { path: '/api/v1/contacts/create', key: acct.key });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'POST']);
  });
});
