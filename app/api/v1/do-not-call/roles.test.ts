import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { businessProfiles, contextVariables, doNotCallNumbers, webhooks } from '@/server/db/schema';
import { removeDoNotCallForAccount } from '@/server/services/compliance/service';
import { newAccount, newUser, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { POST as setBusinessContext } from '../business/context/route';
import { POST as setContactContext } from '../contacts/[contact_id]/context/route';
import { POST as createContact } from '../contacts/create/route';
import { POST as createVariable } from '../context-variables/create/route';
import { PATCH as updateVariable } from '../context-variables/[variable_id]/update/route';
import { DELETE as deleteVariable } from '../context-variables/[variable_id]/delete/route';
import { POST as createWebhook } from '../webhooks/create/route';
import { GET as listChanges } from './changes/route';
import { DELETE as removeNumber } from './[number]/route';
import { GET as listNumbers, POST as addNumber } from './route';

const NUMBER = '+14155550177';

const add = (key: string, reason?: string) =>
  callRoute(addNumber, { method: 'POST', path: '/api/v1/do-not-call', key, body: { number: NUMBER, reason } });
const remove = (key: string, query = '') =>
  callRoute(removeNumber, { method: 'DELETE', path: `/api/v1/do-not-call/%2B14155550177${query}`, key, params: { number: '%2B14155550177' } });
const changes = (key: string) => callRoute(listChanges, { path: '/api/v1/do-not-call/changes', key });

async function listed(accountId: number) {
  const db = await getDb();
  return db.select().from(doNotCallNumbers).where(and(eq(doNotCallNumbers.accountId, accountId), eq(doNotCallNumbers.number, NUMBER)));
}

/** An account with an owner, an admin and a member; every key carries every permission. */
async function roles(): Promise<{ acct: TestAccount; admin: string; member: string }> {
  const acct = await newAccount();
  return { acct, admin: (await newUser(acct.accountId, { role: 'admin' })).key, member: (await newUser(acct.accountId, { role: 'member' })).key };
}

describe('do-not-call removals: owners and admins only, with a change log', () => {
  it("refuses a member's all-permission key 403 permission_denied and leaves the number listed", async () => {
    const { acct, member } = await roles();
    expect((await add(member, 'asked on the phone')).status).toBe(201);
    const res = await remove(member);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'permission_denied', message: expect.stringMatching(/owners and admins/) });
    expect(await listed(acct.accountId)).toHaveLength(1);
    // The member still reads the list and adds numbers.
    expect((await callRoute(listNumbers, { path: '/api/v1/do-not-call', key: member })).body.count).toBe(1);
  });

  it('lets an admin remove a number and records who, when, through which door and why', async () => {
    const { acct, admin, member } = await roles();
    await add(member, 'asked on the phone');
    const res = await remove(admin, '?reason=Customer+called+back+and+opted+in');
    expect(res.status).toBe(200);
    expect(await listed(acct.accountId)).toHaveLength(0);

    const log = await changes(acct.key);
    expect(log.status).toBe(200);
    expect(log.body.count).toBe(2);
    const [removed, added] = log.body.changes;
    expect(removed).toMatchObject({
      number: NUMBER, action: 'removed', reason: 'Customer called back and opted in', source: 'api',
      user_email: expect.stringMatching(/^admin-/), api_key_id: expect.any(Number),
    });
    expect(Date.parse(removed.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(added).toMatchObject({ number: NUMBER, action: 'added', reason: 'asked on the phone', user_email: expect.stringMatching(/^member-/) });
    // Members do not read the log either.
    expect((await changes(member)).body.error).toBe('permission_denied');
  });

  it('logs removals by the operator too', async () => {
    const { acct } = await roles();
    await add(acct.key);
    await removeDoNotCallForAccount(await getDb(), acct.accountId, NUMBER, { reason: 'support ticket 42' });
    const [removed] = (await changes(acct.key)).body.changes;
    expect(removed).toMatchObject({ action: 'removed', source: 'operator', user_id: null, reason: 'support ticket 42' });
  });

  it('answers a too long reason 400 and removes nothing', async () => {
    const { acct } = await roles();
    await add(acct.key);
    const res = await remove(acct.key, `?reason=${'x'.repeat(501)}`);
    expect(res.status).toBe(400);
    expect(await listed(acct.accountId)).toHaveLength(1);
  });
});

describe('business values, variable definitions and webhooks: owners and admins only', () => {
  it("refuses a member's all-permission key on each, writing nothing", async () => {
    const { acct, admin, member } = await roles();
    const db = await getDb();
    const before = (await db.select().from(businessProfiles).where(eq(businessProfiles.accountId, acct.accountId)))[0];

    const business = await callRoute(setBusinessContext, { method: 'POST', path: '/api/v1/business/context', key: member, body: { variables: { name: 'Hijacked' } } });
    expect(business.status).toBe(403);
    expect(business.body.error).toBe('permission_denied');
    const after = (await db.select().from(businessProfiles).where(eq(businessProfiles.accountId, acct.accountId)))[0];
    expect(after.name).toBe(before.name);

    const def = { name: 'parking', display_name: 'Parking', variable_type: 'text', context_type: 'business' };
    expect((await callRoute(createVariable, { method: 'POST', path: '/', key: member, body: def })).body.error).toBe('permission_denied');
    const created = await callRoute(createVariable, { method: 'POST', path: '/', key: admin, body: def });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const patch = await callRoute(updateVariable, { method: 'PATCH', path: '/', key: member, params: { variable_id: id }, body: { display_name: 'Mine' } });
    expect(patch.status).toBe(403);
    const del = await callRoute(deleteVariable, { method: 'DELETE', path: '/', key: member, params: { variable_id: id } });
    expect(del.status).toBe(403);
    const [row] = await db.select().from(contextVariables).where(eq(contextVariables.id, Number(id)));
    expect(row.displayName).toBe('Parking');

    const hook = await callRoute(createWebhook, {
      method: 'POST', path: '/api/v1/webhooks', key: member,
      body: { name: 'x', url: 'https://hooks.example.com/in', subscribed_events: ['call.ended'] },
    });
    expect(hook.status).toBe(403);
    expect(hook.body.error).toBe('permission_denied');
    expect(await db.select().from(webhooks).where(eq(webhooks.accountId, acct.accountId))).toHaveLength(0);

    expect((await callRoute(setBusinessContext, { method: 'POST', path: '/', key: admin, body: { variables: { name: 'Renamed' } } })).status).toBe(200);
  });

  it('lets a member set values on a contact but not create definitions through auto_create_variables', async () => {
    const { acct, member } = await roles();
    const contact = await callRoute(createContact, {
      method: 'POST', path: '/api/v1/contacts/create', key: member,
      body: { first_name: 'Ada', phone_numbers: [{ phone_number: '+14155550123' }] },
    });
    expect(contact.status).toBe(201);
    const contactId = String(contact.body.id ?? contact.body.contact_id);
    const set = (body: unknown) => callRoute(setContactContext, { method: 'POST', path: '/', key: member, params: { contact_id: contactId }, body });
    expect((await set({ variables: { first_name: 'Ada B.' } })).status).toBe(200);
    const auto = await set({ variables: { shoe_size: 42 }, auto_create_variables: true });
    expect(auto.status).toBe(403);
    expect(auto.body.error).toBe('permission_denied');
    const db = await getDb();
    expect(await db.select().from(contextVariables).where(and(eq(contextVariables.accountId, acct.accountId), eq(contextVariables.name, 'shoe_size')))).toHaveLength(0);
  });
});
