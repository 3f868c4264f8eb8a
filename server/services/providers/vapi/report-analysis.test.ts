import type { Vapi } from '@vapi-ai/server-sdk';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../db/client';
import { agents, contacts, type AgentAnalysis } from '../../../db/schema';
import { actorOf, outboxOf } from '../../../testing/fixtures';
import { callRowOf, drainJobs, fundedAccount, insertContact, type CallTestAccount } from '../../../testing/call-fixtures';
import { callRoute } from '../../../testing/http';
import type { SentMessage, SentReport } from '../../../testing/vapi-messages';
import { POST as vapiEvents } from '../../../../app/api/providers/vapi/events/route';
import { vapiEventsSetup } from '../../../../app/_testing/vapi-events';
import { createVariable } from '../../context-variables/definitions';
import { initiateCall } from '../../calls/initiate';
import recorded from './fixtures/end-of-call-report-structured-outputs.json';

// The analysis an end-of-call report brings, sent as Vapi sends it: through the events route, onto the call and its contact.

let acct: CallTestAccount;
const SECRET = 'vapi-analysis-secret';
const { send } = vapiEventsSetup(SECRET);
const sendRaw = (rawBody: string) =>
  callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', rawBody, headers: { 'x-vapi-secret': SECRET } });
const FULL: AgentAnalysis = { summary: true, success_criteria: 'The visit is confirmed.', extract: ['city', 'visit_day'] };

beforeAll(async () => {
  acct = await fundedAccount({ balanceCents: 1_000, agent: { name: 'Vapi Agent', provider_phone_number_id: `pn-analysis-${Date.now()}` } });
  await createVariable(await getDb(), await actorOf(acct.userId), { name: 'visit_day', display_name: 'Visit day', variable_type: 'date', context_type: 'contact' });
});

/** An answered call to a contact living in Lyon, of the agent with the given analysis setting. */
async function answeredCall(analysis: AgentAnalysis | null = FULL) {
  const db = await getDb();
  await db.update(agents).set({ analysis }).where(eq(agents.id, acct.agent.id));
  const contactId = await insertContact(acct.accountId, { firstName: 'Ada', phones: [{ number: '+14155550123' }] });
  await db.update(contacts).set({ city: 'Lyon' }).where(eq(contacts.id, contactId));
  const res = await initiateCall(db, await actorOf(acct.userId), {
    purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id, contact_id: contactId,
  });
  await drainJobs(new Date(Date.now() + 1000));
  const row = await callRowOf(res.id);
  await send({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId! } } satisfies SentMessage<Vapi.ServerMessageStatusUpdate>);
  return { row, contactId };
}

const contactOf = async (id: number) => (await (await getDb()).select().from(contacts).where(eq(contacts.id, id)))[0];
const analyzedEvents = async (callId: number) =>
  (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'call.analyzed' && (e.payload as { call: { id: number } }).call.id === callId);

/** The recorded report, for the given call, with its structured outputs replaced when asked. */
function recordedReport(providerCallId: string, structuredOutputs: unknown = recorded.message.artifact.structuredOutputs) {
  return { ...recorded.message, call: { ...recorded.message.call, id: providerCallId }, artifact: { ...recorded.message.artifact, structuredOutputs } };
}

