import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import { DateTime } from 'luxon';
import { callRowOf } from './call-fixtures';
import { grantConsent } from './consent-fixtures';
import { callTool, nextLocalMidnight, SF_NUMBER, SF_ZONE, type McpWorld } from './mcp-fixtures';

export const TOOL_NAMES = [
  'list_agents', 'list_agent_versions', 'check_calling_rules', 'place_call', 'get_call', 'find_contacts', 'upsert_contact', 'find_free_slots',
  'book_appointment', 'list_campaigns', 'get_campaign', 'send_message', 'list_messages', 'run_agent_tests', 'get_test_run',
];

/** The tools a client lists, each with the JSON Schema of its REST input. */
export async function expectToolList(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual([...TOOL_NAMES].sort());
  const place = tools.find((t) => t.name === 'place_call')!;
  expect(place.inputSchema).toMatchObject({ type: 'object', required: expect.arrayContaining(['phone_number', 'agent_id']) });
  expect(Object.keys(place.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['phone_number', 'agent_id', 'purpose', 'scheduled_at']));
  // A model may not set the calling hours aside.
  expect(place.inputSchema.properties).not.toHaveProperty('calling_hours');
  expect(tools.find((t) => t.name === 'find_contacts')!.inputSchema.properties).toHaveProperty('q');
}

/**
 * With the open account's key: a call inside the window goes now (queued), one without the consent its purpose needs
 * is refused though the account does not enforce consent on API calls, the other tenant's ids are not found, and input
 * mistakes answer the API's own codes.
 */
export async function expectOpenAccount(open: Client, world: McpWorld): Promise<void> {
  const queued = await callTool(open, 'place_call', { agent_id: world.open.agent.id, phone_number: SF_NUMBER, purpose: 'informational' });
  expect(queued).toMatchObject({ isError: false, body: { status: 'queued', phone_number: SF_NUMBER, scheduled_at: null, held: null } });
  expect(await callRowOf(queued.body.id)).toMatchObject({ status: 'queued', callingHours: 'enforce', consentEnforced: true });

  expect(queued.body.purpose).toBe('informational');
  // A model may make a call marketing, whatever the agent: without the written consent marketing needs, it is refused.
  const refused = await callTool(open, 'place_call', { agent_id: world.open.agent.id, phone_number: '+14155550143', purpose: 'marketing' });
  expect(refused).toEqual({ isError: true, body: { error: 'consent_required', message: expect.stringContaining('+14155550143'), purpose: 'marketing' } });

  expect(await callTool(open, 'get_call', { call_id: world.otherCallId })).toEqual({
    isError: true, body: { error: 'not_found', message: expect.any(String) },
  });
  expect(await callTool(open, 'place_call', { agent_id: world.other.agent.id, phone_number: SF_NUMBER, purpose: 'informational' })).toEqual({
    isError: true, body: { error: 'agent_not_found', message: `Agent ${world.other.agent.id} not found.` },
  });
  // The API's validation codes, not the SDK's: a missing number is missing_phone_number, as over REST.
  expect((await callTool(open, 'place_call', { agent_id: world.open.agent.id })).body).toMatchObject({ error: 'missing_phone_number' });
}

/** With the key of the account closed today: the call waits, and the answer says which rule holds it and until when. */
export async function expectHeld(closed: Client, world: McpWorld): Promise<void> {
  const held = await callTool(closed, 'place_call', { agent_id: world.closedToday.agent.id, phone_number: SF_NUMBER, purpose: 'informational' });
  const mayGo = nextLocalMidnight();
  expect(held).toMatchObject({
    isError: false,
    body: {
      status: 'scheduled', scheduled_at: mayGo,
      held: {
        may_go_at: mayGo,
        rules: [{ code: 'day_not_allowed', source: 'account settings (calling_hours)', rule: expect.stringContaining('The account does not call on') }],
        message: expect.stringContaining(`It will be dialed at ${mayGo}`),
      },
    },
  });
  expect(await callRowOf(held.body.id)).toMatchObject({ status: 'scheduled', callingHours: 'enforce', waitReason: expect.stringContaining('does not call on') });
  // Read back through get_call, as GET /api/v1/calls/{id} answers it.
  const read = await callTool(closed, 'get_call', { call_id: held.body.call_id });
  expect(read.body).toMatchObject({ id: held.body.id, status: 'scheduled', wait_reason: expect.stringContaining('does not call on') });
}

