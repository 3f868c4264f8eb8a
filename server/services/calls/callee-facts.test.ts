import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { drainJobs, fundedAccount, insertContact, type CallTestAccount } from '../../testing/call-fixtures';
import { grantConsent, revokeConsents } from '../../testing/consent-fixtures';
import { actorOf } from '../../testing/fixtures';
import { testSettings } from '../../testing/env';
import { contactForRules, recentDials } from '../compliance/callee';
import { readActiveConsents } from '../compliance/consent-fact';
import { addDoNotCallForAccount } from '../compliance/do-not-call';
import { isDoNotCall } from '../compliance/do-not-call-rule';
import { createContact } from '../contacts/write';
import { cancelCall } from './cancel';
import { readCalleeFacts, type CalleeFacts, type CalleeLookup } from './callee-facts';
import { dialCall } from './dial';
import { initiateCall } from './initiate';
import { holdsCampaignSlot, statusesWhere } from './statuses';

/**
 * A campaign's pass judges many callees from one read of their facts: for every callee, that read must answer what
 * the gate would learn from the one-callee readers (do-not-call, active consents, the last 24 hours' dials, where the
 * contact is) and whether a call of the account already holds the number, in the order the callees were asked.
 */
// Monday 23 November 2026, 18:00 UTC.
const AT = new Date('2026-11-23T18:00:00Z');
const HOUR = 3_600_000;
const before = (hours: number) => new Date(AT.getTime() - hours * HOUR);

const N = {
  listed: '+14155571010',
  flagged: '+14155571020',
  consents: '+14155571030',
  revoked: '+14155571040',
  dialed: '+14155571050',
  ringing: '+14155571060',
  queued: '+14155571065',
  scheduled: '+14155571070',
  canceled: '+14155571080',
  othersCall: '+14155571090',
  fresh: '+14155571099',
};

let db: Database;
let acct: CallTestAccount;
let other: CallTestAccount;
let placedContact: number;
let bareContact: number;
let flaggedContact: number;
let othersContact: number;
let lookups: CalleeLookup[];

/** A call of the account to `number` placed at `at` (informational, calling hours ignored: the rules stay out of it). */
async function place(a: CallTestAccount, number: string, at: Date, scheduledAt?: Date) {
  const res = await initiateCall(db, await actorOf(a.userId), {
    purpose: 'informational', phone_number: number, agent_id: a.agent.id, ...(scheduledAt ? { scheduled_at: scheduledAt.toISOString() } : {}),
  }, at);
  return res.id;
}

/** A call dialed at `at` and played to its end by the simulator (its steps all fall due at `at` in tests). */
async function completedCallAt(number: string, at: Date) {
  await place(acct, number, at);
  await drainJobs(at);
}

beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({ balanceCents: 1_000_000 });
  other = await fundedAccount({ balanceCents: 100_000 });
  const actor = await actorOf(acct.userId);

  placedContact = (await createContact(db, actor, {
    first_name: 'Grace', timezone: 'America/Chicago', state: 'TX', country: 'US', phone_number: N.consents,
  })).id;
  flaggedContact = (await createContact(db, actor, {
    first_name: 'Alan', phone_numbers: [{ phone_number: N.flagged, do_not_call: true }],
  })).id;
  bareContact = await insertContact(acct.accountId, { phones: [{ number: N.revoked }] });
  othersContact = await insertContact(other.accountId, { phones: [{ number: N.fresh, doNotCall: true }] });

  // Dials around the 24-hour window before AT: older, exactly on its edge (outside), inside it, and after AT.
  for (const at of [before(30), before(24), before(2), new Date(AT.getTime() + HOUR)]) await completedCallAt(N.dialed, at);

  // Calls that hold the number (ringing, queued, scheduled) and calls that no longer do (canceled); placed after
  // the drains above, so that no runner moves them on.
  await dialCall(db, await place(acct, N.ringing, before(1)), before(1));
  await place(acct, N.queued, before(1));
  await place(acct, N.scheduled, before(1), new Date(AT.getTime() + 10 * 24 * HOUR));
  await cancelCall(db, actor, await place(acct, N.canceled, before(1)), before(1));
  // Another account's call, list entry, flagged contact and consent say nothing of this account's callees.
  await place(other, N.othersCall, before(1));
  await addDoNotCallForAccount(db, other.accountId, { number: N.consents });
  await grantConsent(other.accountId, [N.fresh]);

  await addDoNotCallForAccount(db, acct.accountId, { number: N.listed });
  // Active, captured exactly at AT (active), expired, expiring exactly at AT (not active), captured after AT.
  await grantConsent(acct.accountId, [N.consents], { capturedAt: before(24 * 365) });
  await grantConsent(acct.accountId, [N.consents], { kind: 'express', scope: 'informational', capturedAt: AT });
  await grantConsent(acct.accountId, [N.consents], { capturedAt: before(48), expiresAt: before(1) });
  await grantConsent(acct.accountId, [N.consents], { capturedAt: before(48), expiresAt: AT });
  await grantConsent(acct.accountId, [N.consents], { capturedAt: new Date(AT.getTime() + HOUR) });
  await grantConsent(acct.accountId, [N.revoked, N.dialed], { capturedAt: before(48) });
  await revokeConsents(acct.accountId, N.revoked, before(1));

  lookups = [
    { phoneNumber: N.listed, contactId: null },
    { phoneNumber: N.flagged, contactId: flaggedContact },
    { phoneNumber: N.consents, contactId: placedContact },
    { phoneNumber: N.revoked, contactId: bareContact },
    { phoneNumber: N.dialed, contactId: null },
    { phoneNumber: N.ringing, contactId: null },
    { phoneNumber: N.queued, contactId: placedContact },
    { phoneNumber: N.scheduled, contactId: null },
    { phoneNumber: N.canceled, contactId: null },
    { phoneNumber: N.othersCall, contactId: othersContact },
    { phoneNumber: N.fresh, contactId: 2_000_000_000 },
    // The same number again, with another contact: each asking is answered on its own.
    { phoneNumber: N.dialed, contactId: placedContact },
    { phoneNumber: N.consents, contactId: othersContact },
  ];
});

