import { DateTime } from 'luxon';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { complianceRecords, RecordBlock, RecordHoliday, RecordWindow } from '../../db/schema';
import { accountRulesApply, CALLING_RULES_VERSION, frequencyCap, legalRows, type Purpose, type RulesInput } from './calling-rules';
import type { Callee } from './callee';
import { disclosuresFor, DISCLOSURES_VERSION } from './disclosures';
import type { GateAnswer, PlacementFacts, RefusalCode } from './gate';
import { HOLIDAYS_VERSION } from './holidays';
import { LEGAL_WINDOWS_VERSION } from './legal-windows';

/**
 * Every table a decision depends on, in one string kept in each record: the calling rules' own version, the legal
 * windows table, the holiday data and the disclosure table. A record can so be traced to exactly what judged it.
 */
export const RULES_VERSION = `rules ${CALLING_RULES_VERSION}; legal windows ${LEGAL_WINDOWS_VERSION}; holidays ${HOLIDAYS_VERSION}; disclosures ${DISCLOSURES_VERSION}`;

/** A record's columns but the ones the writer fills once the call is written (its ids). */
export type ComplianceRecordValues = Omit<typeof complianceRecords.$inferInsert, 'id' | 'accountId' | 'callId' | 'callPublicId'>;

export interface RecordContext {
  decidedAt: Date;
  stage: 'placement' | 'dial';
  purpose: Purpose;
  /** Where the callee is, when the facts hold no calling rules (which carry it): located for the record alone. */
  callee?: Callee;
  /** Whether the call is recorded (it decides the recording disclosures). */
  recorded: boolean;
  /** The gate let the call go, but it dials later: at the moment the request asked for, or after a retry's delay. */
  heldUntil?: { until: Date; by: 'request' | 'retry_policy' };
}

/**
 * The compliance record of one decision (pure): the facts the gate was handed, read as the record's fields, and its
 * answer. `allowed` is true only when the call is dialed on this decision; a call held (waiting for its calling
 * hours, the live-call cap, its scheduled moment or a retry's delay) or refused records false with its blocks. A
 * fact the gate was not handed is recorded as not judged: null, or empty lists, never a guess.
 */
export function complianceRecordOf(facts: PlacementFacts, answer: GateAnswer, ctx: RecordContext): ComplianceRecordValues {
  const rules = facts.callingRules;
  const callee = rules ? { zones: rules.zones, jurisdictions: rules.jurisdictions } : (ctx.callee ?? { zones: [], jurisdictions: [] });
  const at = rules?.at ?? ctx.decidedAt;
  const found = facts.consent?.found ?? null;
  return {
    decidedAt: ctx.decidedAt,
    stage: ctx.stage,
    allowed: answer.verdict === 'allow' && !ctx.heldUntil,
    purpose: ctx.purpose,
    rulesVersion: RULES_VERSION,
    timezones: callee.zones,
    localTime: callee.zones.map((zone) => DateTime.fromJSDate(at, { zone }).set({ millisecond: 0 }).toISO({ suppressMilliseconds: true }) ?? ''),
    jurisdictions: callee.jurisdictions,
    window: rules ? windowsOf(rules) : [],
    holiday: rules ? holidayOf(rules) : { checked: false, dates: [] },
    frequency: rules ? frequencyOf(rules) : { dials_24h: null, cap: null },
    doNotCall: { listed: facts.doNotCall ?? rules?.doNotCall ?? null },
    consent: found && { id: found.id, kind: found.kind, scope: found.scope, captured_at: found.capturedAt.toISOString() },
    destination: destinationOf(facts.phoneNumber),
    disclosures: disclosuresFor({ jurisdictions: callee.jurisdictions, recorded: ctx.recorded }).map((d) => ({ ...d })),
    blocks: blocksOf(answer, ctx.heldUntil),
  };
}