/** A key without a tool's permission is refused with the API's code and message. */
export async function expectDenied(readOnly: Client, world: McpWorld): Promise<void> {
  const denied = await callTool(readOnly, 'place_call', { agent_id: world.open.agent.id, phone_number: SF_NUMBER, purpose: 'informational' });
  expect(denied).toEqual({ isError: true, body: { error: 'permission_denied', message: 'This API key lacks the can_initiate_calls permission.' } });
  expect((await callTool(readOnly, 'list_agents')).body).toMatchObject({ error: 'permission_denied' });
  // What it may do, it does: the other tenant's call is not found, its own reads answer.
  expect((await callTool(readOnly, 'get_call', { call_id: world.otherCallId })).body).toMatchObject({ error: 'not_found' });
  expect(await callTool(readOnly, 'list_campaigns')).toMatchObject({ isError: false, body: { campaigns: [] } });
}

/**
 * What is not a tool call answers as a protocol error, -32602 with one line naming the mistake: a tool this server does
 * not have, no tool name, arguments that are not an object. The tool list never changes, and says so.
 */
export async function expectProtocolErrors(client: Client): Promise<void> {
  expect(client.getServerCapabilities()).toEqual({ tools: { listChanged: false } });
  const refusal = (params: Record<string, unknown>) =>
    client.request({ method: 'tools/call', params }, CallToolResultSchema).then(
      (answer) => ({ answered: answer }),
      (err: { code?: number; message: string }) => ({ code: err.code, message: err.message.replace(/^MCP error -?\d+: /, '') }),
    );
  expect(await refusal({ name: 'no_such_tool', arguments: {} })).toEqual({
    code: -32602, message: 'Unknown tool "no_such_tool": tools/list names the tools of this server.',
  });
  expect(await refusal({ arguments: {} })).toEqual({
    code: -32602, message: 'tools/call needs params.name, the name of a tool as tools/list gives it; got nothing.',
  });
  expect(await refusal({ name: 'find_contacts', arguments: ['q', 'Ada'] })).toEqual({
    code: -32602, message: "params.arguments must be an object of find_contacts's arguments; got an array.",
  });
  expect(await refusal({ name: 'find_contacts', arguments: 'q=Ada' })).toEqual({
    code: -32602, message: "params.arguments must be an object of find_contacts's arguments; got a string.",
  });
  // A tool's own refusal is still a tool result: the request was well formed.
  expect(await callTool(client, 'get_call', {})).toMatchObject({ isError: true, body: { error: 'validation_error' } });
}

/** Tomorrow at 03:00 at the callee's, as UTC: outside the law's 8 am to 9 pm window for marketing calls. */
const tomorrowAtThree = () =>
  DateTime.now().setZone(SF_ZONE).plus({ days: 1 }).set({ hour: 3, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO({ suppressMilliseconds: true })!;

/**
 * With the open account's key: the model's word never makes a call informational. On the agent its owner did not mark,
 * "informational" is placed as marketing (refused without consent; with it, held to the law's window) and the answer
 * says so; on the agent the owner marked, the call is informational.
 */
export async function expectPurposeOfAgent(open: Client, world: McpWorld): Promise<void> {
  const refused = await callTool(open, 'place_call', { agent_id: world.unmarked.id, phone_number: '+14155550144', purpose: 'informational' });
  expect(refused).toEqual({
    isError: true,
    body: { error: 'consent_required', purpose: 'marketing', message: expect.stringMatching(/marketing calls to \+14155550144.*Placed as a marketing call/) },
  });

  const number = '+14155550145';
  await grantConsent(world.open.accountId, [number]);
  const at = tomorrowAtThree();
  const eight = DateTime.fromISO(at).setZone(SF_ZONE).set({ hour: 8 }).toUTC().toISO({ suppressMilliseconds: true });
  const asMarketing = await callTool(open, 'place_call', { agent_id: world.unmarked.id, phone_number: number, purpose: 'informational', scheduled_at: at });
  expect(asMarketing).toMatchObject({
    isError: false,
    body: {
      status: 'scheduled', scheduled_at: eight, purpose: 'marketing', purpose_note: expect.stringContaining('Placed as a marketing call'),
      held: { may_go_at: eight, rules: [expect.objectContaining({ code: 'outside_calling_hours', source: expect.stringContaining('64.1200') })] },
    },
  });
  expect(await callRowOf(asMarketing.body.id)).toMatchObject({ purpose: 'marketing', scheduledAt: new Date(eight!) });

  const informational = await callTool(open, 'place_call', { agent_id: world.open.agent.id, phone_number: number, purpose: 'informational', scheduled_at: at });
  expect(informational).toMatchObject({ isError: false, body: { status: 'scheduled', scheduled_at: at, purpose: 'informational', held: null } });
  expect(informational.body).not.toHaveProperty('purpose_note');
  expect(await callRowOf(informational.body.id)).toMatchObject({ purpose: 'informational' });
}
