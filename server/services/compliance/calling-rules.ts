import { DateTime } from 'luxon';
import { legalWindowOf, weekdays, type LegalWindow, type Weekday } from './legal-windows';

/**
 * The calling rules as one pure function of its inputs: given the moment, the callee's candidate zones and
 * jurisdictions, the account's rules and the recent dials to the number, it says whether a dial is allowed,
 * which rules block it, and the next moment it would be allowed. No I/O and no clock of its own: the services
 * look the inputs up (zones from the number, holidays, dial history) and act on the answer.
 */

export type Purpose = 'marketing' | 'informational';

/**
 * The version of this module's rules (how the inputs are judged), kept with LEGAL_WINDOWS_VERSION, the holiday data's
 * version and the disclosure table's in every compliance record (RULES_VERSION): change it whenever a rule here does.
 */
export const CALLING_RULES_VERSION = '2026-11-26';

export interface CallingHours {
  /** HH:MM local; an `end` before `start` is a window over midnight (it belongs to the day it starts on). */
  start: string;
  end: string;
  days: Weekday[];
}

export const defaultCallingHours: CallingHours = { start: '09:00', end: '20:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] };

export type BlockCode = 'do_not_call' | 'outside_calling_hours' | 'holiday' | 'day_not_allowed' | 'frequency_cap' | 'destination_not_allowed' | 'no_consent';

export interface Block {
  code: BlockCode;
  /** In words: which rule, for whom. */
  rule: string;
  /** Where the rule comes from: a law for legal windows, `account settings` for the account's own. */
  source: string;
}

/**
 * Which rules bind a dial: `all` (the call enforces calling hours: the account's own rules and the law), or `law`
 * (calling_hours "ignore": the account's hours, days, holidays and attempt cap are set aside, but never the legal
 * rows, which bind every marketing call: their windows, days off, holidays and dial caps).
 */
export type RulesScope = 'all' | 'law';

export interface RulesInput {
  at: Date;
  purpose: Purpose;
  /** Default `all`. */
  scope?: RulesScope;
  /** Candidate IANA zones of the callee; the hours must hold in every one. */
  zones: string[];
  /** Countries and subdivisions (`US`, `US-FL`) whose rules apply. */
  jurisdictions: string[];
  accountHours: CallingHours;
  /** The account's `holidays` setting: no calls on the callee's public holidays. */
  holidays: boolean;
  /** Whether a local date (YYYY-MM-DD) is a public holiday in a jurisdiction (a lookup the caller supplies). */
  isHoliday: (jurisdiction: string, localDate: string) => boolean;
  doNotCall: boolean;
  /** Times of the account's dials to this number; only those in the 24 hours before `at` count. */
  recentDials: Date[];
  maxAttemptsPer24h: number;
}

export interface Decision {
  allowed: boolean;
  /** `at` when allowed; null when no later moment can be allowed (do-not-call) or none within the horizon. */
  nextAllowedAt: Date | null;
  blocks: Block[];
}

const DAY_MS = 86_400_000;
/** How far ahead the next allowed moment is searched (long enough for a holiday week-end in any zone). */
const HORIZON_DAYS = 21;

export function decide(input: RulesInput): Decision {
  const blocks = blocksAt(input, input.at);
  if (blocks.some((b) => b.code === 'do_not_call')) return { allowed: false, nextAllowedAt: null, blocks };
  if (blocks.length === 0) return { allowed: true, nextAllowedAt: input.at, blocks };
  return { allowed: false, nextAllowedAt: nextAllowed(input), blocks };
}

/** The legal rows that bind this call: none for an informational call. */
export function legalRows(input: RulesInput): LegalWindow[] {
  if (input.purpose !== 'marketing') return [];
  return input.jurisdictions.map(legalWindowOf).filter((w): w is LegalWindow => w !== undefined);
}

export const accountRulesApply = (input: RulesInput) => (input.scope ?? 'all') === 'all';

export function frequencyCap(input: RulesInput): { cap: number; source: string } {
  let cap = accountRulesApply(input)
    ? { cap: input.maxAttemptsPer24h, source: 'account settings (max_attempts_per_24h)' }
    : { cap: Infinity, source: '' };
  for (const row of legalRows(input)) {
    if (row.maxDialsPer24h !== undefined && row.maxDialsPer24h < cap.cap) cap = { cap: row.maxDialsPer24h, source: row.source };
  }
  return cap;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a local minute-of-day lies in [start, end), with an end before the start wrapping past midnight. */
function inWindow(minute: number, start: string, end: string): 'in' | 'out' | 'carry' {
  const s = minutes(start);
  const e = minutes(end);
  if (s < e) return minute >= s && minute < e ? 'in' : 'out';
  if (minute >= s) return 'in';
  // Before the end of a window that started the day before: it belongs to that day.
  return minute < e ? 'carry' : 'out';
}

/** Everything that blocks a dial at `at` (empty: allowed). */
export function blocksAt(input: RulesInput, at: Date): Block[] {
  const blocks: Block[] = [];
  if (input.doNotCall) blocks.push({ code: 'do_not_call', rule: 'The number is on the do-not-call list.', source: 'account do-not-call list' });
  const rows = legalRows(input);
  const seen = new Set<string>();
  const add = (b: Block) => {
    const key = `${b.code}|${b.rule}`;
    if (seen.has(key)) return;
    seen.add(key);
    blocks.push(b);
  };
  const accountRules = accountRulesApply(input);
  for (const zone of input.zones) {
    const local = DateTime.fromJSDate(at, { zone });
    const minute = local.hour * 60 + local.minute;
    const hours = input.accountHours;
    const state = inWindow(minute, hours.start, hours.end);
    // The day a moment belongs to, for the account's days: an over-midnight window counts as the day it opened.
    const accountDay = state === 'carry' ? local.minus({ days: 1 }) : local;
    // Under the `law` scope the account's own hours and days are set aside; the legal rows below still bind.
    if (accountRules && state === 'out') {
      add({ code: 'outside_calling_hours', rule: `Outside the account's calling hours ${hours.start}–${hours.end} (${zone}).`, source: 'account settings (calling_hours)' });
    } else if (accountRules && !hours.days.includes(weekdayOf(accountDay))) {
      add({ code: 'day_not_allowed', rule: `The account does not call on ${dayName(weekdayOf(accountDay))} (${zone}).`, source: 'account settings (calling_hours)' });
    }
    const date = local.toISODate()!;
    const day = weekdayOf(local);
    if (accountRules && input.holidays) {
      for (const j of input.jurisdictions) {
        if (input.isHoliday(j, date)) add({ code: 'holiday', rule: `${date} is a public holiday in ${j}.`, source: 'account settings (holidays)' });
      }
    }
    for (const row of rows) {
      const span = day === 'sat' || day === 'sun' ? (row.weekend ?? row.weekday) : row.weekday;
      if (inWindow(minute, span.start, span.end) !== 'in') {
        add({ code: 'outside_calling_hours', rule: `${row.jurisdiction} allows marketing calls ${span.start}–${span.end} local time (${zone}).`, source: row.source });
      }
      if (row.closedDays?.includes(day)) {
        add({ code: 'day_not_allowed', rule: `${row.jurisdiction} allows no marketing calls on ${dayName(day)}.`, source: row.source });
      }
      if (row.closedOnHolidays && input.isHoliday(row.jurisdiction, date)) {
        add({ code: 'holiday', rule: `${row.jurisdiction} allows no marketing calls on its holiday ${date}.`, source: row.source });
      }
    }
  }
  const { cap, source } = frequencyCap(input);
  const recent = input.recentDials.filter((d) => d.getTime() > at.getTime() - DAY_MS && d.getTime() <= at.getTime());
  if (recent.length >= cap) add({ code: 'frequency_cap', rule: `At most ${cap} dials to one number in 24 hours.`, source });
  return blocks;
}

/**
 * The first allowed moment after `at`. Allowed time is a union of intervals whose left ends are openings: a
 * window's start or a local midnight in some zone, or the moment a past dial leaves the 24-hour cap. So the
 * candidates are those instants, checked in order. They are made a local day at a time, per zone, and a candidate
 * is checked only once every zone has made the days that could hold an earlier one: most answers need a day or two.
 */
function nextAllowed(input: RulesInput): Date | null {
  const from = input.at.getTime();
  const until = from + HORIZON_DAYS * DAY_MS;
  const starts = [...new Set([input.accountHours.start, '00:00', ...legalRows(input).flatMap((r) => [r.weekday.start, ...(r.weekend ? [r.weekend.start] : [])])])]
    .map((s) => ({ hour: Number(s.slice(0, 2)), minute: Number(s.slice(3, 5)) }));
  const pending: number[] = input.recentDials.map((d) => d.getTime() + DAY_MS).filter((t) => t > from && t <= until);
  // Per zone, the local day to make next, and the instant it begins (no candidate of it can come before).
  const zones = input.zones.map((zone) => {
    const day = DateTime.fromMillis(from, { zone }).startOf('day');
    return { day, begins: day.toMillis() };
  });
  const makeNextDay = (z: (typeof zones)[number]) => {
    for (const s of starts) {
      // A start inside a DST gap (02:30 on a spring-forward night) moves to the first minute that exists.
      const t = z.day.set(s).toMillis();
      if (t > from && t <= until) pending.push(t);
    }
    z.day = z.day.plus({ days: 1 });
    z.begins = z.day.toMillis();
  };
  const checked = new Set<number>();
  for (;;) {
    const earliestUnmade = Math.min(...zones.map((z) => z.begins));
    const next = pending.length ? Math.min(...pending) : Infinity;
    if (next > until && earliestUnmade > until) return null;
    if (next >= earliestUnmade && earliestUnmade <= until) {
      makeNextDay(zones.find((z) => z.begins === earliestUnmade)!);
      continue;
    }
    pending.splice(pending.indexOf(next), 1);
    if (checked.has(next)) continue;
    checked.add(next);
    if (blocksAt(input, new Date(next)).length === 0) return new Date(next);
  }
}

function weekdayOf(dt: DateTime): Weekday {
  return weekdays[dt.weekday - 1];
}

const dayName = (d: Weekday) => ({ mon: 'Mondays', tue: 'Tuesdays', wed: 'Wednesdays', thu: 'Thursdays', fri: 'Fridays', sat: 'Saturdays', sun: 'Sundays' })[d];