/** The windows that bound the call on the callee's local day: the account's hours (when its rules apply), then each legal row's. */
function windowsOf(rules: RulesInput): RecordWindow[] {
  const out: RecordWindow[] = [];
  if (accountRulesApply(rules)) {
    const h = rules.accountHours;
    out.push({ jurisdiction: null, start: h.start, end: h.end, days: [...h.days], source: 'account settings (calling_hours)' });
  }
  const day = rules.zones.length ? DateTime.fromJSDate(rules.at, { zone: rules.zones[0] }).weekday : 1;
  for (const row of legalRows(rules)) {
    const span = day >= 6 ? (row.weekend ?? row.weekday) : row.weekday;
    out.push({ jurisdiction: row.jurisdiction, start: span.start, end: span.end, days: null, source: row.source });
  }
  return out;
}

/** Whether holidays were judged (the account's setting, or a legal row closed on them), and those on the callee's local day. */
function holidayOf(rules: RulesInput): RecordHoliday {
  const checked = (accountRulesApply(rules) && rules.holidays) || legalRows(rules).some((r) => r.closedOnHolidays);
  const dates: RecordHoliday['dates'] = [];
  const seen = new Set<string>();
  for (const zone of rules.zones) {
    const date = DateTime.fromJSDate(rules.at, { zone }).toISODate()!;
    for (const jurisdiction of rules.jurisdictions) {
      const key = `${jurisdiction}|${date}`;
      if (seen.has(key) || !rules.isHoliday(jurisdiction, date)) continue;
      seen.add(key);
      dates.push({ jurisdiction, date });
    }
  }
  return { checked, dates };
}

const DAY_MS = 86_400_000;

/** The dials counted against the cap that bound the call; both null when no cap did (then the dials were not read). */
function frequencyOf(rules: RulesInput): { dials_24h: number | null; cap: number | null } {
  const { cap } = frequencyCap(rules);
  if (!Number.isFinite(cap)) return { dials_24h: null, cap: null };
  const from = rules.at.getTime() - DAY_MS;
  const dials = rules.recentDials.filter((d) => d.getTime() > from && d.getTime() <= rules.at.getTime()).length;
  return { dials_24h: dials, cap };
}

/** The number's country and kind (libphonenumber's type in lower case; `international_network` for no country). */
export function destinationOf(e164: string): { country: string | null; number_type: string | null } {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { country: null, number_type: null };
  if (!parsed.country) return { country: null, number_type: 'international_network' };
  return { country: parsed.country, number_type: parsed.getType()?.toLowerCase() ?? null };
}

/** Where each refusal's rule comes from, for a block made of a refusal. */
const refusalSource: Partial<Record<RefusalCode | string, string>> = {
  agent_not_found: 'agent', no_phone_number: 'agent', agent_archived: 'agent', not_found: 'contact',
  do_not_call: 'account do-not-call list', destination_not_allowed: 'account destination policy',
  consent_required: 'account settings (consent_required)', no_allowed_moment: 'calling rules',
  live_call_limit: 'account limits (max_live_calls)', insufficient_funds: 'wallet',
};

function blocksOf(answer: GateAnswer, heldUntil: RecordContext['heldUntil']): RecordBlock[] {
  if (answer.verdict === 'wait') return answer.blocks.map(blockOf);
  if (answer.verdict === 'refuse') {
    const blocks = (answer.blocks ?? []).map(blockOf);
    if (blocks.some((b) => b.code === answer.code)) return blocks;
    return [{ code: answer.code, rule: answer.error.message, source: refusalSource[answer.code] ?? 'gate' }, ...blocks];
  }
  if (!heldUntil) return [];
  const until = heldUntil.until.toISOString();
  return heldUntil.by === 'request'
    ? [{ code: 'scheduled', rule: `The request scheduled the call for ${until}.`, source: 'request (scheduled_at)' }]
    : [{ code: 'retry_delay', rule: `A redial waits for its retry policy's delay, until ${until}.`, source: 'retry policy (delay_minutes)' }];
}

const blockOf = (b: RecordBlock): RecordBlock => ({ code: b.code, rule: b.rule, source: b.source });
