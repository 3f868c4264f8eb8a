import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { agents, calls, contacts } from '../../db/schema';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { updateAgent } from '../agents/service';
import { createVariable } from '../context-variables/definitions';
import { recordAnalysis } from './analysis';
import { simulatedAnalysis } from '../providers/simulator/script';

let seq = 0;
const at = new Date('2026-03-10T12:00:00Z');

async function setup() {
  const acct = await fundedAccount();
  const db = await getDb();
  const actor = await actorOf(acct.userId);
  for (const [name, type] of [['budget', 'number'], ['next_step', 'text']] as const) {
    await createVariable(db, actor, { name, display_name: name, variable_type: type, context_type: 'contact' });
  }
  await updateAgent(db, actor, acct.agent.id, {
    analysis: { summary: true, success_criteria: 'The customer books a visit.', extract: ['budget', 'next_step', 'city'] },
  });
  // A variable the agent named and that was deleted since: its value is refused, never written.
  await db.update(agents).set({ analysis: sql`jsonb_set(${agents.analysis}, '{extract}', (${agents.analysis}->'extract') || '["mood"]')` })
    .where(eq(agents.id, acct.agent.id));
  const contactId = await insertContact(acct.accountId, { firstName: 'Ada', customContext: { budget: 10, next_step: 'call back' }, phones: [{ number: '+14155550123' }] });
  const [call] = await db.insert(calls).values({
    accountId: acct.accountId, callId: `call_${(++seq).toString(16).padStart(12, '0')}${process.pid.toString(16).padStart(12, '0')}`,
    agentId: acct.agent.id, contactId, status: 'completed', phoneNumber: '+14155550123', provider: 'simulator', rateCents: 10,
    estimatedStartAt: at, createdAt: at,
  }).returning();
  return { acct, db, contactId, call };
}

describe('call analysis', () => {
  it('writes extracted values through the typed validation, keeps refused ones in errors, and records call.analyzed once', async () => {
    const { acct, db, contactId, call } = await setup();
    const report = { summary: 'Booked.', success: true, structured_data: { budget: 'a lot', next_step: 'visit Friday', city: 'Paris', mood: 'happy', ignored: 1 } };
    const row = await db.transaction((tx) => recordAnalysis(tx, call.id, report, at));
    expect(row!.analysis).toEqual({
      summary: 'Booked.',
      success: true,
      structured_data: report.structured_data,
      errors: [
        { variable: 'budget', message: expect.stringMatching(/number/i) },
        { variable: 'mood', message: expect.any(String) },
      ],
      changes: [
        { variable: 'next_step', before: 'call back', after: 'visit Friday' },
        { variable: 'city', before: null, after: 'Paris' },
      ],
    });
    expect(row!.summary).toBe('Booked.');
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact.customContext).toEqual({ budget: 10, next_step: 'visit Friday' });
    expect(contact.city).toBe('Paris');

    // A repeated report changes nothing.
    expect(await db.transaction((tx) => recordAnalysis(tx, call.id, { ...report, structured_data: { next_step: 'other' } }, at))).toBeNull();
    const events = (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'call.analyzed');
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ event_type: 'call.analyzed', call: { klen_call_id: call.callId, analysis: { success: true, changes: expect.any(Array) } } });
  });

  it('simulates a deterministic analysis from the script', () => {
    const call = { phoneNumber: '+14155550123', createdAt: at, variables: { heard_budget: 250 } };
    const targets = [
      { name: 'budget', type: 'number' as const, options: null },
      { name: 'visit_day', type: 'date' as const, options: null },
      { name: 'plan', type: 'select' as const, options: ['gold', 'silver'] },
      { name: 'mystery', type: null, options: null },
    ];
    expect(simulatedAnalysis(call, { summary: true, success_criteria: 'books' }, targets, 'S')).toEqual({
      summary: 'S', success: true, structured_data: { budget: 250, visit_day: '2026-03-17', plan: 'gold', mystery: 'yes' },
    });
    expect(simulatedAnalysis({ ...call, phoneNumber: '+14155550129' }, { summary: false, success_criteria: 'books' }, [], 'S'))
      .toEqual({ summary: null, success: false, structured_data: {} });
    expect(simulatedAnalysis(call, { summary: true, success_criteria: null }, [], 'S').success).toBeNull();
  });
});
