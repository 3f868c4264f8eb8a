import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect } from 'vitest';
import { callRowOf } from './call-fixtures';
import { callTool, nextLocalMidnight, SF_NUMBER, type McpWorld } from './mcp-fixtures';

export const TOOL_NAMES = [
  'list_agents', 'check_calling_rules', 'place_call', 'get_call', 'find_contacts', 'upsert_contact', 'find_free_slots',
  'book_appointment', 'list_campaigns', 'get_campaign',
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

/** A call inside the window goes now; one outside it waits, and the answer says why and until when. */
export async function expectPlacement(open: Client, closed: Client, world: McpWorld): Promise<void> {
  const queued = await callTool(open, 'place_call', { agent_id: world.open.agent.id, phone_number: SF_NUMBER, purpose: 'informational' });
  expect(queued).toMatchObject({ isError: false, body: { status: 'queued', phone_number: SF_NUMBER, scheduled_at: null, held: null } });
  expect(await callRowOf(queued.body.id)).toMatchObject({ status: 'queued', callingHours: 'enforce', consentEnforced: true });

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

  // Consent too, though the account does not enforce it on API calls: a marketing call needs written consent.
  const refused = await callTool(open, 'place_call', { agent_id: world.open.agent.id, phone_number: '+14155550143' });
  expect(refused).toEqual({ isError: true, body: { error: 'consent_required', message: expect.stringContaining('+14155550143') } });

  // The call is read back through get_call, as GET /api/v1/calls/{id} answers it.
  const read = await callTool(closed, 'get_call', { call_id: held.body.call_id });
  expect(read.body).toMatchObject({ id: held.body.id, status: 'scheduled', wait_reason: expect.stringContaining('does not call on') });
}

/** A key without the tool's permission is refused with the API's code; the other tenant's ids are not found. */
export async function expectRefusals(open: Client, readOnly: Client, world: McpWorld): Promise<void> {
  const denied = await callTool(readOnly, 'place_call', { agent_id: world.open.agent.id, phone_number: SF_NUMBER, purpose: 'informational' });
  expect(denied).toEqual({ isError: true, body: { error: 'permission_denied', message: 'This API key lacks the can_initiate_calls permission.' } });
  expect((await callTool(readOnly, 'list_agents')).body).toMatchObject({ error: 'permission_denied' });

  expect(await callTool(open, 'get_call', { call_id: world.otherCallId })).toEqual({
    isError: true, body: { error: 'not_found', message: expect.any(String) },
  });
  expect(await callTool(open, 'place_call', { agent_id: world.other.agent.id, phone_number: SF_NUMBER, purpose: 'informational' })).toEqual({
    isError: true, body: { error: 'agent_not_found', message: `Agent ${world.other.agent.id} not found.` },
  });
  // The API's validation codes, not the SDK's: a missing number is missing_phone_number, as over REST.
  expect((await callTool(open, 'place_call', { agent_id: world.open.agent.id })).body).toMatchObject({ error: 'missing_phone_number' });
}
