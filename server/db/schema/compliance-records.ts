import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A calling window that bound a dial: the account's hours, or a jurisdiction's legal window for the callee's day. */
export interface RecordWindow {
  /** null for the account's own hours; the jurisdiction (`US-FL`) for a legal window. */
  jurisdiction: string | null;
  start: string;
  end: string;
  /** The days the window is open (the account's); null for a legal row's span, which holds every day not closed. */
  days: string[] | null;
  source: string;
}

/** Whether public holidays were judged, and the ones that fell on the callee's local day. */
export interface RecordHoliday {
  checked: boolean;
  dates: { jurisdiction: string; date: string }[];
}

export interface RecordBlock {
  /** A calling rule's block code, or the gate's refusal code (`destination_not_allowed`, `live_call_limit`...). */
  code: string;
  rule: string;
  source: string;
}

export interface RecordConsent {
  id: number;
  kind: string;
  scope: string;
  captured_at: string;
}

export interface RecordDisclosure {
  kind: string;
  jurisdiction: string;
  source: string;
}

/**
 * One dial decision, frozen: what the gate was given and what it answered, at the moment it answered, written in
 * the transaction of the dial or the hold it decided. Never updated or deleted (a trigger refuses UPDATE, DELETE and
 * TRUNCATE). It names its account and call by id without foreign keys: a record outlives the call row and the
 * account, because the dispute it answers can come years after a customer leaves, and it holds no personal data
 * of the callee (no number, no name) that an erasure would need to reach.
 */
export const complianceRecords = pgTable('compliance_records', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  /** The call's row id, and its public `call_…` id; null for a text message's record. */
  callId: integer('call_id'),
  callPublicId: text('call_public_id'),
  /** The text message's public `msg_…` id, for the record of a text (judged by the same gate as a dial). */
  messageId: text('message_id'),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  /** `placement` (the call was written: dialed now or held) or `dial` (its dial job judged it again). */
  stage: text('stage', { enum: ['placement', 'dial'] }).notNull(),
  allowed: boolean('allowed').notNull(),
  purpose: text('purpose').notNull(),
  rulesVersion: text('rules_version').notNull(),
  timezones: jsonb('timezones').$type<string[]>().notNull(),
  /** The moment in each zone of `timezones`, same order, ISO 8601 with the zone's offset. */
  localTime: jsonb('local_time').$type<string[]>().notNull(),
  jurisdictions: jsonb('jurisdictions').$type<string[]>().notNull(),
  window: jsonb('window').$type<RecordWindow[]>().notNull(),
  holiday: jsonb('holiday').$type<RecordHoliday>().notNull(),
  frequency: jsonb('frequency').$type<{ dials_24h: number | null; cap: number | null }>().notNull(),
  doNotCall: jsonb('do_not_call').$type<{ listed: boolean | null }>().notNull(),
  consent: jsonb('consent').$type<RecordConsent | null>(),
  destination: jsonb('destination').$type<{ country: string | null; number_type: string | null }>().notNull(),
  disclosures: jsonb('disclosures').$type<RecordDisclosure[]>().notNull(),
  blocks: jsonb('blocks').$type<RecordBlock[]>().notNull(),
}, (t) => [
  // A call's decisions in order (the endpoint's latest, and ?all=true).
  index('compliance_records_call_idx').on(t.callId, t.id),
  index('compliance_records_message_idx').on(t.messageId, t.id),
  // The audit export: one account's records over a time range, walked by (decided_at, id).
  index('compliance_records_account_time_idx').on(t.accountId, t.decidedAt, t.id),
]);
