import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { accounts, calls, contacts, messages } from '../../db/schema';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { updateAgent } from '../agents/service';
import { createVariable } from '../context-variables/definitions';
import { receiveText } from '../messages/inbound';
import { recordAnalysis } from './analysis';
import { recordArtifacts } from './lifecycle';
import { redactedValue } from './redacted-content';

// What arrives from outside is redacted before it is written when the account's redact_pii is on: the summary, the
// analysis values (on the call and on the contact) and an inbound text's body; with it off, they are kept as sent.

let seq = 0;
const at = new Date('2026-03-10T12:00:00Z');

async function setup(redact: boolean) {
  const acct = await fundedAccount();
  const db = await getDb();
  await db.update(accounts).set({ redactPii: redact }).where(eq(accounts.id, acct.accountId));
  const actor = await actorOf(acct.userId);
  await createVariable(db, actor, { name: 'payment_note', display_name: 'Payment note', variable_type: 'text', context_type: 'contact' });
  await updateAgent(db, actor, acct.agent.id, { analysis: { summary: true, success_criteria: null, extract: ['payment_note'] } });
  const contactId = await insertContact(acct.accountId, { firstName: 'Ada', phones: [{ number: '+14155550123' }] });
  const [call] = await db.insert(calls).values({
    accountId: acct.accountId, callId: `call_${(++seq).toString(16).padStart(12, '0')}${process.pid.toString(16).padStart(12, '0')}`,
    agentId: acct.agent.id, contactId, status: 'completed', phoneNumber: '+14155550123', provider: 'simulator', rateCents: 10,
    estimatedStartAt: at, createdAt: at,
  }).returning();
  return { acct, db, contactId, call };
}

const report = {
  summary: 'Paid with card 4111-1111-1111-1111; born on March 14, 1985.',
  success: null,
  structured_data: { payment_note: 'card 4111111111111111, routing 021000021', other: ['SSN 123-45-6789'] },
};

describe('content redacted before it is stored', () => {
  it('replaces numbers in the summary and the analysis values, on the call, the contact and the events', async () => {
    const { acct, db, contactId, call } = await setup(true);
    const row = await db.transaction((tx) => recordAnalysis(tx, call.id, report, at));
    expect(row!.summary).toBe('Paid with card [card]; born on [dob].');
    expect(row!.analysis!.structured_data).toEqual({ payment_note: 'card [card], routing [bank]', other: ['SSN [ssn]'] });
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact.customContext).toEqual({ payment_note: 'card [card], routing [bank]' });
    const events = JSON.stringify(await outboxOf(acct.accountId));
    expect(events).toContain('[card]');
    expect(events).not.toContain('4111');
  });

  it('replaces them in a summary and transcript stored as artifacts', async () => {
    const { db, call } = await setup(true);
    const row = await db.transaction((tx) => recordArtifacts(tx, call.id, {
      summary: report.summary, transcript: [{ role: 'customer', text: 'It is 5555 5555 5555 4444', start_seconds: 2 }],
    }, at));
    expect(row!.summary).toBe('Paid with card [card]; born on [dob].');
    expect(row!.transcript).toEqual([{ role: 'customer', text: 'It is [card]', start_seconds: 2 }]);
  });

  it('keeps everything as sent for an account with redaction off', async () => {
    const { db, call } = await setup(false);
    const row = await db.transaction((tx) => recordAnalysis(tx, call.id, report, at));
    expect(row!.summary).toBe(report.summary);
    expect(row!.analysis!.structured_data).toEqual(report.structured_data);
  });

  it.each([[true, 'my card is [card], STOP'], [false, 'my card is 4111 1111 1111 1111, STOP']])(
    'an inbound text (redact_pii %s) is stored as %j and still read for its words',
    async (redact, stored) => {
      const { acct, db } = await setup(redact);
      const out = await receiveText(db, {
        type: 'inbound', providerMessageId: `SMredact${++seq}${process.pid}`, from: '+14155550123', to: '+14155550100',
        body: 'my card is 4111 1111 1111 1111, STOP',
      }, at, { accountId: acct.accountId });
      const [received] = await db.select().from(messages).where(eq(messages.accountId, acct.accountId));
      expect(received.body).toBe(stored);
      expect(out.intent).not.toBeNull();
    },
  );
});

describe('redactedValue', () => {
  it('reaches strings however deep and leaves other values alone', () => {
    const mark = (s: string) => s.toUpperCase();
    expect(redactedValue({ a: 'x', b: [1, 'y', { c: 'z', d: null, e: true }] }, mark)).toEqual({ a: 'X', b: [1, 'Y', { c: 'Z', d: null, e: true }] });
  });
});
