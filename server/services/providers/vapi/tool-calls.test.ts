import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { getDb } from '../../../db/client';
import { agents, doNotCallChanges, toolInvocations } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { at } from '../../../testing/calendar-fixtures';
import { callRowOf, drainJobs } from '../../../testing/call-fixtures';
import { startFakeVapi } from '../../../testing/fake-vapi-server';
import { callRoute } from '../../../testing/http';
import { eventsOfCall, liveCall, toolAccount, type ToolTestAccount } from '../../../testing/tool-fixtures';
import { POST as vapiEvents } from '../../../../app/api/providers/vapi/events/route';

const SECRET = 'vapi-tools-secret';
let db: Database;
let acct: ToolTestAccount;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: SECRET });
  acct = await toolAccount();
  await db.update(agents).set({ providerPhoneNumberId: 'pn-123' }).where(eq(agents.id, acct.agent.id));
});

afterAll(async () => {
  await vapi.close();
});

const post = (body: unknown) =>
  callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', body, headers: { 'x-vapi-secret': SECRET } });

/** A recorded message with this test's call, control URL and start time put in. */
function fixture(name: string, values: Record<string, string>) {
  let text = readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
  for (const [k, v] of Object.entries(values)) text = text.replaceAll(`{{${k}}}`, v);
  return JSON.parse(text) as { message: Record<string, any> };
}

/** A call Vapi has placed and answered. */
async function answeredCall() {
  const call = await liveCall(acct);
  await drainJobs(new Date(Date.now() + 1000));
  const row = await callRowOf(call.id);
  await post({ message: { type: 'status-update', status: 'in-progress', call: { id: row.providerCallId } } });
  expect((await callRowOf(call.id)).status).toBe('in_progress');
  return { ...call, vapiCallId: row.providerCallId!, controlUrl: `${vapi.url}/${row.providerCallId}/control` };
}

describe('Vapi tool-calls', () => {
  it('books from a recorded message (arguments as JSON text) and answers one line per toolCallId; a repeat books nothing', async () => {
    const call = await answeredCall();
    const start = at(2, '10:00');
    const message = fixture('tool-calls', { VAPI_CALL_ID: call.vapiCallId, CONTROL_URL: call.controlUrl, START_TIME: start });
    const res = await post(message);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [{ name: 'book_appointment', toolCallId: 'call_Qz2H1yVbK8m0nX4tR7pLdE5w', result: expect.stringMatching(/^Booked for .+appointment id \d+\.$/) }],
    });
    const [event] = await eventsOfCall(call.id);
    expect(event).toMatchObject({ title: 'Consultation', customerNotes: 'Prefers mornings', createdByAiAgent: true, startTime: new Date(start) });

    // Vapi retries the same message, several times at once: the same answers, one booking.
    const repeats = await Promise.all([post(message), post(message), post(message)]);
    for (const r of repeats) expect(r.body).toEqual(res.body);
    expect(await eventsOfCall(call.id)).toHaveLength(1);
  });

  it('answers a taken time, bad arguments and an unknown tool as results, with HTTP 200', async () => {
    const call = await answeredCall();
    const start = at(3, '11:00');
    await post(fixture('tool-calls', { VAPI_CALL_ID: call.vapiCallId, CONTROL_URL: call.controlUrl, START_TIME: start }));
    const res = await post({
      message: {
        type: 'tool-calls',
        call: { id: call.vapiCallId },
        toolWithToolCallList: [
          { toolCall: { id: 'tc-taken', function: { name: 'book_appointment', arguments: { start_time: start } } } },
          { toolCall: { id: 'tc-bad-json', function: { name: 'book_appointment', arguments: '{"start_time":' } } },
          { toolCall: { id: 'tc-wrong-type', function: { name: 'book_appointment', arguments: { start_time: 12 } } } },
          { toolCall: { id: 'tc-unknown', function: { name: 'transfer_money', arguments: {} } } },
          { toolCall: { function: { name: 'opt_out' } } },
        ],
      },
    });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.results.map((r: { toolCallId: string; result: string }) => [r.toolCallId, r.result]));
    expect(Object.keys(byId)).toEqual(['tc-taken', 'tc-bad-json', 'tc-wrong-type', 'tc-unknown']);
    expect(byId['tc-taken']).toMatch(/^That time is already taken\. The next free times \(UTC\): /);
    expect(byId['tc-bad-json']).toBe('The tool arguments are not a JSON object, so the tool did not run.');
    expect(byId['tc-wrong-type']).toMatch(/^The tool did not run: /);
    expect(byId['tc-unknown']).toMatch(/^The tool did not run: No tool is named "transfer_money"/);
    for (const text of Object.values(byId)) expect(text).not.toMatch(/\n/);
    expect(await eventsOfCall(call.id)).toHaveLength(1);
  });

  it('answers for a call it does not know, and refuses a message without the secret', async () => {
    const message = fixture('tool-calls', { VAPI_CALL_ID: 'vapi-call-unknown', CONTROL_URL: `${vapi.url}/x/control`, START_TIME: at(2, '10:00') });
    const res = await post(message);
    expect(res.body.results).toEqual([expect.objectContaining({ toolCallId: 'call_Qz2H1yVbK8m0nX4tR7pLdE5w', result: expect.stringContaining('not known') })]);
    const unsigned = await callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', body: message });
    expect(unsigned.status).toBe(401);
  });

  it('opts out: lists the number, ends the call through its control URL, and records the end as opted_out', async () => {
    const call = await answeredCall();
    const message = fixture('tool-calls-object-arguments', { VAPI_CALL_ID: call.vapiCallId, CONTROL_URL: call.controlUrl });
    const before = vapi.requests.length;
    const res = await post(message);
    expect(res.body.results.map((r: { name: string }) => r.name)).toEqual(['check_availability', 'opt_out']);
    expect(res.body.results[1].result).toMatch(/do-not-call list/);
    expect(vapi.requests.slice(before)).toEqual([
      expect.objectContaining({ method: 'POST', path: `/${call.vapiCallId}/control`, body: { type: 'end-call' } }),
    ]);
    const [change] = await db.select().from(doNotCallChanges).where(eq(doNotCallChanges.callId, call.callId));
    expect(change).toMatchObject({ source: 'call', number: '+14155550142' });
    expect(await db.select().from(toolInvocations).where(eq(toolInvocations.callId, call.id))).toHaveLength(2);

    // Vapi reports the end in its own words; the call records why it ended.
    await post({ message: { type: 'end-of-call-report', call: { id: call.vapiCallId }, endedReason: 'call.in-progress.error-vapifault-control-end-call', durationSeconds: 42 } });
    const row = await callRowOf(call.id);
    expect(row).toMatchObject({ status: 'completed', endedReason: 'opted_out', failureReason: null, durationSeconds: 42 });
    // Once ended, tool calls are answered with the reason and run nothing.
    const late = await post(fixture('tool-calls', { VAPI_CALL_ID: call.vapiCallId, CONTROL_URL: call.controlUrl, START_TIME: at(4, '10:00') }));
    expect(late.body.results[0].result).toMatch(/tools run only while a call is queued, ringing or in progress/);
  });
});
