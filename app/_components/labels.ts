import type { CallStatus, ContactStage, ContactStatus, VariableType } from '@/server/db/schema';

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

export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
