import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { contacts } from '@/server/db/schema';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getContactRoute } from './[contact_id]/route';
import { PATCH, PUT } from './[contact_id]/update/route';
import { POST as bulkRoute } from './bulk/route';
import { POST as createRoute } from './create/route';

const create = (key: string, body: unknown) => callRoute(createRoute, { method: 'POST', path: '/api/v1/contacts/create', key, body });
const patch = (key: string, id: number, body: unknown, route = PATCH) =>
  callRoute(route, { method: route === PATCH ? 'PATCH' : 'PUT', path: `/api/v1/contacts/${id}/update`, key, body, params: { contact_id: String(id) } });
const bulk = (key: string, body: unknown) => callRoute(bulkRoute, { method: 'POST', path: '/api/v1/contacts/bulk', key, body });
const numbers = async (key: string, id: number) =>
  ((await callRoute(getContactRoute, { path: `/api/v1/contacts/${id}`, key, params: { contact_id: String(id) } })).body as {
    phone_numbers: { phone_number: string; primary: boolean }[];
  }).phone_numbers.map((p) => [p.phone_number, p.primary]);
const countContacts = async (accountId: number) =>
  (await (await getDb()).select().from(contacts).where(eq(contacts.accountId, accountId))).length;

describe('phone_number shorthand and ignored_fields on contact writes', () => {
  it('create stores phone_number as the one primary number and lists nothing ignored', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, { first_name: 'Ana', phone_number: '(415) 555-0123' });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('ignored_fields');
    expect(await numbers(acct.key, res.body.id)).toEqual([['+14155550123', true]]);
  });

  it('create with both phone_number and phone_numbers answers 400 naming phone_number and writes nothing', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, {
      first_name: 'Ana', phone_number: '+14155550123', phone_numbers: [{ phone_number: '+14155550124' }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation_error');
    expect(res.body.details).toEqual([{ path: 'phone_number', message: expect.stringContaining('not both') }]);
    expect(await countContacts(acct.accountId)).toBe(0);
  });

  it('an invalid shorthand number is reported on phone_number', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, { first_name: 'Ana', phone_number: '12' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'phone_number', message: 'is not a valid phone number' }]);
    expect(await countContacts(acct.accountId)).toBe(0);
  });

  it('names unknown top-level and phone-entry fields in ignored_fields, and still writes', async () => {
    const acct = await newAccount();
    const res = await create(acct.key, {
      first_name: 'Ana', frist_name: 'x', custom_context: { anything: 1 },
      phone_numbers: [{ phone_number: '+14155550123', primry: true }],
    });
    expect(res.status).toBe(201);
    expect(res.body.ignored_fields).toEqual(['frist_name', 'phone_numbers.0.primry']);
    expect(await countContacts(acct.accountId)).toBe(1);
  });

  it('PATCH adds a new shorthand number as primary, and makes an existing one primary without duplicating it', async () => {
    const acct = await newAccount();
    const { body } = await create(acct.key, { first_name: 'Ana', phone_numbers: [{ phone_number: '+14155550123' }] });
    const added = await patch(acct.key, body.id, { phone_number: '+14155550199', nickname: 'A' });
    expect(added.status).toBe(200);
    expect(added.body.ignored_fields).toEqual(['nickname']);
    expect(await numbers(acct.key, body.id)).toEqual([['+14155550123', false], ['+14155550199', true]]);

    const again = await patch(acct.key, body.id, { phone_number: '415 555 0123' });
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('ignored_fields');
    expect(await numbers(acct.key, body.id)).toEqual([['+14155550123', true], ['+14155550199', false]]);
  });

  it('PUT with the shorthand replaces the numbers by that one; PATCH with both fields is refused and changes nothing', async () => {
    const acct = await newAccount();
    const { body } = await create(acct.key, { first_name: 'Ana', phone_numbers: [{ phone_number: '+14155550123' }, { phone_number: '+14155550124' }] });
    const both = await patch(acct.key, body.id, { first_name: 'Changed', phone_number: '+14155550125', phone_numbers: [] });
    expect(both.status).toBe(400);
    expect(both.body.details[0].path).toBe('phone_number');
    const db = await getDb();
    expect((await db.select().from(contacts).where(eq(contacts.id, body.id)))[0].firstName).toBe('Ana');

    const put = await patch(acct.key, body.id, { first_name: 'Ana', phone_number: '+14155550125' }, PUT);
    expect(put.status).toBe(200);
    expect(await numbers(acct.key, body.id)).toEqual([['+14155550125', true]]);
  });

  it('bulk rows take the shorthand, match on it, and report their own ignored fields and conflicts', async () => {
    const acct = await newAccount();
    const res = await bulk(acct.key, {
      contacts: [
        { first_name: 'Ana', phone_number: '+14155550123' },
        { first_name: 'Bo', phone_number: '+14155550124', phone_numbers: [{ phone_number: '+14155550125' }] },
        { phone_number: '+14155550123', company: 'Acme', compnay: 'typo' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { index: 0, status: 'created', id: expect.any(Number) },
      { index: 1, status: 'error', error: { code: 'validation_error', message: expect.stringContaining('not both') } },
      { index: 2, status: 'updated', id: res.body.results[0].id, ignored_fields: ['compnay'] },
    ]);
    expect(await numbers(acct.key, res.body.results[0].id)).toEqual([['+14155550123', true]]);
  });
});
