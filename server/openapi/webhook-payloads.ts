import { z } from 'zod';
import { calendarProviders, callStatuses, campaignStatuses, connectionStatuses, crmConnectionStatuses, crmProviders, endedReasons } from '../db/schema';
import { eventSummarySchema } from '../services/calendar/schema';
import { callAnalysisSchema, costAndLatencyFields, disclosureFields, disclosureKindSchema, fromNumberField, transcriptLineSchema } from '../services/calls/schema';
import { alertPayloadAlert } from '../services/alerts/schema';
import { progressSchema } from '../services/campaigns/schema';
import { messageSchema } from '../services/messages/schema';
import { TEST_EVENT_TYPE, webhookEventNames, type WebhookEventName } from '../services/webhooks/schema';

/** Every event a receiver can get: the subscribable ones (the contract's 11 and the campaign events) and the test endpoint's. */
export const documentedEvents = [...webhookEventNames, TEST_EVENT_TYPE] as const;
export type DocumentedEvent = (typeof documentedEvents)[number];

const timestamp = z.string().describe('When the event happened (a reminder: when it is due), ISO 8601 UTC.');

/** The `call` object of every call.* payload (server/services/calls/payload.ts builds it). */
export const callPayloadCall = z.object({
  id: z.number().int(),
  klen_call_id: z.string().describe('The call identifier (the `call_id` of the initiate answer).'),
  agent_id: z.number().int(),
  agent_name: z.string(),
  status: z.enum(callStatuses),
  type: z.enum(['inbound', 'outbound']),
  phone_number: z.string(),
  from_number: fromNumberField,
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  recording_url: z.string().nullable(),
  summary: z.string().nullable(),
  contact: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  ended_reason: z.enum(endedReasons).nullable().describe('why the call ended, on one closed list; null while it runs'),
  attempt: z.number().int().describe('1-based attempt number'),
  retry_of: z.string().nullable().describe('the klen_call_id of attempt 1; null on attempt 1'),
  campaign_id: z.number().int().nullable(),
  ...disclosureFields,
  cost_cents: z.number().int().nullable().describe("what the account was charged for the call (the wallet's debit); null until it ends"),
  cost: z.number().nullable().describe('cost_cents in US dollars'),
  ...costAndLatencyFields,
});

const callPayload = (event: WebhookEventName, call: z.ZodObject = callPayloadCall) =>
  z.object({ event_type: z.literal(event), call, timestamp });
const calendarPayload = (event: WebhookEventName) =>
  z.object({ event_type: z.literal(event), calendar_event: eventSummarySchema, timestamp });
/** A move or cancellation names the linked calendar it came from; null when it was made in Switchboard. */
const pulledBackPayload = (event: WebhookEventName) =>
  calendarPayload(event).extend({
    source: z.enum(calendarProviders).nullable().describe('the linked calendar (google, outlook, caldav, gohighlevel) where the event was moved or deleted; null when the change was made in Switchboard'),
  });
const connectionPayload = (event: WebhookEventName) =>
  z.object({
    event_type: z.literal(event),
    calendar_connection: z.object({
      id: z.number().int(),
      provider: z.enum(calendarProviders),
      user_id: z.number().int(),
      account_label: z.string(),
      status: z.enum(connectionStatuses),
      last_error: z.string().nullable(),
    }),
    timestamp,
  });

const crmConnectionPayload = (event: WebhookEventName) =>
  z.object({
    event_type: z.literal(event),
    crm_connection: z.object({
      id: z.number().int(),
      provider: z.enum(crmProviders),
      status: z.enum(crmConnectionStatuses),
      last_error: z.string().nullable(),
    }),
    timestamp,
  });

const messagePayload = (event: WebhookEventName) => z.object({ event_type: z.literal(event), message: messageSchema, timestamp });

const campaignPayload = (event: WebhookEventName) =>
  z.object({
    event_type: z.literal(event),
    campaign: z.object({ id: z.number().int(), name: z.string(), status: z.enum(campaignStatuses), progress: progressSchema }),
    timestamp,
  });

/**
 * The body each event delivers: every field of its object always present (null when unknown), plus what an event
 * adds of its own (call.failed its `failure_reason`, call.transcript the `transcript`, calendar.reminder its
 * `remind_before_minutes`, and the events added since).
 */
