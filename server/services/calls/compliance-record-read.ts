import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { isAccountAdmin, type Actor } from '../../auth/actor';
import { agents, calls, complianceRecords } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { notFound, parseOrThrow } from '../../errors';
import { csvLine } from '../../lib/csv';
import { toIso } from '../../lib/time';
import {
  callComplianceQuery, complianceExportQuery, type CallComplianceQuery, type ComplianceExportQuery, type ComplianceRecordDto,
  type ComplianceRecordListDto,
} from '../compliance/compliance-record-schema';
import { callRefMatch, callScope } from './read';

type RecordRow = typeof complianceRecords.$inferSelect;

export function toComplianceRecordDto(r: RecordRow): ComplianceRecordDto {
  return {
    call_id: r.callPublicId ?? '',
    decided_at: toIso(r.decidedAt),
    stage: r.stage,
    allowed: r.allowed,
    purpose: r.purpose as ComplianceRecordDto['purpose'],
    rules_version: r.rulesVersion,
    timezones: r.timezones,
    local_time: r.localTime,
    jurisdictions: r.jurisdictions,
    window: r.window,
    holiday: r.holiday,
    frequency: r.frequency,
    do_not_call: r.doNotCall,
    consent: r.consent ?? null,
    destination: r.destination,
    disclosures: r.disclosures,
    blocks: r.blocks,
  };
}

/**
 * GET /api/v1/calls/{call_id}/compliance: the latest decision about a call the actor can see (by row id or call_id),
 * or with `all` every one, oldest first. A call of another account, or one the actor cannot see, is not found.
 */
export async function getCallCompliance(
  db: DbOrTx, actor: Actor, ref: string | number, input: CallComplianceQuery = {},
): Promise<ComplianceRecordDto | ComplianceRecordListDto> {
  const q = parseOrThrow(callComplianceQuery, input);
  // A member's call scope reads the call's agent, so the agent is joined (every call has one).
  const [call] = await db
    .select({ id: calls.id, callId: calls.callId })
    .from(calls)
    .innerJoin(agents, eq(agents.id, calls.agentId))
    .where(and(callRefMatch(ref), callScope(actor)));
  if (!call) throw notFound(`Call ${String(ref)}`);
  const mine = and(eq(complianceRecords.callId, call.id), eq(complianceRecords.accountId, actor.accountId));
  if (q.all) {
    const rows = await db.select().from(complianceRecords).where(mine).orderBy(asc(complianceRecords.id));
    return { call_id: call.callId, records: rows.map(toComplianceRecordDto) };
  }
  const [latest] = await db.select().from(complianceRecords).where(mine).orderBy(desc(complianceRecords.id)).limit(1);
  // A call written before compliance records were kept has none.
  if (!latest) throw notFound(`A compliance record of call ${call.callId}`);
  return toComplianceRecordDto(latest);
}

/** The export's columns, in order; structured fields are JSON in their cell. */
export const complianceExportColumns = [
  'call_id', 'decided_at', 'stage', 'allowed', 'purpose', 'rules_version', 'timezones', 'local_time', 'jurisdictions',
  'window', 'holiday', 'dials_24h', 'frequency_cap', 'do_not_call_listed', 'consent_id', 'consent_kind', 'consent_scope',
  'consent_captured_at', 'destination_country', 'destination_number_type', 'disclosures', 'blocks',
] as const;

function cellsOf(r: ComplianceRecordDto): unknown[] {
  const values: Record<(typeof complianceExportColumns)[number], unknown> = {
    ...r,
    timezones: r.timezones.join(' '),
    local_time: r.local_time.join(' '),
    jurisdictions: r.jurisdictions.join(' '),
    window: JSON.stringify(r.window),
    holiday: JSON.stringify(r.holiday),
    dials_24h: r.frequency.dials_24h,
    frequency_cap: r.frequency.cap,
    do_not_call_listed: r.do_not_call.listed,
    consent_id: r.consent?.id,
    consent_kind: r.consent?.kind,
    consent_scope: r.consent?.scope,
    consent_captured_at: r.consent?.captured_at,
    destination_country: r.destination.country,
    destination_number_type: r.destination.number_type,
    disclosures: JSON.stringify(r.disclosures),
    blocks: JSON.stringify(r.blocks),
  };
  return complianceExportColumns.map((k) => values[k]);
}

const PAGE = 1000;

/**
 * GET /api/v1/compliance/records.csv: the account's records decided in [from, to), oldest first, as a stream. Pages
 * are read by (decided_at, id) keyset only as the client reads, so memory stays flat whatever the range holds. The
 * range is checked before the stream starts (400 on a bad one). Owners and admins get every record of the account;
 * a member the records of the calls they can see. Cells are escaped against formulas (csvCell).
 */
export function exportComplianceCsv(db: DbOrTx, actor: Actor, input: Partial<ComplianceExportQuery>): ReadableStream<Uint8Array> {
  const q = parseOrThrow(complianceExportQuery, input);
  const inRange = and(
    eq(complianceRecords.accountId, actor.accountId),
    // The export is of dials: a text's records are read with its message (GET /api/v1/messages/{id}).
    isNotNull(complianceRecords.callId),
    gte(complianceRecords.decidedAt, new Date(q.from)),
    lt(complianceRecords.decidedAt, new Date(q.to)),
    isAccountAdmin(actor) ? undefined : sql`exists (select 1 from ${calls} join ${agents} on ${agents.id} = ${calls.agentId} where ${calls.id} = ${complianceRecords.callId} and ${callScope(actor)})`,
  );
  const encoder = new TextEncoder();
  let after: { at: Date; id: number } | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvLine(complianceExportColumns)));
    },
    async pull(controller) {
      if (done) return controller.close();
      const next: SQL | undefined = after ? sql`(${complianceRecords.decidedAt}, ${complianceRecords.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined;
      const rows = await db
        .select()
        .from(complianceRecords)
        .where(and(inRange, next))
        .orderBy(asc(complianceRecords.decidedAt), asc(complianceRecords.id))
        .limit(PAGE);
      if (rows.length) {
        controller.enqueue(encoder.encode(rows.map((r) => csvLine(cellsOf(toComplianceRecordDto(r)))).join('')));
        const last = rows[rows.length - 1];
        after = { at: last.decidedAt, id: last.id };
      }
      if (rows.length < PAGE) {
        done = true;
        controller.close();
      }
    },
  }, { highWaterMark: 1 });
}