describe('Vapi end-of-call report: the analysis of structured outputs', () => {
  it('stores the summary, the verdict and the extracted values of our outputs, and writes them to the contact', async () => {
    const { row, contactId } = await answeredCall();
    const res = await send(recordedReport(row.providerCallId!));
    expect([res.status, res.body]).toEqual([200, { received: true }]);
    const done = await callRowOf(row.id);
    expect(done.summary).toBe('Ada confirmed her visit on Friday and said she has moved to Paris.');
    expect(done.analysis).toEqual({
      summary: 'Ada confirmed her visit on Friday and said she has moved to Paris.',
      success: true,
      // Only our extract output: the operator's own "Customer Support Ticket" output is not ours to read.
      structured_data: { city: 'Paris', visit_day: '2026-04-03' },
      errors: [],
      changes: [
        { variable: 'city', before: 'Lyon', after: 'Paris' },
        { variable: 'visit_day', before: null, after: '2026-04-03' },
      ],
    });
    const contact = await contactOf(contactId);
    expect(contact.city).toBe('Paris');
    expect(contact.customContext).toMatchObject({ visit_day: '2026-04-03' });
    expect(await analyzedEvents(row.id)).toHaveLength(1);

    // Vapi may deliver the report twice: the second changes nothing.
    await send(recordedReport(row.providerCallId!, { x: { name: 'switchboard_extract', result: { city: 'Rome' } } }));
    expect((await contactOf(contactId)).city).toBe('Paris');
    expect(await analyzedEvents(row.id)).toHaveLength(1);
  });

  it("still reads a report of an assistant made before, with Vapi's analysis only", async () => {
    const { row, contactId } = await answeredCall();
    const older = {
      type: 'end-of-call-report',
      endedReason: 'customer-ended-call',
      call: { id: row.providerCallId! },
      artifact: { messages: [] },
      analysis: { summary: 'Ada moved to Paris.', successEvaluation: 'true', structuredData: { city: 'Paris' } },
    } satisfies SentReport;
    expect((await send(older)).status).toBe(200);
    const done = await callRowOf(row.id);
    expect(done.summary).toBe('Ada moved to Paris.');
    expect(done.analysis).toMatchObject({ summary: 'Ada moved to Paris.', success: true, structured_data: { city: 'Paris' }, errors: [] });
    expect((await contactOf(contactId)).city).toBe('Paris');
  });

  it("keeps only what the setting asks for: Vapi's own summary and evaluation are not the agent's", async () => {
    const { row } = await answeredCall({ summary: false, success_criteria: null, extract: ['city'] });
    await send(recordedReport(row.providerCallId!, {}));
    const plain = await answeredCall({ summary: false, success_criteria: null, extract: [] });
    await send({
      type: 'end-of-call-report', endedReason: 'customer-ended-call', call: { id: plain.row.providerCallId! }, artifact: {},
      analysis: { summary: "Vapi's default summary.", successEvaluation: 'true' },
    } satisfies SentReport);
    for (const id of [row.id, plain.row.id]) {
      const done = await callRowOf(id);
      expect(done.summary).toBeNull();
      expect(done.analysis).toMatchObject({ summary: null, success: null });
    }
  });

  it('acknowledges malformed structured outputs and stores nothing bad from them', async () => {
    // Built as text: a value this deep is more than JSON.stringify takes, but not more than a sender can post.
    const deep = `${'{"d":'.repeat(5_000)}"bottom"${'}'.repeat(5_000)}`;
    const cases: [string, unknown][] = [
      ['not an object', 'switchboard_summary'],
      ['an array', [{ name: 'switchboard_summary', result: 'S' }]],
      ['null', null],
      ['entries of the wrong shape', { a: null, b: 'x', c: [1], d: { name: 42, result: 'S' }, e: { name: { toString: 'x' } } }],
      ['results of the wrong type', {
        a: { name: 'switchboard_summary', result: 42 },
        b: { name: 'switchboard_success', result: 'yes' },
        c: { name: 'switchboard_extract', result: 'Paris' },
      }],
      ['a result 5,000 deep', { a: { name: 'switchboard_extract', result: { city: 'Paris', deep: 'DEEP' } } }],
    ];
    for (const [label, outputs] of cases) {
      const { row, contactId } = await answeredCall();
      const message = recordedReport(row.providerCallId!, outputs);
      const res = label === 'a result 5,000 deep'
        ? await sendRaw(JSON.stringify({ message }).replace('"DEEP"', deep))
        : await send(message);
      expect([label, res.status]).toEqual([label, 200]);
      const done = await callRowOf(row.id);
      expect(done.status).toBe('completed');
      if (label === 'a result 5,000 deep') {
        // The city is taken; the nesting is cut where jsonb would still store it.
        expect((await contactOf(contactId)).city).toBe('Paris');
        expect(JSON.stringify(done.analysis!.structured_data).length).toBeLessThan(200);
        continue;
      }
      // Without a result of ours the report's own analysis is read (the recorded summary), never the malformed value.
      expect([label, done.analysis!.success, done.analysis!.structured_data]).toEqual([label, null, {}]);
      expect(typeof (done.analysis!.summary ?? '')).toBe('string');
      expect((await contactOf(contactId)).city).toBe('Lyon');
    }
  });
});
