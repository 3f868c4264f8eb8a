import type {
  CalendarProviderKey, CallPurpose, CallStatus, CampaignStatus, ConnectionStatus, ContactStage, ContactStatus, CopyStatus, EndedReason, MessageChannel,
  MessageKind, MessageStatus, MessageTransport, PausedReason, RecipientStatus, retryableStatuses, VariableType,
} from '@/server/db/schema';
import type { SkipReason } from '@/server/services/messages/schema';

// Display names; typed by the domain's own unions, so a new value that lacks a label fails to compile.
export const contactStatusLabels: Record<ContactStatus, string> = {
  not_contacted: 'Not contacted',
  attempted: 'Attempted',
  contacted: 'Contacted',
  callback_requested: 'Callback requested',
  not_interested: 'Not interested',
  do_not_contact: 'Do not contact',
};

export const contactStageLabels: Record<ContactStage, string> = {
  lead: 'Lead',
  qualified_lead: 'Qualified lead',
  opportunity: 'Opportunity',
  customer: 'Customer',
  churned: 'Churned',
  disqualified: 'Disqualified',
};

export const variableTypeLabels: Record<VariableType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  boolean: 'Yes / no',
  select: 'Choice',
};

export const callStatusLabels: Record<CallStatus, string> = {
  scheduled: 'Scheduled',
  queued: 'Queued',
  ringing: 'Ringing',
  in_progress: 'In progress',
  completed: 'Completed',
  failed: 'Failed',
  busy: 'Busy',
  no_answer: 'No answer',
  voicemail: 'Voicemail',
  canceled: 'Canceled',
};

/** Why a call ended, in words: the same on every page that says it (call, contact, campaign recipients). */
export const endedReasonLabels: Record<EndedReason, string> = {
  'customer-ended-call': 'The person called hung up',
  'assistant-ended-call': 'The agent ended the call',
  'customer-busy': 'The line was busy',
  'customer-did-not-answer': 'No one answered',
  voicemail: 'The call reached voicemail',
  'failed-to-connect': 'The call could not be connected',
  'max-duration': 'The call reached its maximum length',
  'silence-timeout': 'The call ended after a long silence',
  'provider-error': 'The voice provider reported an error',
  canceled: 'Canceled before it was dialed',
  do_not_call: 'Not dialed: the number is on the do-not-call list',
  insufficient_funds: 'Not dialed: the wallet could not cover a minute of calling',
  opted_out: 'The person asked not to be called again',
  no_consent: 'Not dialed: no active consent covers this call',
};

/**
 * An `ended_reason` as an API answer carries it (a plain string where the schema does not narrow it, as for a
 * campaign's recipients) in words; a reason this dashboard does not know yet reads as it is rather than as nothing.
 */
export const endedReasonWords = (reason: string | null | undefined): string =>
  reason ? ((endedReasonLabels as Record<string, string>)[reason] ?? reason) : '—';

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  canceled: 'Canceled',
};

/** Why a paused campaign waits; shown beside its status. */
export const pausedReasonLabels: Record<PausedReason, string> = {
  user: 'Paused by someone on the account',
  insufficient_funds: 'Paused: the wallet cannot pay for the next call',
};

/** A campaign recipient's outcome so far; the skipped ones were never dialed, and say why. */
export const recipientStatusLabels: Record<RecipientStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  voicemail: 'Voicemail',
  busy: 'Busy',
  no_answer: 'No answer',
  failed: 'Failed',
  canceled: 'Canceled',
  skipped_do_not_call: 'Skipped: on the do-not-call list',
  skipped_no_phone: 'Skipped: no phone number',
  skipped_duplicate: 'Skipped: another contact has the same number',
  skipped_no_consent: 'Skipped: no consent for this purpose',
  skipped_destination_not_allowed: 'Skipped: a destination the account does not call',
};

export const callPurposeLabels: Record<CallPurpose, string> = {
  marketing: 'Marketing',
  informational: 'Informational',
};

/** The outcomes a retry policy may redial on. */
export const retryOutcomeLabels: Record<(typeof retryableStatuses)[number], string> = {
  busy: 'Busy',
  no_answer: 'No answer',
  voicemail: 'Voicemail',
  failed: 'Failed',
};

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const weekdayLabels: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The calling rules that can block a dial (a compliance check's `blocks[].code`). */
export const blockCodeLabels: Record<string, string> = {
  do_not_call: 'Do-not-call list',
  outside_calling_hours: 'Outside calling hours',
  holiday: 'Public holiday',
  day_not_allowed: 'Day not allowed',
  frequency_cap: 'Too many recent calls',
  no_consent: 'No consent on record',
};

/**
 * A recipient's `wait_reason` in words: the calling rules' own sentence is already words; the one code it may hold
 * names the caller numbers.
 */
export const recipientWaitWords = (reason: string | null | undefined): string | null =>
  reason === 'caller_numbers_exhausted' ? 'Every caller number of the agent is at its daily cap or resting' : (reason ?? null);

export const calendarProviderLabels: Record<CalendarProviderKey, string> = {
  google: 'Google Calendar',
  outlook: 'Outlook',
  caldav: 'CalDAV',
  gohighlevel: 'HighLevel',
};

export const connectionStatusLabels: Record<ConnectionStatus, string> = {
  pending_authorization: 'Waiting for authorization',
  active: 'Active',
  needs_reauth: 'Needs reconnect',
  error: 'Error',
};

/** Where an event's copy in a linked calendar stands. */
export const copyStatusLabels: Record<CopyStatus, string> = {
  pending: 'Being written',
  synced: 'Written',
  failed: 'Write failed',
};

export const messageChannelLabels: Record<MessageChannel, string> = {
  email: 'Email',
  sms: 'Text',
};

/** What a message is about: an event's notices, a text sent on its own, or a customer's text. */
export const messageKindLabels: Record<MessageKind, string> = {
  confirmation: 'Confirmation',
  update: 'Update',
  cancellation: 'Cancellation',
  reminder: 'Reminder',
  agent: 'Text from you',
  reply: 'Customer’s text',
};

export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: 'Queued',
  held: 'Held for a lawful hour',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Not sent',
};

/** Why a message was never sent (its `skip_reason`). */
export const skipReasonLabels: Record<SkipReason, string> = {
  do_not_call: 'The number is on the do-not-call list',
  destination_not_allowed: 'A destination the account does not text',
  consent_required: 'No consent on record covers this text',
  quiet_hours: 'No lawful hour was left before the event',
  no_allowed_moment: 'No lawful moment was left to send it',
  opted_out: 'The customer opted out by text',
  event_cancelled: 'The event was cancelled',
  event_started: 'The event had already started',
  superseded: 'A newer notice of the event replaced it',
  reminder_off: 'Reminders were turned off for the event',
  notifications_off: 'Notifications were turned off for the event',
  invalid_address: 'The address or number is not valid',
  no_sender: 'The account has no number to text from',
};

/** How a message left; `local` and `simulator` never reached the customer. */
export const messageTransportLabels: Record<MessageTransport, string> = {
  smtp: 'Mail server (SMTP)',
  local: 'Kept here (no mail server)',
  twilio: 'Twilio',
  simulator: 'Simulator (no Twilio)',
};

export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
