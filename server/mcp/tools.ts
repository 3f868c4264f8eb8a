import { z } from 'zod';
import { listAgents } from '../services/agents/service';
import { listAgentVersions } from '../services/agents/versions';
import { availabilityQuery, createEventInput } from '../services/calendar/schema';
import { createEvent, getAvailability } from '../services/calendar/service';
import { getCall } from '../services/calls/service';
import { listCampaignsQuery } from '../services/campaigns/schema';
import { getCampaign, listCampaigns } from '../services/campaigns/service';
import { complianceCheckInput } from '../services/compliance/schema';
import { checkCompliance } from '../services/compliance/service';
import { listContactsQuery } from '../services/contacts/schema';
import { listContacts } from '../services/contacts/service';
import { getTestRunTool, runAgentTestsTool } from './agent-tests';
import { getAgentVersionsInput, getCallInput, getCampaignInput } from './ids';
import { placeCall } from './place-call';
import { listMessagesTool, sendMessage } from './send-message';
import { defineTool, type McpTool } from './tool';
import { upsertContact } from './upsert-contact';

/**
 * The MCP server's tools: each is its REST twin's operation (permission, input schema, service call and answer).
 * The order is the order a model meets them in.
 */
export const mcpTools: McpTool[] = [
  defineTool({
    name: 'list_agents',
    title: 'List agents',
    description: 'The voice agents the key can use (not archived): id, assistant_id, name, role, phone_number, can_make_calls, provider. Answers { agents: [...] }.',
    rest: 'GET /api/v1/agents',
    permission: 'can_read_agents',
    input: z.object({}),
    readOnly: true,
    run: ({ db, actor }) => listAgents(db, actor),
  }),
  defineTool({
    name: 'list_agent_versions',
    title: "List an agent's versions",
    description:
      'Every version of what an agent says and does (instructions, first message, tools, voice, model, analysis), newest first, ' +
      "with who made it and when; calls record the version they ran with (agent_version). Answers { agent_id, version, versions: [...] }.",
    rest: 'GET /api/v1/agents/{id}/versions',
    permission: 'can_read_agents',
    input: getAgentVersionsInput,
    readOnly: true,
    run: ({ db, actor }, input) => listAgentVersions(db, actor, input.agent_id),
  }),
  defineTool({
    name: 'check_calling_rules',
    title: 'Check the calling rules',
    description:
      "Whether a call to the number may go at `at` (default now) under the rules every dial applies: the callee's time zones " +
      "and jurisdictions, the account's calling hours and holidays, the legal windows for marketing calls, do-not-call, the " +
      'destination policy and the consent the account requires. Each block names its rule and source; next_allowed_at is the ' +
      'first moment a call may go.',
    rest: 'POST /api/v1/compliance/check',
    permission: 'can_initiate_calls',
    input: complianceCheckInput,
    readOnly: true,
    run: ({ db, actor }, input) => checkCompliance(db, actor, input),
  }),
  placeCall,
  defineTool({
    name: 'get_call',
    title: 'Get a call',
    description: 'One call with its status, transcript, summary, recording, cost and outcome, and for a scheduled call the rules it waits for (wait_reason).',
    rest: 'GET /api/v1/calls/{call_id}',
    permission: 'can_read_calls',
    input: getCallInput,
    readOnly: true,
    run: ({ db, actor }, input) => getCall(db, actor, input.call_id),
  }),
  defineTool({
    name: 'find_contacts',
    title: 'Find contacts',
    description:
      'Contacts the key can see, newest first. `q` searches name, email, company and phone numbers (digits in any format); ' +
      '`tag`, `status` and `stage` filter; page with `page` or `cursor` (the previous answer\'s next_cursor), `limit` up to 100.',
    rest: 'GET /api/v1/contacts',
    permission: 'can_read_contacts',
    input: listContactsQuery,
    query: { errorCode: 'validation_error' },
    readOnly: true,
    run: ({ db, actor }, input) => listContacts(db, actor, input),
  }),
  upsertContact,
  defineTool({
    name: 'find_free_slots',
    title: 'Find free time slots',
    description:
      "The key user's free slots for an appointment of `duration` minutes (default 30): inside their schedule and the business " +
      'hours, after the minimum notice, clear of booked events and of the busy time of their linked calendars (Google, Outlook, CalDAV, ' +
      'HighLevel; `calendars` says how fresh each is). Dates are whole days start_date..end_date (YYYY-MM-DD) in `timezone`; ' +
      'explain: true lists each refused slot with what refused it.',
    rest: 'GET /api/v1/calendar/availability',
    permission: 'can_read_calendar',
    input: availabilityQuery,
    query: { errorCode: 'invalid_parameter_format' },
    readOnly: true,
    run: ({ db, actor }, input) => getAvailability(db, actor, input),
  }),
  defineTool({
    name: 'book_appointment',
    title: 'Book an appointment',
    description:
      "Creates a calendar event owned by the key's user. Times are ISO 8601 with Z or an offset. Set check_availability: true to " +
      'have a time that overlaps a booked event refused (slot_unavailable) instead of double-booked.',
    rest: 'POST /api/v1/calendar/events/create',
    permission: 'can_write_calendar',
    input: createEventInput,
    readOnly: false,
    run: ({ db, actor }, input) => createEvent(db, actor, input),
  }),
  defineTool({
    name: 'list_campaigns',
    title: 'List campaigns',
    description: 'The campaigns the key can see, newest first, each with its progress; `status` filters, `page` and `limit` page.',
    rest: 'GET /api/v1/campaigns',
    permission: 'can_read_calls',
    input: listCampaignsQuery,
    query: { errorCode: 'invalid_parameter' },
    readOnly: true,
    run: ({ db, actor }, input) => listCampaigns(db, actor, input),
  }),
  defineTool({
    name: 'get_campaign',
    title: 'Get a campaign',
    description: 'One campaign with its progress: recipients by their current outcome, summing to total.',
    rest: 'GET /api/v1/campaigns/{id}',
    permission: 'can_read_calls',
    input: getCampaignInput,
    readOnly: true,
    run: ({ db, actor }, input) => getCampaign(db, actor, input.id),
  }),
  sendMessage,
  listMessagesTool,
  runAgentTestsTool,
  getTestRunTool,
];
