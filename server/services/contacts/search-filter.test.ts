import { and, desc, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { contactPhoneNumbers, contacts } from '../../db/schema';
import type { Database } from '../../db/types';
import { actorOf, newAccount, type TestAccount } from '../../testing/fixtures';
import { listContacts } from './read';
import { plainSearchFilter, searchFilter } from './search-filter';
import { createContact } from './write';

let db: Database;

interface Person { first: string; last: string | null; email: string | null; company: string | null; numbers: string[] }

beforeAll(async () => {
  db = await getDb();
});

/** The account's contacts matching `filter`, in the list's order. */
async function idsMatching(accountId: number, filter: SQL): Promise<number[]> {
  const rows = await db.select({ id: contacts.id }).from(contacts)
    .where(and(sql`${contacts.accountId} = ${accountId}`, filter))
    .orderBy(desc(contacts.accountId), desc(contacts.id));
  return rows.map((r) => r.id);
}

// Parts chosen so that values hold one another: digit runs long enough to be looked up alone (and years, which
// are not), local parts that end other local parts, numbers whose digits sit inside other numbers.
const localPart = fc.array(fc.constantFrom('a', 'jo', 'ann', '.', '_', '1', '12', '1985', '4217', '555012', '0123'), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(''));
const domain = fc.constantFrom('example.com', 'ex.co', 'mail.example.com', 'Example.COM');
const number = fc.tuple(fc.constantFrom('+1415', '+1212', '+4414', '+5241'), fc.constantFrom('5550123', '5550124', '1555012', '4155550', '2000000'))
  .map(([head, tail]) => head + tail);
const contact: fc.Arbitrary<Person> = fc.record({
  first: fc.constantFrom('Ana', 'Jo', 'Ann', 'User4217', '+1415'),
  last: fc.option(fc.constantFrom('Silva', 'Joann', '555-0123'), { nil: null }),
  email: fc.option(fc.tuple(localPart, domain).map(([l, d]) => `${l}@${d}`), { nil: null }),
  company: fc.option(fc.constantFrom('Company 4217', 'ann@example.com Ltd', 'Call (415) 555-0123'), { nil: null }),
  numbers: fc.array(number, { maxLength: 2 }),
});

/** A query made from the contacts: a whole address or number as typed, a part of one, or a word every row holds. */
const queryOf = (people: fc.Arbitrary<Person[]>) =>
  people.chain((ps) => {
    const emails = ps.flatMap((p) => (p.email ? [p.email] : []));
    const numbers = ps.flatMap((p) => p.numbers);
    const typed = (e164: string) => [
      e164,
      e164.slice(2),
      `+${e164.slice(1, 2)} ${e164.slice(2, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`,
      `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`,
      e164.slice(-7),
    ];
    const choices: fc.Arbitrary<string>[] = [
      fc.constantFrom('example', 'example.com', '@example.com', '+1', '+1415', '(415)', '4217', '555 0123', 'ann@', 'jo ann', 'zzqq'),
    ];
    if (emails.length) {
      choices.push(fc.constantFrom(...emails).chain((e) =>
        fc.constantFrom(e, e.toUpperCase(), e.slice(1), e.slice(0, -1), e.slice(e.indexOf('@')), e.slice(0, e.indexOf('@') + 1))));
    }
    if (numbers.length) choices.push(fc.constantFrom(...numbers).chain((n) => fc.constantFrom(...typed(n))));
    return fc.tuple(fc.constant(ps), fc.oneof(...choices));
  });

async function seed(accountId: number, ownerUserId: number, people: Person[]) {
  await db.delete(contacts).where(sql`${contacts.accountId} = ${accountId}`);
  const rows = await db.insert(contacts)
    .values(people.map((p) => ({ accountId, ownerUserId, firstName: p.first, lastName: p.last, email: p.email, company: p.company })))
    .returning({ id: contacts.id });
  // The numbers' trigger writes phone_search, as for every other writer.
  const numbers = people.flatMap((p, i) => [...new Set(p.numbers)].map((phoneNumber, n) =>
    ({ contactId: rows[i].id, accountId, phoneNumber, isPrimary: n === 0 })));
  if (numbers.length) await db.insert(contactPhoneNumbers).values(numbers);
}

describe('searchFilter', () => {
  it('matches exactly the contacts plainSearchFilter matches, in the same order, whatever the query', async () => {
    const acct = await newAccount();
    await fc.assert(
      fc.asyncProperty(queryOf(fc.array(contact, { minLength: 1, maxLength: 8 })), async ([people, q]) => {
        await seed(acct.accountId, acct.userId, people);
        const expected = await idsMatching(acct.accountId, plainSearchFilter(q));
        expect(await idsMatching(acct.accountId, searchFilter(q))).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  }, 180_000);

  it('a whole address also matches the addresses that hold it, whatever its case', async () => {
    const acct = await newAccount();
    await seed(acct.accountId, acct.userId, [
      { first: 'Ann', last: null, email: 'ann4217@example.com', company: null, numbers: [] },
      { first: 'Jo', last: 'Ann', email: 'joann4217@example.com', company: null, numbers: [] },
      { first: 'Ann', last: null, email: 'ann4217@example.co', company: null, numbers: [] },
    ]);
    const found = await idsMatching(acct.accountId, searchFilter('ANN4217@Example.com'));
    expect(found).toEqual(await idsMatching(acct.accountId, plainSearchFilter('ann4217@example.com')));
    expect(found).toHaveLength(2);
  });
});

describe('listContacts, q is a whole e-mail address or number', () => {
  let acct: TestAccount;
  let other: TestAccount;
  let ana: number;
  let bo: number;

  beforeAll(async () => {
    [acct, other] = [await newAccount(), await newAccount()];
    const actor = await actorOf(acct.userId);
    ana = (await createContact(db, actor, { first_name: 'Ana', email: 'Person482913@Example.com', phone_number: '+14155550123' })).id;
    bo = (await createContact(db, actor, { first_name: 'Bo', email: 'bo.silva@example.com', phone_number: '(212) 555-0188' })).id;
    await createContact(db, actor, { first_name: 'Cy', email: 'person48291@example.com', phone_number: '+14155550124' });
    // Another account holds the same address and number: never in this account's answers.
    const otherActor = await actorOf(other.userId);
    await createContact(db, otherActor, { first_name: 'Ana', email: 'person482913@example.com', phone_number: '+14155550123' });
  });

  const idsOf = async (q: string) => (await listContacts(db, await actorOf(acct.userId), { q })).contacts.map((c) => c.id);

  it('finds an address whatever its case, in the actor\'s account only', async () => {
    for (const q of ['person482913@example.com', 'PERSON482913@EXAMPLE.COM', 'Person482913@Example.com']) {
      expect(await idsOf(q), q).toEqual([ana]);
    }
    expect(await idsOf('BO.SILVA@example.com')).toEqual([bo]);
    const answer = await listContacts(db, await actorOf(other.userId), { q: 'Person482913@Example.com' });
    expect(answer.contacts.map((c) => c.first_name)).toEqual(['Ana']);
    expect(answer.contacts[0].id).not.toBe(ana);
  });

  it('finds a number however it is typed', async () => {
    for (const q of ['+14155550123', '+1 415 555 0123', '+1 (415) 555-0123', '(415) 555-0123', '415-555-0123', '415.555.0123', '4155550123']) {
      expect(await idsOf(q), q).toEqual([ana]);
    }
    expect(await idsOf('+1 212 555 0188')).toEqual([bo]);
  });

  it('a part every contact holds still pages newest first with a count', async () => {
    const answer = await listContacts(db, await actorOf(acct.userId), { q: '+1415', limit: 1 });
    expect(answer).toMatchObject({ count: 2, count_exact: true, pages: 2 });
    expect(answer.contacts).toHaveLength(1);
    expect(answer.next_cursor).toBe(String(answer.contacts[0].id));
    const everyone = await listContacts(db, await actorOf(acct.userId), { q: 'example.com' });
    expect(everyone.count).toBe(3);
    expect(everyone.contacts.map((c) => c.id)).toEqual([...everyone.contacts.map((c) => c.id)].sort((a, b) => b - a));
  });
});
