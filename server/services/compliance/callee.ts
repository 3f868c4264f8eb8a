import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { businessProfiles, calls, contacts, type AccountCallingHours } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { calleeArea } from '../../lib/callee-area';
import { isDoNotCall } from './do-not-call-rule';
import { defaultCallingHours, type CallingHours, type Purpose, type RulesInput, type RulesScope } from './calling-rules';
import { isPublicHoliday } from './holidays';
import { jurisdictionsOf, stateJurisdiction } from './jurisdictions';
import { legalWindowOf } from './legal-windows';

/** More zones than this (toll-free, non-geographic numbers) say nothing of the callee: the business zone stands in. */
const MAX_AREA_ZONES = 3;
const DAY_MS = 86_400_000;

export interface AccountCallingRules {
  callingHours: CallingHours;
  maxAttemptsPer24h: number;
  holidays: boolean;
  enforceOnApiCalls: boolean;
  businessZone: string;
}

export async function accountCallingRules(db: DbOrTx, accountId: number): Promise<AccountCallingRules> {
  const [p] = await db
    .select({
      callingHours: businessProfiles.callingHours,
      maxAttemptsPer24h: businessProfiles.maxAttemptsPer24h,
      holidays: businessProfiles.holidays,
      enforce: businessProfiles.enforceCallingHoursOnApiCalls,
      timezone: businessProfiles.timezone,
    })
    .from(businessProfiles)
    .where(eq(businessProfiles.accountId, accountId));
  return callingRulesOf(p ? { ...p, enforceCallingHoursOnApiCalls: p.enforce } : undefined);
}

/** The account's calling rules from its business profile row (the defaults without one). */
export function callingRulesOf(p: {
  callingHours: unknown; maxAttemptsPer24h: number | null; holidays: boolean | null; enforceCallingHoursOnApiCalls: boolean | null; timezone: string | null;
} | undefined): AccountCallingRules {
  return {
    callingHours: (p?.callingHours as AccountCallingHours | undefined) ?? defaultCallingHours,
    maxAttemptsPer24h: p?.maxAttemptsPer24h ?? 2,
    holidays: p?.holidays ?? true,
    enforceOnApiCalls: p?.enforceCallingHoursOnApiCalls ?? false,
    businessZone: p?.timezone ?? 'UTC',
  };
}

export interface Callee {
  zones: string[];
  jurisdictions: string[];
}

/** Where the callee is, as far as the rules care: the contact's zone and state, else the number's area. */
export async function locateCallee(
  phoneNumber: string,
  contact: { timezone: string | null; state: string | null; country: string | null } | null,
  businessZone: string,
): Promise<Callee> {
  const area = await calleeArea(phoneNumber);
  const zones = contact?.timezone
    ? [contact.timezone]
    : area.zones.length > 0 && area.zones.length <= MAX_AREA_ZONES
      ? area.zones
      : [businessZone];
  const contactState = stateJurisdiction(contact?.state, contact?.country ?? area.country);
  return { zones, jurisdictions: jurisdictionsOf({ numberCountry: area.country, areaSubdivision: area.subdivision, contactState }) };
}

/** The account's dials to a number in the 24 hours before `at` (what the frequency caps count). */
export async function recentDials(db: DbOrTx, accountId: number, phoneNumber: string, at: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: calls.dialedAt })
    .from(calls)
    .where(and(eq(calls.accountId, accountId), eq(calls.phoneNumber, phoneNumber), isNotNull(calls.dialedAt), gt(calls.dialedAt, new Date(at.getTime() - DAY_MS))));
  return rows.map((r) => r.at!);
}

export async function contactForRules(db: DbOrTx, accountId: number, contactId: number | null | undefined) {
  if (!contactId) return null;
  const [c] = await db
    .select({ timezone: contacts.timezone, state: contacts.state, country: contacts.country })
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)));
  return c ?? null;
}

/**
 * Everything the pure rules need about one dial, looked up in parallel. A caller that has already read the account's
 * rules or do-not-call (a placement's facts) hands them in, and they are not read again. Under the `law` scope the
 * number's dial history is read only when a legal row caps dials (Florida, say), so a lawful call to most numbers
 * costs no extra query.
 */
export async function rulesInputFor(
  db: DbOrTx,
  q: {
    accountId: number; phoneNumber: string; contactId?: number | null; purpose: Purpose; at: Date; scope?: RulesScope;
    rules?: AccountCallingRules; doNotCall?: boolean;
  },
): Promise<RulesInput & Callee> {
  const scope = q.scope ?? 'all';
  const [rules, contact, doNotCall, allDials] = await Promise.all([
    q.rules ?? accountCallingRules(db, q.accountId),
    contactForRules(db, q.accountId, q.contactId),
    q.doNotCall ?? isDoNotCall(db, q.accountId, q.phoneNumber),
    scope === 'all' ? recentDials(db, q.accountId, q.phoneNumber, q.at) : null,
  ]);
  const callee = await locateCallee(q.phoneNumber, contact, rules.businessZone);
  const legalCap = q.purpose === 'marketing' && callee.jurisdictions.some((j) => legalWindowOf(j)?.maxDialsPer24h !== undefined);
  const dials = allDials ?? (legalCap ? await recentDials(db, q.accountId, q.phoneNumber, q.at) : []);
  return rulesInputOf({ ...q, scope }, { rules, doNotCall, recentDials: dials }, callee);
}

/**
 * The pure rules' input from facts already read (a campaign's pass reads them for many callees in one statement:
 * calls/callee-facts.ts): the account's rules, do-not-call, the number's dials of the last 24 hours and where the
 * callee is (locateCallee).
 */
export function rulesInputOf(
  q: { phoneNumber: string; purpose: Purpose; at: Date; scope: RulesScope },
  read: { rules: AccountCallingRules; doNotCall: boolean; recentDials: Date[] },
  callee: Callee,
): RulesInput & Callee {
  return {
    ...callee,
    at: q.at,
    purpose: q.purpose,
    scope: q.scope,
    accountHours: read.rules.callingHours,
    holidays: read.rules.holidays,
    isHoliday: isPublicHoliday,
    doNotCall: read.doNotCall,
    recentDials: read.recentDials,
    maxAttemptsPer24h: read.rules.maxAttemptsPer24h,
  };
}
