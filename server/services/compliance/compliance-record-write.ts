import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { complianceRecords, type calls } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/types';
import { accountCallingRules, contactForRules, locateCallee } from './callee';
import { complianceRecordOf, type ComplianceRecordValues, type RecordContext } from './compliance-record';
import type { GateAnswer, PlacementFacts } from './gate';

/** A decision about one call: the facts the gate was handed and its answer, at the moment it answered. */
export interface ComplianceDecision {
  facts: PlacementFacts;
  answer: GateAnswer;
  at: Date;
}

/**
 * Every call is recorded: Vapi's assistants are made with recording enabled (vapi-analysis-plan.ts) and the
 * simulator plays a recording of each call, so the recording disclosures are always owed.
 */
const CALLS_ARE_RECORDED = true;

type CallValuesForRecord = Pick<typeof calls.$inferInsert, 'accountId' | 'callId' | 'contactId' | 'phoneNumber' | 'purpose' | 'status' | 'scheduledAt' | 'retryOf' | 'attempt' | 'disclosures'>;

/** A record ready to be written but for the call's row id. */
export type PendingComplianceRecord = Omit<typeof complianceRecords.$inferInsert, 'id' | 'callId'>;

/**
 * The record of a decision about a call about to be written or dialed (complianceRecordOf), with what the facts may
 * lack read first: where the callee is, when the gate was handed no calling rules (an informational call that sets
 * the account's hours aside, a retry judged only at its dial). A placement that the gate let go but that is written
 * `scheduled` is held: until the moment its request named, or a retry's delay.
 */
export async function pendingComplianceRecord(
  db: DbOrTx,
  decision: ComplianceDecision,
  call: CallValuesForRecord,
  stage: RecordContext['stage'],
): Promise<PendingComplianceRecord> {
  const held = stage === 'placement' && decision.answer.verdict === 'allow' && call.status === 'scheduled' && call.scheduledAt;
  const ctx: RecordContext = {
    decidedAt: decision.at,
    stage,
    purpose: call.purpose ?? 'marketing',
    recorded: CALLS_ARE_RECORDED,
    callee: decision.facts.callingRules ? undefined : await calleeOf(db, call),
    heldUntil: held ? { until: call.scheduledAt!, by: call.retryOf && (call.attempt ?? 1) > 1 ? 'retry_policy' : 'request' } : undefined,
  };
  const values: ComplianceRecordValues = complianceRecordOf(decision.facts, decision.answer, ctx);
  // The disclosures the call itself carries (chosen when it was placed, kept by its retries) are the ones it owes.
  const disclosures = call.disclosures?.length ? call.disclosures.map((d) => ({ kind: d.kind, jurisdiction: d.jurisdiction, source: d.source })) : values.disclosures;
  return { ...values, disclosures, accountId: call.accountId, callPublicId: call.callId };
}

async function calleeOf(db: DbOrTx, call: CallValuesForRecord) {
  const [contact, rules] = await Promise.all([contactForRules(db, call.accountId, call.contactId), accountCallingRules(db, call.accountId)]);
  return locateCallee(call.phoneNumber, contact, rules.businessZone);
}

/** Writes the record in the caller's transaction (the one that writes or dials the call). */
export async function insertComplianceRecord(tx: Tx, record: PendingComplianceRecord, callId: number): Promise<void> {
  await tx.insert(complianceRecords).values({ ...record, callId });
}

/** Writes several records, each with its call's row id, in one insert (a campaign's pass and its dial). */
export async function insertComplianceRecords(tx: Tx, records: { record: PendingComplianceRecord; callId: number }[]): Promise<void> {
  if (records.length) await tx.insert(complianceRecords).values(records.map(({ record, callId }) => ({ ...record, callId })));
}

const recordColumns = Object.entries(getTableColumns(complianceRecords)).filter(([key]) => key !== 'id');

/**
 * The record as one JSON object of column names, for a statement that writes it beside its call (place-one-statement.ts):
 * `jsonb_populate_record` reads it back into the table's row type, and `callId` is the SQL that names the call's id.
 */
export function recordRowJson(record: PendingComplianceRecord): string {
  const row: Record<string, unknown> = {};
  for (const [key, column] of recordColumns) {
    const value = (record as Record<string, unknown>)[key];
    if (key !== 'callId') row[column.name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return JSON.stringify(row);
}

/** The insert of a record given as recordRowJson's text, with the call's id from `callId` (SQL). */
export function insertRecordFromJson(json: SQL, callId: SQL): SQL {
  const names = recordColumns.map(([, c]) => sql.identifier(c.name));
  const values = recordColumns.map(([key, c]) => (key === 'callId' ? callId : sql`r.${sql.identifier(c.name)}`));
  return sql`insert into ${complianceRecords} (${sql.join(names, sql`, `)})
    select ${sql.join(values, sql`, `)} from jsonb_populate_record(null::compliance_records, ${json}::text::jsonb) r`;
}
