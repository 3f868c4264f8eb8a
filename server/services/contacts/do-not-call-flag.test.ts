import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorOf, newAccount } from '../../testing/fixtures';
import { isNumberMarkedDoNotCall } from './do-not-call-flag';
import { createContact, updateContact } from './service';

describe('isNumberMarkedDoNotCall', () => {
  it('is true only for the account numbers marked do_not_call', async () => {
    const db = await getDb();
    const acct = await newAccount();
    const other = await newAccount();
    const owner = await actorOf(acct.userId);
    const c = await createContact(db, owner, {
      first_name: 'A',
      phone_numbers: [{ phone_number: '(415) 555-0101', do_not_call: true }, { phone_number: '415-555-0102' }],
    });
    await createContact(db, await actorOf(other.userId), { first_name: 'B', phone_numbers: [{ phone_number: '4155550103', do_not_call: true }] });

    expect(await isNumberMarkedDoNotCall(db, acct.accountId, '+14155550101')).toBe(true);
    expect(await isNumberMarkedDoNotCall(db, acct.accountId, '+14155550102')).toBe(false);
    expect(await isNumberMarkedDoNotCall(db, acct.accountId, '+14155550103')).toBe(false);
    expect(await isNumberMarkedDoNotCall(db, other.accountId, '+14155550103')).toBe(true);

    await updateContact(db, owner, c.id, 'put', { phone_numbers: [{ phone_number: '4155550101' }] });
    expect(await isNumberMarkedDoNotCall(db, acct.accountId, '+14155550101')).toBe(false);
  });
});