export const webhookPayloads: Record<DocumentedEvent, z.ZodType> = {
  'call.started': callPayload('call.started'),
  'call.ended': callPayload('call.ended'),
  'call.failed': callPayload('call.failed', callPayloadCall.extend({ failure_reason: z.string().nullable() })),
  'call.transcript': callPayload('call.transcript', callPayloadCall.extend({ transcript: z.array(transcriptLineSchema) })),
  'call.recording': callPayload('call.recording'),
  'call.summary': callPayload('call.summary'),
  'call.analyzed': callPayload('call.analyzed', callPayloadCall.extend({ analysis: callAnalysisSchema })),
  'call.compliance_flagged': callPayload('call.compliance_flagged', callPayloadCall.extend({
    disclosure_missing: z.array(disclosureKindSchema).min(1).describe('the required disclosures the agent did not say at the start of the call'),
  })),
  'calendar.created': calendarPayload('calendar.created'),
  'calendar.updated': pulledBackPayload('calendar.updated'),
  'calendar.cancelled': pulledBackPayload('calendar.cancelled'),
  'calendar.completed': calendarPayload('calendar.completed'),
  'calendar.reminder': z.object({
    event_type: z.literal('calendar.reminder'),
    calendar_event: eventSummarySchema,
    remind_before_minutes: z.number().int(),
    timestamp,
  }),
  'campaign.started': campaignPayload('campaign.started'),
  'campaign.paused': campaignPayload('campaign.paused'),
  'campaign.completed': campaignPayload('campaign.completed'),
  'alert.triggered': z.object({ event_type: z.literal('alert.triggered'), alert: alertPayloadAlert, timestamp }),
  'alert.resolved': z.object({ event_type: z.literal('alert.resolved'), alert: alertPayloadAlert, timestamp }),
  'calendar_connection.failing': connectionPayload('calendar_connection.failing'),
  'calendar_connection.restored': connectionPayload('calendar_connection.restored'),
  'crm_connection.failing': crmConnectionPayload('crm_connection.failing'),
  'crm_connection.restored': crmConnectionPayload('crm_connection.restored'),
  'message.sent': messagePayload('message.sent'),
  'message.delivered': messagePayload('message.delivered'),
  'message.failed': messagePayload('message.failed'),
  'message.received': messagePayload('message.received'),
  [TEST_EVENT_TYPE]: z.object({
    event_type: z.literal(TEST_EVENT_TYPE),
    test: z.literal(true),
    webhook: z.object({ id: z.number().int(), name: z.string(), url: z.string() }),
    message: z.string(),
    timestamp,
  }),
};

/** What triggers each event, for the reference. */
export const webhookEventTriggers: Record<DocumentedEvent, string> = {
  'call.started': 'A call is answered and the conversation begins (status in_progress).',
  'call.ended': 'A call ends normally (status completed).',
  'call.failed': 'A call fails, is busy or is not answered (status failed, busy or no_answer); `call.failure_reason` says why.',
  'call.transcript': "The call's transcript becomes available (`call.transcript`).",
  'call.recording': "The call's recording becomes available; `call.recording_url` is filled.",
  'call.summary': "The call's summary becomes available; `call.summary` is filled.",
  'call.analyzed':
    "The analysis of a call whose agent has an analysis setting is stored: `call.analysis` holds the summary, the success verdict, the extracted values, those refused by the variable's validation (`errors`) and what changed on the contact (`changes`).",
  'call.compliance_flagged':
    "A finished call's agent did not say a required disclosure in its opening (its first two lines, and any line within the first 30 seconds): `call.disclosure_check` is `missing` and `call.disclosure_missing` names the kinds. Once per call.",
  'calendar.created': 'A calendar event is created.',
  'calendar.updated': 'A calendar event is updated, other than by setting its status to cancelled or completed; also when it was moved in a linked calendar (`source` names which).',
  'calendar.cancelled': "An update sets a calendar event's status to cancelled, or the event's copy was deleted in a linked calendar (`source` names which).",
  'calendar.completed': "An update sets a calendar event's status to completed.",
  'calendar.reminder':
    'A scheduled or confirmed event with reminders enabled reaches start_time − remind_before_minutes. Moved when the event moves, dropped when it is cancelled.',
  'campaign.started': 'A campaign starts dialing (at once, or at its start_at); its audience has been resolved.',
  'campaign.paused': 'A campaign pauses: by a user, or because the wallet cannot pay for the next call (`paused_reason` on the campaign).',
  'campaign.completed': 'Every recipient of a campaign has reached a final outcome.',
  'alert.triggered':
    "An evaluation (every minute) finds an alert's metric crossing its threshold while the alert was `ok`: once per crossing, never again while it stays crossed. `alert.value` is the value found.",
  'alert.resolved':
    'An evaluation finds a triggered alert no longer crossing its threshold: once, after its alert.triggered. A window with no value (no ended calls for a rate or a latency) neither triggers nor resolves.',
  'calendar_connection.failing':
    'A linked calendar connection leaves `active`: its grant expired or was revoked (`needs_reauth`), or its syncs kept failing (`error`). Once per fall; its person\'s slots are blocked until it is reconnected or deleted.',
  'calendar_connection.restored': 'A connection that was failing syncs again (status back to `active`).',
  'crm_connection.failing':
    'A CRM connection leaves `active`: the CRM refused its token or grant (`needs_reauth`), or its imports kept failing (`error`). Once per fall.',
  'crm_connection.restored': 'A CRM connection that was failing imports again (status back to `active`).',
  'message.sent': 'An email or a text to a customer left (`message.transport` says how: smtp, local, twilio or simulator), or an answer to a customer\'s STOP, START or HELP was sent back.',
  'message.delivered': "The carrier reports a sent text delivered (Twilio's status callback).",
  'message.failed': 'An email or a text could not be sent, or the carrier reports a sent text undelivered; `message.error` says why.',
  'message.received': 'A customer texted one of the account\'s numbers (kind `reply`); STOP and the other opt-out words have already been acted on.',
  [TEST_EVENT_TYPE]: 'Sent by `POST /api/v1/webhooks/{webhook_id}/test` to check an endpoint, whatever it subscribes to.',
};
