import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { contactPhoneNumbers, contacts, contactTags, tags } from '../../db/schema';
import { newAccount } from '../../testing/fixtures';
import { createContactInOneStatement } from './create-one-statement';
import type { PlannedPhone } from './phone-plan';
import { rememberTags } from './tags';

const phone = (phoneNumber: string, isPrimary: boolean): PlannedPhone =>
  ({ phoneNumber, phoneType: 'mobile', isPrimary, doNotCall: false }) as PlannedPhone;

async function contactsOf(accountId: number) {
  const db = await getDb();
  return db.select().from(contacts).where(eq(contacts.accountId, accountId));
}

describe('createContactInOneStatement', () => {
  it('writes the contact, its numbers in order and its links to existing tags (matched case-insensitively)', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const made = await db.insert(tags).values([{ accountId: acct.accountId, name: 'VIP' }, { accountId: acct.accountId, name: 'Lead' }]).returning();
    rememberTags(acct.accountId, ['vip', 'lead']);
    const written = await createContactInOneStatement(
      db,
      { accountId: acct.accountId, ownerUserId: acct.userId, firstName: 'Ana', country: 'US' },
      [phone('+14155550101', false), phone('+14155550102', true)],
      ['vip', ' LEAD', 'Vip'],
    );
    expect(written).toEqual({ id: expect.any(Number) });
    const [row] = await contactsOf(acct.accountId);
    expect(row.id).toBe(written!.id);
    // The numbers' trigger filled the search column within the same statement.
    expect(row.phoneSearch).toBe(`+14155550101${String.fromCharCode(31)}+14155550102`);
    const numbers = await db.select().from(contactPhoneNumbers).where(eq(contactPhoneNumbers.contactId, row.id)).orderBy(asc(contactPhoneNumbers.id));
    expect(numbers.map((n) => [n.phoneNumber, n.isPrimary, n.accountId])).toEqual([
      ['+14155550101', false, acct.accountId],
      ['+14155550102', true, acct.accountId],
    ]);
    const links = await db.select().from(contactTags).where(eq(contactTags.contactId, row.id));
    expect(links.map((l) => l.tagId).sort()).toEqual(made.map((t) => t.id).sort());
  });

  it('answers null, writing nothing, for a tag the process has not seen the account have', async () => {
    const acct = await newAccount();
    const db = await getDb();
    await db.insert(tags).values({ accountId: acct.accountId, name: 'unseen' });
    const written = await createContactInOneStatement(db, { accountId: acct.accountId, ownerUserId: acct.userId, firstName: 'Al', country: 'US' }, [], ['Unseen']);
    expect(written).toBeNull();
    expect(await contactsOf(acct.accountId)).toEqual([]);
  });

  it('writes nothing and answers null when a remembered tag is gone (the caller creates it in a transaction)', async () => {
    const acct = await newAccount();
    const other = await newAccount();
    const db = await getDb();
    await db.insert(tags).values([{ accountId: acct.accountId, name: 'known' }, { accountId: other.accountId, name: 'theirs' }]);
    // Remembered as this account's (a tag deleted since it was seen), but only another account has one of that name.
    rememberTags(acct.accountId, ['known', 'theirs']);
    const written = await createContactInOneStatement(
      db,
      { accountId: acct.accountId, ownerUserId: acct.userId, firstName: 'Bo', country: 'US' },
      [phone('+14155550103', true)],
      ['known', 'theirs'],
    );
    expect(written).toBeNull();
    expect(await contactsOf(acct.accountId)).toEqual([]);
    expect(await db.select().from(contactPhoneNumbers).where(eq(contactPhoneNumbers.accountId, acct.accountId))).toEqual([]);
  });

  it('answers null inside a caller\'s transaction, which a refused statement would abort', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const written = await db.transaction((tx) =>
      createContactInOneStatement(tx, { accountId: acct.accountId, ownerUserId: acct.userId, firstName: 'Cy', country: 'US' }, [], []));
    expect(written).toBeNull();
    expect(await contactsOf(acct.accountId)).toEqual([]);
  });

  it('writes a contact without numbers or tags', async () => {
    const acct = await newAccount();
    const written = await createContactInOneStatement(await getDb(), { accountId: acct.accountId, ownerUserId: acct.userId, firstName: 'Di', country: 'US' }, [], []);
    const rows = await contactsOf(acct.accountId);
    expect(rows.map((r) => [r.id, r.firstName, r.phoneSearch])).toEqual([[written!.id, 'Di', '']]);
  });
});
