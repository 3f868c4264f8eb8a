import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { contacts } from '@/server/db/schema';
import { newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getContact } from './[contact_id]/route';
import { PATCH as patchContact } from './[contact_id]/update/route';
import { POST as createContact } from './create/route';

/**
 * A free-form object (custom_context and the like) is stored as sent: a key a schema's copy would drop is refused
 * by name instead, and every other key, `constructor` included, reads back unchanged.
 */
const contactCount = async (accountId: number) =>
  (await (await getDb()).select({ n: count() }).from(contacts).where(eq(contacts.accountId, accountId)))[0].n;

describe('a __proto__ key in a free-form object', () => {
  it('is refused with 400 validation_error naming it, and nothing is written', async () => {
    const acct = await newAccount();
    const res = await callRoute(createContact, {
      method: 'POST', path: '/api/v1/contacts/create', key: acct.key,
      rawBody: '{"first_name":"Ada","custom_context":{"__proto__":{"x":1},"constructor":{"y":2},"k":1}}',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_error', details: [{ path: 'custom_context.__proto__' }] });
    expect(await contactCount(acct.accountId)).toBe(0);
  });

  it('is refused on an update too, leaving the contact as it was', async () => {
    const acct = await newAccount();
    const made = await callRoute(createContact, { method: 'POST', path: '/api/v1/contacts/create', key: acct.key, body: { first_name: 'Ada', custom_context: { k: 1 } } });
    const id = String(made.body.id);
    const res = await callRoute(patchContact, {
      method: 'PATCH', path: `/api/v1/contacts/${id}/update`, key: acct.key, params: { contact_id: id },
      rawBody: '{"custom_context":{"__proto__":{"isAdmin":true}}}',
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'custom_context.__proto__', message: expect.stringContaining('__proto__ is reserved') }]);
    const read = await callRoute(getContact, { path: `/api/v1/contacts/${id}`, key: acct.key, params: { contact_id: id } });
    expect(read.body.custom_context).toEqual({ k: 1 });
  });

  it('leaves every other key alone: constructor and the like read back as sent', async () => {
    const acct = await newAccount();
    const context = { constructor: { y: 2 }, toString: 'x', hasOwnProperty: 1, k: 1 };
    const made = await callRoute(createContact, {
      method: 'POST', path: '/api/v1/contacts/create', key: acct.key, body: { first_name: 'Ada', custom_context: context },
    });
    expect(made.status).toBe(201);
    const id = String(made.body.id);
    const read = await callRoute(getContact, { path: `/api/v1/contacts/${id}`, key: acct.key, params: { contact_id: id } });
    expect(read.body.custom_context).toEqual(context);
  });
});
