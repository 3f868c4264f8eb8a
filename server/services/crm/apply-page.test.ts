import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { contactPhoneNumbers, contacts, contactTags, crmConnections, doNotCallNumbers, tags } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { newAccount } from '@/server/testing/fixtures';
import type { CrmContact } from '../providers/crm-port';
import { crmProviderFor } from '../providers/crms';
import { applyCrmContact, contactVariableTypes } from './apply-contact';
import { applyCrmPage } from './apply-page';

// The import writes a page's new contacts together. Whatever a page holds (new contacts, one matched by number,
// two sharing a number, one repeated, tags in any case, a do-not-disturb), the account must end as the one-by-one
// road (each contact as a webhook applies it) leaves it.

const crm = (id: string, over: Partial<CrmContact> = {}): CrmContact => ({
  externalId: id, fields: { firstName: `F-${id}`, lastName: `L-${id}`, email: `${id}@example.test` }, phones: [], tags: [],
  dnd: { calls: false, texts: false }, updatedAt: '2026-01-01T00:00:00Z', ...over,
});

const page: CrmContact[] = [
  crm('a', { phones: ['+14155550101'], tags: ['VIP', 'lead'] }),
  crm('b', { phones: ['(415) 555-0102', '+14155550103'], tags: ['vip'], dnd: { calls: true, texts: false } }),
  crm('c', { phones: ['+14155550104'] }), // a contact here already holds this number
  crm('d', { phones: ['+14155550105'], tags: ['Spring'] }),
  crm('e', { phones: ['+14155550105'] }), // shares d's number
  crm('f', { phones: [] }),
  crm('a', { phones: ['+14155550101'], fields: { firstName: 'Again' } }), // the CRM's page repeats a
  crm('g', { phones: ['+14155550106'], tags: ['Lead', 'autumn'] }),
];

async function accountWithConnection(db: Database) {
  const acct = await newAccount();
  const [row] = await db.insert(crmConnections).values({
    accountId: acct.accountId, provider: 'gohighlevel', status: 'active', locationId: `loc-page-${acct.accountId}`,
    fieldMap: crmProviderFor('gohighlevel').defaultFieldMap,
  }).returning();
  // Already here: a contact holding c's number, changed here before the CRM's last change.
  const [here] = await db.insert(contacts).values({ accountId: acct.accountId, firstName: 'Here', updatedAt: new Date('2025-01-01T00:00:00Z') }).returning();
  await db.insert(contactPhoneNumbers).values({ contactId: here.id, accountId: acct.accountId, phoneNumber: '+14155550104', isPrimary: true });
  return { acct, row };
}

/** The account's contacts, numbers, tags and do-not-call list, without ids. */
async function stateOf(db: Database, accountId: number) {
  const people = await db.select().from(contacts).where(eq(contacts.accountId, accountId)).orderBy(asc(sql`${contacts.externalIds} ->> 'gohighlevel'`), asc(contacts.firstName));
  const out = [];
  for (const p of people) {
    const numbers = await db.select({ n: contactPhoneNumbers.phoneNumber, primary: contactPhoneNumbers.isPrimary }).from(contactPhoneNumbers)
      .where(eq(contactPhoneNumbers.contactId, p.id)).orderBy(contactPhoneNumbers.phoneNumber);
    const named = await db.select({ name: tags.name }).from(contactTags).innerJoin(tags, eq(tags.id, contactTags.tagId))
      .where(eq(contactTags.contactId, p.id)).orderBy(sql`lower(${tags.name})`);
    out.push({ ext: p.externalIds, first: p.firstName, last: p.lastName, email: p.email, numbers, tags: named.map((t) => t.name.toLowerCase()) });
  }
  const dnc = await db.select({ n: doNotCallNumbers.number }).from(doNotCallNumbers).where(eq(doNotCallNumbers.accountId, accountId)).orderBy(doNotCallNumbers.number);
  return { contacts: out, doNotCall: dnc.map((d) => d.n) };
}

describe('a page of an import written together', () => {
  it('leaves the account as applying its contacts one by one does, and counts the same', async () => {
    const db = await getDb();
    const now = new Date('2026-06-01T12:00:00Z');
    const batched = await accountWithConnection(db);
    const oneByOne = await accountWithConnection(db);

    const tally = await db.transaction(async (tx) => applyCrmPage(tx, batched.row, page, await contactVariableTypes(tx, batched.acct.accountId), now));
    const counted = { imported: 0, updated: 0, unchanged: 0, failed: 0 };
    await db.transaction(async (tx) => {
      const types = await contactVariableTypes(tx, oneByOne.acct.accountId);
      for (const c of page) counted[await tx.transaction((sp) => applyCrmContact(sp, oneByOne.row, c, types, now))] += 1;
    });

    expect(tally).toEqual(counted);
    const [a, b] = [await stateOf(db, batched.acct.accountId), await stateOf(db, oneByOne.acct.accountId)];
    expect(a).toEqual(b);
    // And what that state is: the page's eight contacts make seven (a is one, its repeat judged older than the contact
    // it made), c joined the contact holding its number, e took its own contact beside d's (d's number is held by a
    // linked contact), b's two numbers are listed, tags matched in any case.
    expect(tally).toEqual({ imported: 6, updated: 1, unchanged: 1, failed: 0 });
    expect(a.contacts.find((c) => c.ext.gohighlevel === 'c')).toMatchObject({ first: 'F-c', numbers: [{ n: '+14155550104', primary: true }] });
    expect(a.contacts.find((c) => c.ext.gohighlevel === 'a')).toMatchObject({ first: 'F-a', tags: ['lead', 'vip'] });
    expect(a.contacts.find((c) => c.ext.gohighlevel === 'b')).toMatchObject({ numbers: [{ n: '+14155550102', primary: true }, { n: '+14155550103', primary: false }], tags: ['vip'] });
    expect(a.contacts.filter((c) => c.numbers.some((n) => n.n === '+14155550105')).map((c) => c.ext.gohighlevel)).toEqual(['d', 'e']);
    expect(a.doNotCall).toEqual(['+14155550102', '+14155550103']);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(tags).where(eq(tags.accountId, batched.acct.accountId));
    expect(n).toBe(4);
  });

  it('writes the page one by one when a contact of it appeared meanwhile, making no duplicate', async () => {
    const db = await getDb();
    const { acct, row } = await accountWithConnection(db);
    const later = '2030-01-01T00:00:00Z';
    const fresh = [crm('x', { phones: ['+14155550201'], updatedAt: later }), crm('y', { phones: ['+14155550202'], updatedAt: later })];
    // y arrives by webhook between the page's match and its write: the batch is refused by the unique CRM id.
    const tally = await db.transaction(async (tx) => {
      const types = await contactVariableTypes(tx, acct.accountId);
      return applyCrmPage(tx, row, fresh, types, new Date(), {
        beforeWrite: async () => { await applyCrmContact(tx, row, fresh[1], types, new Date()); },
      });
    });
    expect(tally).toMatchObject({ imported: 1, updated: 1, failed: 0 });
    const rows = await db.select({ ext: contacts.externalIds }).from(contacts).where(eq(contacts.accountId, acct.accountId));
    expect(rows.map((r) => r.ext.gohighlevel).filter(Boolean).sort()).toEqual(['x', 'y']);
  });
});
