import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { calendarEvents, type CallAnalysis, type CrmFieldMapping } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { CrmCallNote } from '../providers/crm-port';
import { contextVariableOf } from './field-map';

export interface FinishedCall {
  callId: string;
  status: string;
  endedReason: string | null;
  summary: string | null;
  recordingUrl: string | null;
  endedAt: Date | null;
}

export interface Booking {
  title: string;
  startTime: Date;
}

const minute = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The text of a call's note: its outcome, summary, recording, and what it booked. */
export function noteOf(call: FinishedCall, bookings: Booking[] = []): CrmCallNote {
  const lines = [
    `Outcome: ${call.status}${call.endedReason ? ` (${call.endedReason})` : ''}`,
    call.summary ? `Summary: ${call.summary}` : null,
    ...bookings.map((b) => `Booked: ${b.title} on ${minute(b.startTime)}`),
    call.recordingUrl ? `Recording: ${call.recordingUrl}` : null,
    `Call: ${call.callId}`,
  ].filter((l): l is string => l !== null);
  return { callId: call.callId, title: `Switchboard call${call.endedAt ? ` on ${minute(call.endedAt)}` : ''}`, body: lines.join('\n') };
}

/** The appointments each call booked that still stand (not cancelled), by the call's row id. */
export async function bookingsOf(db: DbOrTx, accountId: number, callRowIds: number[]): Promise<Map<number, Booking[]>> {
  const out = new Map<number, Booking[]>();
  if (!callRowIds.length) return out;
  const rows = await db.select({ callId: calendarEvents.callId, title: calendarEvents.title, startTime: calendarEvents.startTime }).from(calendarEvents)
    .where(and(eq(calendarEvents.accountId, accountId), inArray(calendarEvents.callId, callRowIds), ne(calendarEvents.status, 'cancelled')))
    .orderBy(asc(calendarEvents.startTime));
  for (const r of rows) out.set(r.callId!, [...(out.get(r.callId!) ?? []), { title: r.title, startTime: r.startTime }]);
  return out;
}

/**
 * The analysis values a call extracted, by the CRM field the connection maps onto their variable: what the call
 * learned goes to the field the CRM keeps it in. Values that failed the variable's validation were not written here
 * and are not sent there; a list goes as its items joined by commas, as CRM text fields hold it.
 */
export function analysisFields(fieldMap: CrmFieldMapping[], analysis: CallAnalysis | null): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  if (!analysis) return out;
  const refused = new Set((analysis.errors ?? []).map((e) => e.variable));
  for (const m of fieldMap) {
    const variable = contextVariableOf(m.contact_field);
    if (!variable || refused.has(variable) || !(variable in analysis.structured_data)) continue;
    const value = analysis.structured_data[variable];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[m.crm_field] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[m.crm_field] = value.join(', ');
  }
  return out;
}
