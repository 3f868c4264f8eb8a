import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { calls, contactPhoneNumbers, contactTags, contacts, tags } from '@/server/db/schema';
import { bulkUpsertContacts, deleteContacts } from '@/server/services/contacts/service';
import { actorOf, keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { fundedAccount, type CallTestAccount } from '@/server/testing/call-fixtures';
import { callRoute } from '@/server/testing/http';
import { DELETE, GET } from './route';

const remove = (key: string, id: number | string) => callRoute(DELETE, { method: 'DELETE', path: `/api/v1/contacts/${id}`, key, params: { contact_id: String(id) } });

async function contactWithCall(acct: CallTestAccount) {
  const db = await getDb();
  const made = await bulkUpsertContacts(db, await actorOf(acct.userId), {
    contacts: [{ first_name: 'Ana', last_name: 'Silva', email: 'ana@example.com', tags: ['vip'], phone_numbers: [{ phone_number: '+14155550101' }] }],
  });
  const id = made.results[0].id!;
  const [call] = await db
    .insert(calls)
    .values({
      accountId: acct.accountId,
      callId: `call_${id}_${Date.now()}`,
      agentId: acct.agent.id,
      createdByUserId: acct.userId,
      provider: 'simulator',
      rateCents: 10,
      estimatedStartAt: new Date(),
      status: 'completed',
      phoneNumber: '+14155550101',
      contactId: id,
      contactName: 'Ana Silva',
      contactEmail: 'ana@example.com',
      variables: { first_name: 'Ana', email: 'ana@example.com', business_name: 'Acme', offer: '10%' },
    })
    .returning();
  return { id, callId: call.id };
}

describe('DELETE /api/v1/contacts/{id}', () => {
  it('removes the contact, its numbers and tag links; its calls stay without its personal data', async () => {
    const acct = await fundedAccount();
    const db = await getDb();
    const { id, callId } = await contactWithCall(acct);
    const res = await remove(acct.key, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String), id });
    expect((await callRoute(GET, { path: '/x', key: acct.key, params: { contact_id: String(id) } })).status).toBe(404);
    expect(await db.select().from(contacts).where(eq(contacts.id, id))).toEqual([]);
    expect(await db.select().from(contactPhoneNumbers).where(eq(contactPhoneNumbers.contactId, id))).toEqual([]);
    expect(await db.select().from(contactTags).where(eq(contactTags.contactId, id))).toEqual([]);
    expect(await db.select().from(tags).where(eq(tags.accountId, acct.accountId))).toHaveLength(1);
    const [call] = await db.select().from(calls).where(eq(calls.id, callId));
    expect(call).toMatchObject({ contactId: null, contactName: null, contactEmail: null, phoneNumber: '+14155550101', status: 'completed' });
    expect(call.variables).toEqual({ business_name: 'Acme', offer: '10%' });
    expect((await remove(acct.key, id)).status).toBe(404);
  });

  it("answers not_found for another account's contact and 403 without can_write_contacts, deleting nothing", async () => {
    const acct = await fundedAccount();
    const other = await newAccount();
    const db = await getDb();
    const { id } = await contactWithCall(acct);
    expect((await remove(other.key, id)).status).toBe(404);
    expect((await remove(await keyWith(acct.userId, ['can_read_contacts']), id)).status).toBe(403);
    expect((await remove(acct.key, 'abc')).status).toBe(404);
    expect((await remove(acct.key, '99999999999')).status).toBe(404);
    expect(await db.select().from(contacts).where(eq(contacts.id, id))).toHaveLength(1);
  });

  it('bulk delete (dashboard) removes only the listed contacts the user can see', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const db = await getDb();
    const member = await newUser(acct.accountId, { role: 'member' });
    const hidden = await newTeam(acct.accountId, 'Hidden');
    const mine = await bulkUpsertContacts(db, await actorOf(acct.userId), { contacts: [{ first_name: 'A' }, { first_name: 'B' }, { first_name: 'C', team_id: hidden }] });
    const theirs = await bulkUpsertContacts(db, await actorOf(other.userId), { contacts: [{ first_name: 'T' }] });
    const ids = [...mine.results, ...theirs.results].map((r) => r.id!);
    expect(await deleteContacts(db, await actorOf(member.userId), { ids })).toEqual({ deleted: 2 });
    expect((await db.select().from(contacts).where(eq(contacts.accountId, acct.accountId))).map((c) => c.firstName)).toEqual(['C']);
    expect(await db.select().from(contacts).where(eq(contacts.accountId, other.accountId))).toHaveLength(1);
  });
});