/** Dials in time order: neither reader promises an order for them, and the gate counts them. */
const byTime = (f: CalleeFacts): CalleeFacts => ({ ...f, recentDials: [...f.recentDials].sort((a, b) => a.getTime() - b.getTime()) });

/** One callee's facts from the one-callee readers, the way a single dial reads them. */
async function singleFacts(tx: DbOrTx, l: CalleeLookup): Promise<CalleeFacts> {
  const [doNotCall, activeConsents, dials, contact, holding] = await Promise.all([
    isDoNotCall(tx, acct.accountId, l.phoneNumber),
    readActiveConsents(tx, acct.accountId, l.phoneNumber, AT),
    recentDials(tx, acct.accountId, l.phoneNumber, AT),
    contactForRules(tx, acct.accountId, l.contactId),
    tx.select({ id: calls.id }).from(calls).where(and(
      eq(calls.accountId, acct.accountId), eq(calls.phoneNumber, l.phoneNumber), inArray(calls.status, statusesWhere(holdsCampaignSlot)),
    )).limit(1),
  ]);
  return byTime({ busy: holding.length > 0, doNotCall, activeConsents, recentDials: dials, contact });
}

describe('the facts of many callees, read at once', () => {
  it('answers every callee, in the order asked, what the one-callee readers answer', async () => {
    await db.transaction(async (tx) => {
      const batch = await readCalleeFacts(tx, acct.accountId, lookups, AT);
      const singles = [];
      for (const l of lookups) singles.push(await singleFacts(tx, l));
      expect(batch.map(byTime)).toEqual(singles);
    });
  });

  it('reads each rule as the gate means it', async () => {
    const facts = await db.transaction((tx) => readCalleeFacts(tx, acct.accountId, lookups, AT));
    const of = (i: number) => facts[i];
    // Do-not-call: the account's list and a flag on its contact; another account's list does not count.
    expect([of(0).doNotCall, of(1).doNotCall, of(2).doNotCall, of(9).doNotCall]).toEqual([true, true, false, false]);
    // Consents active at AT: the long-standing one and the one captured at AT, nothing revoked, expired or future.
    expect(of(2).activeConsents.map((c) => [c.kind, c.scope, c.capturedAt])).toEqual([
      ['express_written', 'marketing', before(24 * 365)],
      ['express', 'informational', AT],
    ]);
    expect([of(3).activeConsents, of(10).activeConsents]).toEqual([[], []]);
    // Dials after AT - 24 h: the one two hours before and the one after AT; the edge itself is outside.
    expect(byTime(of(4)).recentDials).toEqual([before(2), new Date(AT.getTime() + HOUR)]);
    // A call holds its number while it rings, waits in the queue or is scheduled; not once ended, nor another account's.
    expect(facts.slice(4, 10).map((f) => f.busy)).toEqual([false, true, true, true, false, false]);
    // The contact's place when the contact is the account's own; none for another account's, a missing one or none.
    expect(of(2).contact).toEqual({ timezone: 'America/Chicago', state: 'TX', country: 'US' });
    expect(of(3).contact).toMatchObject({ timezone: null, state: null });
    expect([of(0).contact, of(9).contact, of(10).contact, of(12).contact]).toEqual([null, null, null, null]);
    expect(of(11).contact).toEqual(of(2).contact);
  });

  it('answers nothing for no callee', async () => {
    expect(await db.transaction((tx) => readCalleeFacts(tx, acct.accountId, [], AT))).toEqual([]);
  });

  it('answers any selection of callees, repeated or reordered, one answer per asking in its order', async () => {
    const expected = new Map<string, CalleeFacts>();
    const key = (l: CalleeLookup) => `${l.phoneNumber}|${l.contactId}`;
    await db.transaction(async (tx) => {
      for (const l of lookups) expected.set(key(l), await singleFacts(tx, l));
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.shuffledSubarray(lookups), fc.array(fc.constantFrom(...lookups), { maxLength: 20 })),
        async (asked) => {
          const batch = await db.transaction((tx) => readCalleeFacts(tx, acct.accountId, asked, AT));
          expect(batch.map(byTime)).toEqual(asked.map((l) => expected.get(key(l))));
        },
      ),
      { numRuns: testSettings.fuzzRuns },
    );
  });
});
